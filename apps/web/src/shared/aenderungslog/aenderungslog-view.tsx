import {
  AENDERUNGSLOG_SPALTEN,
  AENDERUNGSLOG_TEXTE,
  type AenderungslogEintrag,
  aenderungslogPageSize,
  aenderungslogTitel,
  defaultAenderungslogDatum,
  formatDateTime,
  hasDateFilter,
} from '@maklerwerk/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconHistory, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { cappedPaginationText, countLabel, germanTableProps } from '../../components/data-table-german';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { LoadError } from '../../components/load-error';
import { useSession } from '../../lib/session';
import {
  type AenderungslogFilter,
  type AenderungslogSource,
  aenderungslogChainQueryOptions,
  aenderungslogExportUrl,
  aenderungslogQueryOptions,
} from './aenderungslog.queries';

const [colDatum, colNutzer, colEintrag, colAenderung] = AENDERUNGSLOG_SPALTEN;
const DEBOUNCE_MS = 300;

/** Spec 2.5: a ghost table while the first page loads. */
function GhostTable() {
  return (
    <Table withTableBorder aria-busy="true" aria-label="Änderungslog wird geladen">
      <Table.Thead>
        <Table.Tr>
          {AENDERUNGSLOG_SPALTEN.map((c) => (
            <Table.Th key={c}>{c}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows without identity
          <Table.Tr key={i}>
            {AENDERUNGSLOG_SPALTEN.map((c) => (
              <Table.Td key={c}>
                <Skeleton height={12} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The office page: whether the hash chain is intact (the existing verification). */
function ChainStatus() {
  const chain = useQuery(aenderungslogChainQueryOptions());
  if (!chain.data) {
    return (
      <Badge variant="light" color="gray" size="lg">
        Hash-Kette wird geprüft …
      </Badge>
    );
  }
  return chain.data.ok ? (
    <Badge variant="light" color="green" size="lg">
      Hash-Kette intakt ({new Intl.NumberFormat('de-DE').format(chain.data.rows)} Einträge geprüft)
    </Badge>
  ) : (
    <Badge variant="filled" color="red" size="lg">
      Hash-Kette unterbrochen bei Eintrag {chain.data.brokenAtId}
    </Badge>
  );
}

type Props = {
  source: AenderungslogSource;
  /** The contract step has its own heading; the standalone page shows the table title. */
  withTitle?: boolean;
};

/**
 * The page 'Änderungslog' (spec 2.5): filter panel 'Suchen' (group 'Allgemein'), the table of 25
 * rows or the user's table page size (spec 3.10; server paging), the 'Änderung:' modal and the CSV/PDF
 * download of the filtered log.
 */
export function AenderungslogView({ source, withTitle = true }: Props) {
  const withDate = hasDateFilter(source.typ);
  const pageSize = aenderungslogPageSize(useSession().me.tablePageSize);
  const [datum, setDatum] = useState<string | null>(() => (withDate ? defaultAenderungslogDatum() : null));
  const [text, setText] = useState('');
  const [debouncedText] = useDebouncedValue(text, DEBOUNCE_MS);
  const [mitSchaden, setMitSchaden] = useState(true);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AenderungslogEintrag | null>(null);
  const filter: AenderungslogFilter = { datum, filter: debouncedText, mitSchaden, page, pageSize };
  const list = useQuery(aenderungslogQueryOptions(source, filter));
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const answer = list.data;
  // Every change of the filter starts again on the first page (the search runs immediately).
  const change =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const changeLink = (r: AenderungslogEintrag) => (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="left"
      lineClamp={2}
      onClick={() => setOpen(r)}
      // The name holds the visible text (WCAG 2.5.3), the entry tells the rows apart.
      aria-label={`Änderung anzeigen: ${r.eintrag}: ${r.aenderung}`}
    >
      {r.aenderung}
    </Anchor>
  );
  // A phone shows each entry as one cell (date and user above, what changed below): four columns
  // would push the change itself off the screen.
  const phoneColumns: DataTableColumn<AenderungslogEintrag>[] = [
    {
      accessor: 'eintrag',
      title: colEintrag,
      render: (r) => (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {formatDateTime(r.datum)} · {r.nutzer}
          </Text>
          <Text size="sm" fw={600}>
            {r.eintrag}
          </Text>
          {changeLink(r)}
        </Stack>
      ),
    },
  ];
  const columns: DataTableColumn<AenderungslogEintrag>[] = [
    {
      accessor: 'datum',
      title: colDatum,
      width: 150,
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.datum)}</span>,
    },
    { accessor: 'nutzer', title: colNutzer, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})` },
    { accessor: 'eintrag', title: colEintrag },
    {
      accessor: 'aenderung',
      title: colAenderung,
      render: changeLink,
    },
  ];

  return (
    <Stack gap="md">
      {withTitle && (
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {aenderungslogTitel(source.typ)}
          </Title>
          {source.typ === undefined && <ChainStatus />}
        </Group>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="aenderungslog-suchen">
        <Title order={2} fz="h5" id="aenderungslog-suchen" mb="xs">
          {AENDERUNGSLOG_TEXTE.filterPanel}
        </Title>
        <Fieldset legend={AENDERUNGSLOG_TEXTE.gruppe} variant="unstyled">
          <Group align="flex-end" gap="sm" wrap="wrap">
            {withDate && (
              <GermanDateInput
                label={AENDERUNGSLOG_TEXTE.abDatum}
                value={datum}
                onChange={change(setDatum)}
                clearable
                w={{ base: '100%', xs: 170 }}
              />
            )}
            <TextInput
              label={AENDERUNGSLOG_TEXTE.suchen}
              value={text}
              onChange={(e) => change(setText)(e.currentTarget.value)}
              leftSection={<IconSearch size={16} />}
              maxLength={100}
              w={{ base: '100%', xs: 260 }}
            />
            {source.typ === 'vers' && (
              <Checkbox
                label={AENDERUNGSLOG_TEXTE.mitSchaden}
                checked={mitSchaden}
                onChange={(e) => change(setMitSchaden)(e.currentTarget.checked)}
                mb={8}
              />
            )}
          </Group>
        </Fieldset>
      </Paper>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {answer ? countLabel(answer.total, answer.totalCapped, 'Eintrag', 'Einträge') : ' '}
        </Text>
        <Group gap="xs">
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              component="a"
              href={aenderungslogExportUrl(source, filter, format)}
              download
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} />}
            >
              {format === 'csv' ? 'CSV herunterladen' : 'PDF herunterladen'}
            </Button>
          ))}
        </Group>
      </Group>
      {answer?.totalCapped && (
        <Text size="xs" c="dimmed">
          Exporte enthalten höchstens die neuesten 10.000 Einträge.
        </Text>
      )}
      {list.isError && !answer ? (
        <LoadError error={list.error} />
      ) : !answer ? (
        <GhostTable />
      ) : (
        <DataTable<AenderungslogEintrag>
          withTableBorder
          borderRadius="sm"
          verticalSpacing="xs"
          striped
          minHeight={answer.items.length ? undefined : 180}
          records={answer.items}
          columns={phone ? phoneColumns : columns}
          fetching={list.isFetching}
          noRecordsText={AENDERUNGSLOG_TEXTE.leer}
          noRecordsIcon={<IconHistory size={32} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />}
          totalRecords={answer.total}
          recordsPerPage={pageSize}
          page={page}
          onPageChange={setPage}
          {...germanTableProps}
          paginationText={cappedPaginationText(answer.totalCapped)}
        />
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={AENDERUNGSLOG_TEXTE.modalTitel} size="lg">
        {open && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {formatDateTime(open.datum)} · {open.nutzer}
            </Text>
            <Text fw={600}>{open.eintrag}</Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{open.aenderung}</Text>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** The office page for somebody who may not see it: a clear German notice instead of an error. */
export function AenderungslogNoAccess({ office }: { office: boolean }) {
  return (
    <Alert color="yellow" title="Kein Zugriff">
      {office ? AENDERUNGSLOG_TEXTE.keinZugriffBuero : 'Das Änderungslog ist für Ihren Zugang nicht freigeschaltet.'}
    </Alert>
  );
}
