import {
  type ContractDetails,
  canStartMerge,
  type DamageReportRow,
  deleteDamageReportQuestion,
  PAGE_SIZE,
} from '@maklerwerk/domain';
import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertOctagon, IconArrowsJoin, IconArrowsSort } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { germanTableProps } from '../../components/data-table-german';
import listClasses from '../../components/list-table.module.css';
import { LoadError } from '../../components/load-error';
import { nextSort, parseSort, type SortState } from '../../lib/list-sort';
import { MergeDialog } from './merge-dialog';
import { SchadenMeldenModal } from './schaden-melden-modal';
import {
  type DamageReportSortKey,
  schadensmeldungenQueryOptions,
  useDeleteSchadensmeldungMutation,
} from './schadensmeldung.queries';
import { schadensmeldungColumns } from './schadensmeldung-columns';
import tableClasses from './schadensmeldungen-table.module.css';

const pageSize = PAGE_SIZE.damageReports;

const phoneSortOptions = [
  { value: 'meldedatum:desc', label: 'Meldedatum, neueste zuerst' },
  { value: 'meldedatum:asc', label: 'Meldedatum, älteste zuerst' },
  { value: 'ereignisdatum:desc', label: 'Ereignisdatum, neueste zuerst' },
  { value: 'ereignisdatum:asc', label: 'Ereignisdatum, älteste zuerst' },
];

const countText = (n: number) => `${n} ${n === 1 ? 'Schadensmeldung' : 'Schadensmeldungen'}`;

/** Step schadensmeldungen (spec 2.5): 10 rows per page, server sort, open, delete, merge, 'Schaden melden'. */
export function SchadensmeldungenStep({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ key: 'meldedatum', direction: 'desc' });
  const list = useQuery(
    schadensmeldungenQueryOptions(contract.id, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
      sort: sort.key as DamageReportSortKey,
      dir: sort.direction,
    }),
  );
  const data = list.data;
  // In the order of selection: the first is the merge's source (spec 4).
  const [selected, setSelected] = useState<DamageReportRow[]>([]);
  const [merging, setMerging] = useState(false);
  const [reporting, setReporting] = useState(false);
  // The row stays while the modal fades out; `deleting` opens and closes it.
  const [toDelete, setToDelete] = useState<DamageReportRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteReport = useDeleteSchadensmeldungMutation(contract.id);
  const canMerge = data?.canMerge ?? false;

  // Without the merge right the selection is cleared (spec 6).
  useEffect(() => {
    if (data && !data.canMerge) {
      setSelected([]);
    }
  }, [data]);

  const changeSort = (next: string) => {
    setSort(parseSort(next, 'meldedatum:desc'));
    setPage(1);
  };
  const open = (row: DamageReportRow) =>
    void navigate({
      to: '/home/versicherungen/insurance-group/schadensmeldung/$contractId/$schadenId',
      params: { contractId: contract.id, schadenId: row.schadenId },
    });
  const remove = async (row: DamageReportRow) => {
    await deleteReport.mutateAsync(row.schadenId);
    setSelected((rows) => rows.filter((r) => r.schadenId !== row.schadenId));
    notifications.show({ color: 'teal', message: `Die Schadensmeldung ${row.schadennr} wurde gelöscht.` });
  };
  const [first, second] = selected;
  const pair = first && second && selected.length === 2 ? ([first, second] as const) : null;

  if (list.isError) {
    return <LoadError error={list.error} />;
  }
  return (
    <>
      <Group justify="space-between" mb="sm" gap="sm">
        <Text size="sm" c="dimmed">
          {data ? countText(data.total) : ' '}
          {canMerge && selected.length > 0 ? ` · ${selected.length} ausgewählt` : ''}
        </Text>
        <Group gap="sm">
          {canMerge && (
            <Button
              variant="default"
              leftSection={<IconArrowsJoin size={16} />}
              disabled={!canStartMerge(selected)}
              onClick={() => setMerging(true)}
            >
              Schadensmeldungen vereinigen
            </Button>
          )}
          {data?.canReport && (
            <Button leftSection={<IconAlertOctagon size={16} />} onClick={() => setReporting(true)}>
              Schaden melden
            </Button>
          )}
        </Group>
      </Group>
      <Select
        hiddenFrom="sm"
        mb="sm"
        aria-label="Sortierung"
        leftSection={<IconArrowsSort size={16} />}
        data={phoneSortOptions}
        value={`${sort.key}:${sort.direction}`}
        onChange={(value) => value && changeSort(value)}
        allowDeselect={false}
        size="sm"
      />
      <DataTable<DamageReportRow>
        className={`${listClasses.table} ${tableClasses.fit}`}
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing={6}
        // Where the delete column makes the table wider than the step, it stays in view while the rest scrolls.
        pinLastColumn={data?.canDelete ?? false}
        minHeight={data?.items.length ? undefined : 180}
        records={data?.items ?? []}
        columns={schadensmeldungColumns({
          bearbstaende: data?.bearbstaende ?? [],
          sort,
          onSort: (key) => changeSort(nextSort(sort, key)),
          canDelete: data?.canDelete ?? false,
          contractId: contract.id,
          onDelete: (row) => {
            setToDelete(row);
            setDeleting(true);
          },
        })}
        idAccessor="schadenId"
        fetching={list.isFetching}
        noRecordsText="Keine Daten"
        totalRecords={data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        {...germanTableProps}
        onRowClick={({ record }) => open(record)}
        customRowAttributes={(record) => ({
          tabIndex: 0,
          'aria-label': `Schadensmeldung ${record.schadennr} öffnen`,
          onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) {
              open(record);
            }
          },
        })}
        {...(canMerge
          ? {
              selectedRecords: selected,
              onSelectedRecordsChange: setSelected,
              getRecordSelectionCheckboxProps: (record: DamageReportRow) => ({
                'aria-label': `Schadensmeldung ${record.schadennr} auswählen`,
              }),
              allRecordsSelectionCheckboxProps: { 'aria-label': 'Alle Schadensmeldungen dieser Seite auswählen' },
            }
          : {})}
      />
      <MergeDialog
        contractId={contract.id}
        reports={pair}
        opened={merging && pair !== null}
        onClose={() => setMerging(false)}
        onMerged={(kept) => {
          setMerging(false);
          setSelected([]);
          notifications.show({ color: 'teal', message: 'Die Schadensmeldungen wurden vereinigt.' });
          void navigate({
            to: '/home/versicherungen/insurance-group/schadensmeldung/$contractId/$schadenId',
            params: { contractId: kept.contractId, schadenId: kept.schadenId },
          });
        }}
      />
      <SchadenMeldenModal contractId={contract.id} opened={reporting} onClose={() => setReporting(false)} />
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Schadensmeldung löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
      >
        {toDelete ? deleteDamageReportQuestion(toDelete.meldedatum) : ''}
      </ConfirmModal>
    </>
  );
}
