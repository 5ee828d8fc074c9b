import {
  type Buchung,
  COURTAGE_MESSAGES,
  COURTAGE_PAGE_SIZE,
  courtageartLabel,
  formatCents,
  formatDate,
  formatRate,
  type Verteilungszeile,
} from '@maklerwerk/domain';
import { ActionIcon, Button, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconSitemap, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { germanTableProps } from '../../components/data-table-german';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api-client';
import {
  useAutoVerteilungMutation,
  useDeleteVerteilungszeileMutation,
  verteilungQueryOptions,
} from './courtage.queries';

const pageSize = COURTAGE_PAGE_SIZE;
const right = { textAlign: 'right', noWrap: true } as const;

type Sums = { betrag: number; mwst: number; stornoReserve: number; provSatz: number; einbehalt: number };

function columns(sums: Sums | null, actions: ((row: Verteilungszeile) => ReactNode) | null) {
  const cols: DataTableColumn<Verteilungszeile>[] = [
    { accessor: 'lfdNr', title: 'Lfd. Nr.', noWrap: true, footer: 'Summe' },
    { accessor: 'maklernr', title: 'Vermittlernr', noWrap: true },
    { accessor: 'name', title: 'Name', noWrap: true },
    {
      accessor: 'provSatz',
      title: 'Prov. Satz',
      ...right,
      render: (row) => formatRate(row.provSatz, 4),
      footer: sums ? formatRate(sums.provSatz, 4) : '',
    },
    {
      accessor: 'betrag',
      title: 'Prov. Betrag',
      ...right,
      render: (row) => formatCents(row.betrag),
      footer: sums ? formatCents(sums.betrag) : '',
    },
    { accessor: 'prozentsatz', title: 'Prozent', ...right, render: (row) => formatRate(row.prozentsatz, 4) },
    {
      accessor: 'mwst',
      title: 'MwSt.',
      ...right,
      render: (row) => formatCents(row.mwst),
      footer: sums ? formatCents(sums.mwst) : '',
    },
    {
      accessor: 'stornoReserve',
      title: 'Stornoreserve',
      ...right,
      render: (row) => formatCents(row.stornoReserve),
      footer: sums ? formatCents(sums.stornoReserve) : '',
    },
    {
      accessor: 'versicherungseinbehalt',
      title: 'Vers. Einbehalt',
      ...right,
      render: (row) => formatCents(row.versicherungseinbehalt),
      footer: sums ? formatCents(sums.einbehalt) : '',
    },
  ];
  if (actions) {
    cols.push({ accessor: 'aktionen', title: 'Aktionen', textAlign: 'right', width: 96, render: actions });
  }
  return cols;
}

type Props = {
  contractId: number;
  buchung: Buchung;
  /** Internal staff: the Aktionen column (edit, delete a line; spec §6). */
  isInternal: boolean;
  /** Opens 'Verteilung auf die Struktur' for a line, or for a new one (null). */
  onEditLine: (line: Verteilungszeile | null) => void;
};

/** 'Buchungsnr {n} - Verteilung der Abrechnung auf die Struktur' below the table (spec §2.3, §4.4). */
export function VerteilungTable({ contractId, buchung, isInternal, onEditLine }: Props) {
  const nr = buchung.buchungsnr;
  const verteilung = useQuery(verteilungQueryOptions(contractId, nr));
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Verteilungszeile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteLine = useDeleteVerteilungszeileMutation(contractId, nr);
  const auto = useAutoVerteilungMutation(contractId, nr);
  const data = verteilung.data;

  if (verteilung.isError && !data) {
    return <LoadError error={verteilung.error} />;
  }
  const lines = data?.lines ?? [];
  const lastPage = Math.max(1, Math.ceil(lines.length / pageSize));
  const shownPage = Math.min(page, lastPage);
  const records = lines.slice((shownPage - 1) * pageSize, shownPage * pageSize);
  const sums: Sums | null = data
    ? { ...data.sums, einbehalt: lines.reduce((sum, l) => sum + l.versicherungseinbehalt, 0) }
    : null;

  const runAuto = () =>
    auto.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: 'Die Verteilung wurde neu berechnet.' }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  const actions = isInternal
    ? (row: Verteilungszeile) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Bearbeiten" openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onEditLine(row)}
              aria-label={`Zeile ${row.lfdNr} (${row.maklernr}) bearbeiten`}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Löschen" openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => {
                setToDelete(row);
                setDeleting(true);
              }}
              aria-label={`Zeile ${row.lfdNr} (${row.maklernr}) löschen`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )
    : null;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {data ? (
            <Title order={3} fz="h4" id="verteilung-title">
              {data.title}
            </Title>
          ) : (
            <Skeleton height={24} width={420} maw="100%" aria-hidden />
          )}
          <Text size="sm" c="dimmed">
            {[
              formatDate(buchung.zeichnungsdatum),
              courtageartLabel[buchung.courtageart],
              `Courtagesumme ${formatCents(buchung.courtagesumme)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {data?.editable && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconSitemap size={16} />}
              onClick={runAuto}
              loading={auto.isPending}
            >
              Automatisch verteilen
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => onEditLine(null)}>
              Neue Zeile
            </Button>
          </Group>
        )}
      </Group>
      <DataTable<Verteilungszeile>
        aria-labelledby={data ? 'verteilung-title' : undefined}
        withTableBorder
        borderRadius="sm"
        verticalSpacing="xs"
        horizontalSpacing="sm"
        minHeight={records.length ? undefined : 160}
        records={records}
        columns={columns(lines.length ? sums : null, actions)}
        idAccessor="lfdNr"
        fetching={verteilung.isFetching}
        noRecordsText={COURTAGE_MESSAGES.empty}
        totalRecords={lines.length}
        recordsPerPage={pageSize}
        page={shownPage}
        onPageChange={setPage}
        {...germanTableProps}
      />
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Provisionssatz löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={async () => {
          if (toDelete) {
            await deleteLine.mutateAsync(toDelete.lfdNr);
            notifications.show({ color: 'teal', message: 'Die Zeile wurde gelöscht.' });
          }
        }}
      >
        {COURTAGE_MESSAGES.deleteLine}
      </ConfirmModal>
    </Stack>
  );
}
