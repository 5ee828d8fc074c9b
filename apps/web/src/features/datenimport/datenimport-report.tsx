import { type DatenimportReport, datenimportStatusLabel, formatDateTime } from '@maklerwerk/domain';
import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { datenimportBerichtUrl, datenimportReportQueryOptions, isDatenimportRunning } from './datenimport.queries';
import { DatenimportAenderungen } from './datenimport-aenderungen';
import { DatenimportAktionen } from './datenimport-aktionen';
import { DatenimportDateien } from './datenimport-dateien';
import { DATENIMPORT_TABELLE_FELDER, type DatenimportFeld } from './datenimport-felder';
import { DatenimportMeldungen } from './datenimport-meldungen';
import { DatenimportSpalten } from './datenimport-spalten';
import { DatenimportStatusBadge } from './datenimport-status';
import { DatenimportVuZuordnung } from './datenimport-vu-zuordnung';
import { DatenimportZaehlerCards } from './datenimport-zaehler-cards';

export function DatenimportBerichtDownloads({ id, compact = false }: { id: number; compact?: boolean }) {
  const size = compact ? 'compact-xs' : 'xs';
  return (
    <Group gap={6} wrap="nowrap">
      {(
        [
          ['csv', 'CSV', IconFileTypeCsv],
          ['pdf', 'PDF', IconFileTypePdf],
        ] as const
      ).map(([format, label, Icon]) => (
        <Button
          key={format}
          component="a"
          href={datenimportBerichtUrl(id, format)}
          download
          size={size}
          variant="default"
          leftSection={<Icon size={14} />}
          aria-label={`Bericht ${id} als ${label}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

function Fortschritt({ report }: { report: DatenimportReport }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {datenimportStatusLabel[report.status]} …
          </Text>
          <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {report.fortschritt} %
          </Text>
        </Group>
        <Progress
          value={report.fortschritt}
          animated
          aria-label={`${datenimportStatusLabel[report.status]}: Fortschritt`}
        />
      </Stack>
    </Paper>
  );
}

/** The report of one import (issue 38, 3 and 5): what the preview found and what applying brings. */
export function DatenimportBericht({
  report,
  felder = DATENIMPORT_TABELLE_FELDER as DatenimportFeld[],
}: {
  report: DatenimportReport;
  felder?: DatenimportFeld[];
}) {
  const laeuft = isDatenimportRunning(report.status);
  const vorschau = report.status === 'vorschau';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={2} fz="h3">
              Bericht
            </Title>
            <DatenimportStatusBadge status={report.status} />
          </Group>
          <Text size="sm" c="dimmed">
            Hochgeladen von {report.erstelltVon} am {formatDateTime(report.erstelltAm)}
            {report.uebernommenAm && ` · übernommen am ${formatDateTime(report.uebernommenAm)}`}
          </Text>
        </div>
        {!laeuft && <DatenimportBerichtDownloads id={report.id} />}
      </Group>
      {laeuft && <Fortschritt report={report} />}
      {report.status === 'fehler' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Import fehlgeschlagen">
          Die Dateien konnten nicht vollständig gelesen werden; es wurde nichts übernommen. Die Meldungen unten nennen
          Zeile und Feld.
        </Alert>
      )}
      {report.status === 'uebernommen' && (
        <Alert color="teal" variant="light" title="Übernommen">
          Der Import wurde übernommen. Neue Verträge öffnen Sie über ihre Versicherungsnummer.
        </Alert>
      )}
      <DatenimportZaehlerCards zaehler={report.zaehler} />
      <DatenimportDateien dateien={report.dateien} />
      {vorschau && report.unbekannteVuNummern.length > 0 && (
        <DatenimportVuZuordnung importId={report.id} vuNummern={report.unbekannteVuNummern} />
      )}
      {vorschau && report.tabelle && (
        <DatenimportSpalten
          key={JSON.stringify(report.tabelle.zuordnung)}
          importId={report.id}
          spalten={report.tabelle.spalten}
          zuordnung={report.tabelle.zuordnung}
          felder={felder}
        />
      )}
      {vorschau && <DatenimportAktionen report={report} />}
      <DatenimportMeldungen
        meldungen={report.meldungen}
        gesamt={report.meldungenGesamt}
        mehrereDateien={report.dateien.length > 1}
      />
      <DatenimportAenderungen aenderungen={report.aenderungen} />
    </Stack>
  );
}

/** The report loaded by its id, polled while it runs. */
export function DatenimportBerichtLaden({ id }: { id: number }) {
  const query = useQuery(datenimportReportQueryOptions(id));
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Bericht wird geladen">
        <Skeleton h={28} w={220} />
        <Skeleton h={160} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (query.isError) {
    return <LoadError error={query.error} />;
  }
  return <DatenimportBericht report={query.data} />;
}
