import type { DatenimportReport } from '@maklerwerk/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconFileCertificate } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { germanTableProps } from '../../components/data-table-german';
import classes from '../../components/list-cards.module.css';
import { PagedCardList } from '../../components/paged-card-list';
import { AnchorLink } from '../../components/router-links';
import { useIsPhone } from './use-phone';

type Aenderung = DatenimportReport['aenderungen'][number] & { nr: number };

export const AENDERUNGEN_PAGE_SIZE = 20;
const leer = (value: string | null) => (value === null || value === '' ? '(leer)' : value);

function Felder({ row }: { row: Aenderung }) {
  if (row.felder.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {row.felder.map((f) => (
        <Text key={f.feld} component="li" size="sm">
          <Text span fw={600} size="sm">
            {f.feld}:
          </Text>{' '}
          {row.art === 'neu' ? (
            leer(f.neu)
          ) : (
            <>
              <Text span size="sm" c="dimmed" td="line-through">
                {leer(f.alt)}
              </Text>{' '}
              <IconArrowRight size={12} aria-label="wird zu" style={{ verticalAlign: 'middle' }} /> {leer(f.neu)}
            </>
          )}
        </Text>
      ))}
    </Stack>
  );
}

const columns: DataTableColumn<Aenderung>[] = [
  {
    accessor: 'versicherungsnummer',
    title: 'Versicherungsnummer',
    render: (row) => <Nummer row={row} />,
  },
  { accessor: 'kunde', title: 'Kunde' },
  { accessor: 'felder', title: 'Feld: alt → neu', render: (row) => <Felder row={row} /> },
];

function Nummer({ row }: { row: Aenderung }) {
  return (
    <Group gap={6} wrap="nowrap">
      {row.vertragId === null ? (
        <Text size="sm" fw={600}>
          {row.versicherungsnummer}
        </Text>
      ) : (
        <AnchorLink
          to="/home/versicherungen/insurance-group/details/$contractId"
          params={{ contractId: row.vertragId }}
          search={{}}
          size="sm"
          fw={600}
        >
          {row.versicherungsnummer}
        </AnchorLink>
      )}
      {row.art === 'neu' && (
        <Badge color="teal" variant="light" size="sm">
          Neu
        </Badge>
      )}
    </Group>
  );
}

/** The contracts the import brings in or changes, each with its fields old → new (issue 38, 3). */
export function DatenimportAenderungen({ aenderungen }: { aenderungen: DatenimportReport['aenderungen'] }) {
  const [page, setPage] = useState(1);
  const isPhone = useIsPhone();
  const rows = useMemo(() => aenderungen.map((a, nr) => ({ ...a, nr })), [aenderungen]);
  const from = (page - 1) * AENDERUNGEN_PAGE_SIZE;
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        Neue und geänderte Verträge
      </Title>
      {aenderungen.length === 0 ? (
        <Text size="sm" c="dimmed">
          Keine neuen oder geänderten Verträge.
        </Text>
      ) : isPhone ? (
        <PagedCardList
          count={aenderungen.length}
          total={aenderungen.length}
          pageSize={AENDERUNGEN_PAGE_SIZE}
          fetching={false}
          page={page}
          onPageChange={setPage}
          loadingLabel="Änderungen werden geladen"
          emptyIcon={<IconFileCertificate size={28} />}
          emptyText="Keine neuen oder geänderten Verträge."
        >
          <Stack gap="xs" component="ul" className={classes.list} aria-label="Neue und geänderte Verträge">
            {rows.slice(from, from + AENDERUNGEN_PAGE_SIZE).map((row) => (
              <li key={row.nr} className={classes.card}>
                <Nummer row={row} />
                <Text size="sm" c="dimmed" mb={4}>
                  {row.kunde}
                </Text>
                <Felder row={row} />
              </li>
            ))}
          </Stack>
        </PagedCardList>
      ) : (
        <DataTable<Aenderung>
          {...germanTableProps}
          aria-label="Neue und geänderte Verträge"
          withTableBorder
          borderRadius="md"
          idAccessor="nr"
          verticalAlign="top"
          columns={columns}
          records={rows.slice(from, from + AENDERUNGEN_PAGE_SIZE)}
          totalRecords={aenderungen.length}
          recordsPerPage={AENDERUNGEN_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          scrollAreaProps={{ type: 'auto' }}
        />
      )}
    </Stack>
  );
}
