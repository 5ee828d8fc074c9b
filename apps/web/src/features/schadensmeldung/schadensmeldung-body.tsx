import { type DamageReportDetails, deleteDamageReportQuestion, formatDate } from '@maklerwerk/domain';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUnknown, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { LoadError } from '../../components/load-error';
import { RecordNotFound } from '../../components/record-not-found';
import { ApiError } from '../../lib/api-client';
import { AnmerkungenTable } from '../../shared/anmerkung/anmerkungen-table';
import { DocumentArchive } from '../../shared/dokumentenarchiv/dokumentenarchiv';
import { BackToStep, BackToStepButton } from '../../shared/vertrag/back-to-step';
import { BearbstandBadge } from './bearbstand-badge';
import { schadensmeldungQueryOptions, useDeleteSchadensmeldungMutation } from './schadensmeldung.queries';
import { SchadensmeldungForm } from './schadensmeldung-form';
import { StatusverlaufSection } from './statusverlauf-section';
import { ZahlungenSection } from './zahlungen-section';

type Props = { contractId: number; schadenId: number };

const stepSearch = { stepKey: 'schadensmeldungen' };
const section = { withBorder: true, p: { base: 'md', sm: 'lg' } } as const;

function ReportNotFound({ contractId }: { contractId: number }) {
  return (
    <RecordNotFound
      icon={<IconFileUnknown size={30} stroke={1.5} />}
      title="Schadensmeldung nicht gefunden."
      action={<BackToStepButton contractId={contractId} search={stepSearch} label="zurück zu Schadensmeldungen" />}
    >
      Die Schadensmeldung existiert nicht mehr, wurde mit einer anderen vereinigt oder Sie haben keinen Zugriff darauf.
    </RecordNotFound>
  );
}

/** The damage report below its contract's header (features/vertrag): fields, payments, status history, delete. */
export function SchadensmeldungBody({ contractId, schadenId }: Props) {
  const { pathname } = useLocation();
  const valid = Number.isInteger(schadenId) && schadenId > 0;
  const query = useQuery({ ...schadensmeldungQueryOptions(contractId, schadenId), enabled: valid });
  // A report of another contract under this contract's address is not shown here either.
  const elsewhere = query.data !== undefined && query.data.contract.id !== contractId;
  if (!valid || elsewhere || (query.error instanceof ApiError && query.error.status === 404)) {
    return <ReportNotFound contractId={contractId} />;
  }
  if (query.isError && !query.data) {
    return <LoadError error={query.error} />;
  }
  if (!query.data) {
    return <Skeleton height={420} aria-label="Schadensmeldung wird geladen" />;
  }
  const details = query.data;
  const reload = async () => (await query.refetch()).data;
  return (
    <>
      <ReportHeading contractId={contractId} details={details} />
      <Paper {...section}>
        <Title order={3} fz="h4" mb="md">
          Angaben zum Schaden
        </Title>
        <SchadensmeldungForm key={details.schadenId} contractId={contractId} details={details} reload={reload} />
      </Paper>
      <Paper {...section}>
        <ZahlungenSection contractId={contractId} details={details} />
      </Paper>
      <Paper {...section}>
        <Title order={3} fz="h4" mb="md">
          Anmerkungen zur Schadensmeldung
        </Title>
        <AnmerkungenTable contractId={contractId} schadenId={details.schadenId} />
      </Paper>
      <Paper {...section}>
        <Title order={3} fz="h4" mb="md">
          Dokumente zur Schadensmeldung
        </Title>
        <DocumentArchive scope="schaden" id={details.schadenId} path={pathname} />
      </Paper>
      <Paper {...section}>
        <StatusverlaufSection details={details} />
      </Paper>
    </>
  );
}

function ReportHeading({ contractId, details }: { contractId: number; details: DamageReportDetails }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteSchadensmeldungMutation(contractId);
  const { contract } = details;
  const deleteReport = async () => {
    await remove.mutateAsync(details.schadenId);
    notifications.show({ color: 'teal', message: `Die Schadensmeldung ${details.schadennr} wurde gelöscht.` });
    void navigate({
      to: '/home/versicherungen/insurance-group/details/$contractId',
      params: { contractId: contractId },
      search: stepSearch,
    });
  };
  return (
    <Paper {...section}>
      <BackToStep contractId={contractId} search={stepSearch} label="zurück zu Schadensmeldungen" />
      <Group justify="space-between" align="flex-start" gap="md" mt="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} fz="h3">
              Schadensmeldung <span style={{ whiteSpace: 'nowrap' }}>{details.schadennr}</span>
            </Title>
            <BearbstandBadge code={details.bearbstand} list={details.bearbstaende} size="md" />
          </Group>
          <Text size="sm" c="dimmed">
            {contract.kundeName} · {contract.gesellschaftName} · {contract.bezeichnung} · Versicherungsnummer{' '}
            {contract.nummer}
          </Text>
          <Text size="sm" c="dimmed">
            Gemeldet am {formatDate(details.meldedatum)}
            {details.gemeldetVonKunde ? ' vom Kunden' : ''}
            {details.gemeldetVon ? ` (${details.gemeldetVon})` : ''}
          </Text>
        </Stack>
        {details.canDelete && (
          <Button variant="outline" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
            Löschen
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Schadensmeldung löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={deleteReport}
      >
        {deleteDamageReportQuestion(details.meldedatum)}
      </ConfirmModal>
    </Paper>
  );
}
