import type { DatenimportReport } from '@maklerwerk/domain';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { germanTableProps } from '../../components/data-table-german';

type Meldung = DatenimportReport['meldungen'][number];
type Row = Meldung & { nr: number };

export const MELDUNGEN_PAGE_SIZE = 20;
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
  const rows = useMemo(() => meldungen.map((m, nr) => ({ ...m, nr })), [meldungen]);
  const from = (page - 1) * MELDUNGEN_PAGE_SIZE;
  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'art',
      title: 'Art',
      render: (row) => (
        <Badge color={row.art === 'fehler' ? 'red' : 'orange'} variant="light" size="sm">
          {row.art === 'fehler' ? 'Fehler' : 'Warnung'}
        </Badge>
      ),
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
