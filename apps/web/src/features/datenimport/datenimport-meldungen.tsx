import type { DatenimportReport } from '@maklerwerk/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { germanTableProps } from '../../components/data-table-german';
import classes from '../../components/list-cards.module.css';
import { PagedCardList } from '../../components/paged-card-list';
import { useIsPhone } from './use-phone';

type Meldung = DatenimportReport['meldungen'][number];
type Row = Meldung & { nr: number };

export const MELDUNGEN_PAGE_SIZE = 20;

function ArtBadge({ art }: { art: Meldung['art'] }) {
  return (
    <Badge color={art === 'fehler' ? 'red' : 'orange'} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {art === 'fehler' ? 'Fehler' : 'Warnung'}
    </Badge>
  );
}

/** On a phone: one card per message, its place in one line above the text. */
function MeldungCard({ row, mehrereDateien }: { row: Row; mehrereDateien: boolean }) {
  const ort = [
    mehrereDateien ? row.datei : null,
    row.zeile === null ? null : `Zeile ${row.zeile}`,
    row.satzart === null ? null : `Satzart ${row.satzart}`,
    row.feld === null ? null : `Feld ${row.feld}`,
  ].filter((t): t is string => t !== null);
  return (
    <li className={classes.card}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ArtBadge art={row.art} />
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {ort.join(' · ') || '–'}
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        {row.text}
      </Text>
    </li>
  );
}
const dash = (value: string | number | null) => (value === null || value === '' ? '–' : value);

/** The errors and warnings of the preview: Zeile, Satzart, Feld, Meldung (and Datei with several files). */
export function DatenimportMeldungen({
  meldungen,
  gesamt,
  mehrereDateien,
}: {
  meldungen: Meldung[];
  gesamt: number;
  mehrereDateien: boolean;
}) {
  const [page, setPage] = useState(1);
  const isPhone = useIsPhone();
  const rows = useMemo(() => meldungen.map((m, nr) => ({ ...m, nr })), [meldungen]);
  const from = (page - 1) * MELDUNGEN_PAGE_SIZE;
  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'art',
      title: 'Art',
      render: (row) => <ArtBadge art={row.art} />,
    },
    ...(mehrereDateien ? [{ accessor: 'datei', title: 'Datei' } as DataTableColumn<Row>] : []),
    { accessor: 'zeile', title: 'Zeile', textAlign: 'right', render: (row) => dash(row.zeile) },
    { accessor: 'satzart', title: 'Satzart', render: (row) => dash(row.satzart) },
    { accessor: 'feld', title: 'Feld', render: (row) => dash(row.feld) },
    { accessor: 'text', title: 'Meldung', render: (row) => <Text size="sm">{row.text}</Text> },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        Fehler und Warnungen
      </Title>
      {gesamt > meldungen.length && (
        <Text size="sm" c="dimmed">
          Es werden {meldungen.length} von {gesamt} Meldungen gezeigt; der Bericht als CSV oder PDF enthält alle.
        </Text>
      )}
      {meldungen.length === 0 ? (
        <Text size="sm" c="dimmed">
          Keine Fehler und keine Warnungen.
        </Text>
      ) : isPhone ? (
        <PagedCardList
          count={meldungen.length}
          total={meldungen.length}
          pageSize={MELDUNGEN_PAGE_SIZE}
          fetching={false}
          page={page}
          onPageChange={setPage}
          loadingLabel="Meldungen werden geladen"
          emptyIcon={<IconAlertTriangle size={28} />}
          emptyText="Keine Fehler und keine Warnungen."
        >
          <Stack gap="xs" component="ul" className={classes.list} aria-label="Fehler und Warnungen">
            {rows.slice(from, from + MELDUNGEN_PAGE_SIZE).map((row) => (
              <MeldungCard key={row.nr} row={row} mehrereDateien={mehrereDateien} />
            ))}
          </Stack>
        </PagedCardList>
      ) : (
        <DataTable<Row>
          {...germanTableProps}
          aria-label="Fehler und Warnungen"
          withTableBorder
          borderRadius="md"
          striped
          idAccessor="nr"
          columns={columns}
          records={rows.slice(from, from + MELDUNGEN_PAGE_SIZE)}
          totalRecords={rows.length}
          recordsPerPage={MELDUNGEN_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          scrollAreaProps={{ type: 'auto' }}
        />
      )}
    </Stack>
  );
}
