import {
  ERWARTUNG_MESSAGES,
  FEHLBETRAEGE_COLUMNS,
  FEHLBETRAEGE_PAGE_SIZE,
  type Fehlbetraege,
  type Fehlbetrag,
  formatCents,
} from '@maklerwerk/domain';
import { Box, Button, Group, Menu, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconReportMoney,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { germanTableProps } from '../../components/data-table-german';
import classes from '../../components/list-cards.module.css';
import { LoadError } from '../../components/load-error';
import { PagedCardList } from '../../components/paged-card-list';
import { AnchorLink } from '../../components/router-links';
import { fehlbetraegeExportUrl, fehlbetraegeQueryOptions } from './courtage-abgleich.queries';
import { type CourtageAbgleichSearch, jahrOptions } from './courtage-abgleich-search';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The contract opens on its commissions. */
const detailsSearch = { stepKey: 'abrechnung', substepKey: 'abrechnungDetails' };

const [colNummer, colKunde, colKundennr, colGesellschaft, colSparte, colErwartet, colErhalten, colDifferenz] =
  FEHLBETRAEGE_COLUMNS;

function Betrag({ cents, strong = false }: { cents: number; strong?: boolean }) {
  return (
    <Text span size="sm" style={numeric} fw={strong ? 600 : undefined} c={cents < 0 ? 'red.9' : undefined}>
      {formatCents(cents)}
    </Text>
  );
}

function VertragLink({ row }: { row: Fehlbetrag }) {
  return (
    <AnchorLink
      to="/home/versicherungen/insurance-group/details/$contractId"
      params={{ contractId: row.contractId }}
      search={detailsSearch}
      size="sm"
      fw={600}
    >
      {row.nummer}
    </AnchorLink>
  );
}

const columns: DataTableColumn<Fehlbetrag>[] = [
  { accessor: 'nummer', title: colNummer, render: (row) => <VertragLink row={row} /> },
  { accessor: 'kunde', title: colKunde },
  { accessor: 'kundennr', title: colKundennr, cellsStyle: () => numeric },
  {
    accessor: 'gesellschaft',
    title: colGesellschaft,
    visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
  },
  { accessor: 'sparte', title: colSparte, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})` },
  { accessor: 'erwartet', title: colErwartet, textAlign: 'right', render: (row) => <Betrag cents={row.erwartet} /> },
  { accessor: 'erhalten', title: colErhalten, textAlign: 'right', render: (row) => <Betrag cents={row.erhalten} /> },
  {
    accessor: 'differenz',
    title: colDifferenz,
    textAlign: 'right',
    render: (row) => <Betrag cents={row.differenz} strong />,
  },
];

const exportFormats = [
  { format: 'csv', label: 'Export CSV', Icon: IconFileTypeCsv },
  { format: 'xlsx', label: 'Export Excel', Icon: IconFileSpreadsheet },
] as const;

/** 'Exportieren': the whole list of the year as CSV or Excel. */
function ExportMenu({ jahr }: { jahr: number }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />}>
          Exportieren
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Fehlbeträge {jahr}</Menu.Label>
        {exportFormats.map(({ format, label, Icon }) => (
          <Menu.Item
            key={format}
            component="a"
            href={fehlbetraegeExportUrl(jahr, format)}
            download={`Courtage-Fehlbetraege-${jahr}.${format}`}
            leftSection={<Icon size={16} />}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The three sums over the whole list (not only the page). */
function Summen({ summe }: { summe: Fehlbetraege['summe'] | undefined }) {
  const figures = [
    { label: 'Erwartet', cents: summe?.erwartet },
    { label: 'Erhalten', cents: summe?.erhalten },
    { label: 'Differenz', cents: summe?.differenz },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" role="group" aria-label="Summen">
      {figures.map(({ label, cents }) => (
        <Paper key={label} withBorder p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Box mt={4}>
            {cents === undefined ? (
              <Skeleton height={24} width={120} />
            ) : (
              <Text fz="lg" fw={700} style={numeric} c={cents < 0 ? 'red.9' : undefined}>
                {formatCents(cents)}
              </Text>
            )}
          </Box>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function FehlbetragCards({ items }: { items: Fehlbetrag[] }) {
  return (
    <Stack gap="xs" component="ul" className={classes.list} aria-label="Fehlbeträge">
      {items.map((row) => (
        <li key={row.contractId} className={classes.card}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <VertragLink row={row} />
              <Text size="sm" lineClamp={1}>
                {row.kunde}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                Kundennr. {row.kundennr} · {row.gesellschaft} · {row.sparte}
              </Text>
            </div>
            <Betrag cents={row.differenz} strong />
          </Group>
          <Text size="xs" c="dimmed" mt={6} style={numeric}>
            Erwartet {formatCents(row.erwartet)} · Erhalten {formatCents(row.erhalten)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

type Props = {
  search: CourtageAbgleichSearch;
  onSearchChange: (patch: Partial<CourtageAbgleichSearch>) => void;
};

/**
 * Courtage-Abgleich (issue 14 item 7): the contracts of the viewer's portfolio where less commission came in
 * in the chosen year than expected from premium and agreed rate, largest shortfall first, 25 per page.
 */
export function CourtageAbgleichPage({ search, onSearchChange }: Props) {
  const { jahr } = search;
  const page = search.page ?? 1;
  const list = useQuery(fehlbetraegeQueryOptions(jahr, (page - 1) * FEHLBETRAEGE_PAGE_SIZE));
  const answer = list.data;
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  useDocumentTitle('Courtage-Abgleich – Maklerwerk');
  const onPageChange = (next: number) => onSearchChange({ page: next });
  const emptyIcon = <IconReportMoney size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />;

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1440}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Courtage-Abgleich
          </Title>
          <Text size="sm" c="dimmed">
            Verträge, bei denen im gewählten Jahr weniger Courtage eingegangen ist als erwartet.
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <Select
            label="Jahr"
            data={jahrOptions(jahr)}
            value={String(jahr)}
            onChange={(value) => value && onSearchChange({ jahr: Number(value), page: undefined })}
            allowDeselect={false}
            w={110}
          />
          <ExportMenu jahr={jahr} />
        </Group>
      </Group>
      {list.isError && !answer ? (
        <LoadError error={list.error} />
      ) : (
        <>
          <Summen summe={answer?.summe} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {answer
              ? `${answer.total} ${answer.total === 1 ? 'Vertrag' : 'Verträge'} mit Fehlbetrag in ${answer.jahr}`
              : ' '}
          </Text>
          {isPhone ? (
            <PagedCardList
              count={answer?.items.length}
              total={answer?.total ?? 0}
              pageSize={FEHLBETRAEGE_PAGE_SIZE}
              fetching={list.isPlaceholderData}
              page={page}
              onPageChange={onPageChange}
              loadingLabel="Fehlbeträge werden geladen"
              emptyIcon={emptyIcon}
              emptyText={ERWARTUNG_MESSAGES.empty}
            >
              <FehlbetragCards items={answer?.items ?? []} />
            </PagedCardList>
          ) : (
            <DataTable<Fehlbetrag>
              withTableBorder
              borderRadius="sm"
              verticalSpacing="sm"
              striped
              minHeight={answer?.items.length ? undefined : 220}
              records={answer?.items ?? []}
              columns={columns}
              idAccessor="contractId"
              fetching={list.isFetching}
              noRecordsText={ERWARTUNG_MESSAGES.empty}
              noRecordsIcon={emptyIcon}
              totalRecords={answer?.total ?? 0}
              recordsPerPage={FEHLBETRAEGE_PAGE_SIZE}
              page={page}
              onPageChange={onPageChange}
              {...germanTableProps}
            />
          )}
        </>
      )}
    </Stack>
  );
}
