import {
  type DatenimportZaehler,
  type datenimportApi,
  type EndpointResponse,
  formatDateTime,
} from '@maklerwerk/domain';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { germanTableProps } from '../../components/data-table-german';
import classes from '../../components/list-cards.module.css';
import { LoadError } from '../../components/load-error';
import { PagedCardList } from '../../components/paged-card-list';
import { AnchorLink } from '../../components/router-links';
import { datenimportListQueryOptions } from './datenimport.queries';
import { DatenimportBerichtDownloads } from './datenimport-report';
import { DatenimportStatusBadge } from './datenimport-status';
import { useIsPhone } from './use-phone';

type Item = EndpointResponse<typeof datenimportApi.list>['items'][number];

export const DATENIMPORT_LIST_PAGE_SIZE = 20;
const countFormat = new Intl.NumberFormat('de-DE');

/** The result in a few words: '12 neu · 3 geändert · 1 Fehler'. */
export function ergebnisText(z: DatenimportZaehler): string {
  const teile = [
    z.vertraegeNeu > 0 && `${countFormat.format(z.vertraegeNeu)} neu`,
    z.vertraegeGeaendert > 0 && `${countFormat.format(z.vertraegeGeaendert)} geändert`,
    z.vertraegeUnveraendert > 0 && `${countFormat.format(z.vertraegeUnveraendert)} unverändert`,
    z.fehler > 0 && `${countFormat.format(z.fehler)} Fehler`,
    z.warnungen > 0 && `${countFormat.format(z.warnungen)} ${z.warnungen === 1 ? 'Warnung' : 'Warnungen'}`,
  ].filter((t): t is string => typeof t === 'string');
  return teile.length > 0 ? teile.join(' · ') : 'keine Verträge';
}

function DateiLink({ row }: { row: Item }) {
  return (
    <AnchorLink
      to="/home/datenimport/$importId"
      params={{ importId: row.id }}
      size="sm"
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {row.dateien.join(', ') || `Import ${row.id}`}
    </AnchorLink>
  );
}

/** On a phone: one card per import. */
function ImportCard({ row }: { row: Item }) {
  return (
    <li className={classes.card}>
      <DateiLink row={row} />
      <Text size="xs" c="dimmed">
        {[row.gesellschaften.join(', '), row.erstelltVon, formatDateTime(row.erstelltAm)].filter(Boolean).join(' · ')}
      </Text>
      <Group gap="xs" mt={6} justify="space-between" wrap="wrap">
        <Stack gap={2} align="flex-start">
          <DatenimportStatusBadge status={row.status} />
          <Text size="xs" c="dimmed">
            {ergebnisText(row.zaehler)}
          </Text>
        </Stack>
        <DatenimportBerichtDownloads id={row.id} compact />
      </Group>
    </li>
  );
}

const columns: DataTableColumn<Item>[] = [
  { accessor: 'dateien', title: 'Datei', render: (row) => <DateiLink row={row} /> },
  {
    accessor: 'gesellschaften',
    title: 'Gesellschaft',
    render: (row) => row.gesellschaften.join(', ') || '–',
    visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
  },
  {
    accessor: 'erstelltVon',
    title: 'Wer',
    visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
  },
  {
    accessor: 'erstelltAm',
    title: 'Wann',
    render: (row) => formatDateTime(row.erstelltAm),
    cellsStyle: () => ({ whiteSpace: 'nowrap' }),
    visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
  },
  {
    accessor: 'status',
    title: 'Ergebnis',
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <DatenimportStatusBadge status={row.status} />
        <Text size="xs" c="dimmed">
          {ergebnisText(row.zaehler)}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'id',
    title: 'Bericht',
    textAlign: 'right',
    render: (row) => <DatenimportBerichtDownloads id={row.id} compact />,
  },
];

/** The earlier imports (issue 38, 5): Datei, Gesellschaft, wer, wann, Ergebnis, each with its report. */
export function DatenimportListe() {
  const query = useQuery(datenimportListQueryOptions());
  const [page, setPage] = useState(1);
  const isPhone = useIsPhone();
  const items = query.data?.items ?? [];
  const from = (page - 1) * DATENIMPORT_LIST_PAGE_SIZE;
  return (
    <Stack gap="xs" component="section" aria-labelledby="datenimport-liste">
      <Title order={2} fz="h4" id="datenimport-liste">
        Bisherige Importe
      </Title>
      {query.isPending ? (
        <Stack gap={6} aria-busy="true" aria-label="Importe werden geladen">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="dimmed" ta="center">
            Noch keine Importe. Laden Sie oben eine GDV-, CSV- oder Excel-Datei hoch.
          </Text>
        </Paper>
      ) : isPhone ? (
        <PagedCardList
          count={items.length}
          total={items.length}
          pageSize={DATENIMPORT_LIST_PAGE_SIZE}
          fetching={false}
          page={page}
          onPageChange={setPage}
          loadingLabel="Importe werden geladen"
          emptyIcon={<IconDatabaseImport size={28} />}
          emptyText="Noch keine Importe."
        >
          <Stack gap="xs" component="ul" className={classes.list} aria-label="Bisherige Importe">
            {items.slice(from, from + DATENIMPORT_LIST_PAGE_SIZE).map((row) => (
              <ImportCard key={row.id} row={row} />
            ))}
          </Stack>
        </PagedCardList>
      ) : (
        <DataTable<Item>
          {...germanTableProps}
          aria-label="Bisherige Importe"
          withTableBorder
          borderRadius="md"
          verticalAlign="top"
          columns={columns}
          records={items.slice(from, from + DATENIMPORT_LIST_PAGE_SIZE)}
          totalRecords={items.length}
          recordsPerPage={DATENIMPORT_LIST_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
        />
      )}
    </Stack>
  );
}
