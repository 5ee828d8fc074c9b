import {
  COURTAGE_MESSAGES,
  COURTAGE_PAGE_SIZE,
  type ContractDetails,
  formatRate,
  type Zubringer,
} from '@maklerwerk/domain';
import { Anchor, Button, Group, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { germanTableProps } from '../../components/data-table-german';
import { LoadError } from '../../components/load-error';
import { useClampToLastPage, usePagedTable } from '../../components/table/use-paged-table';
import { useDeleteZubringerMutation, zubringerQueryOptions } from './zubringer.queries';
import { ZubringerModal } from './zubringer-modal';

/** The referrer as the delete question and the table name it: number, then the name when known. */
export const referrerLabel = (row: Pick<Zubringer, 'zubringer' | 'zubringerFullName'>) =>
  [row.zubringer, row.zubringerFullName.trim()].filter(Boolean).join(' ');

type Options = { editable: boolean; onEdit: (row: Zubringer) => void; onDelete: (row: Zubringer) => void };

function zubringerColumns({ editable, onEdit, onDelete }: Options): DataTableColumn<Zubringer>[] {
  return [
    {
      accessor: 'bereich',
      title: 'Bereich',
      render: (row) => (
        <Anchor component="button" type="button" size="sm" onClick={() => onEdit(row)}>
          {row.bereich || '–'}
        </Anchor>
      ),
    },
    { accessor: 'zubringer', title: 'Zubringer', render: (row) => referrerLabel(row) },
    {
      accessor: 'provAbschluss',
      title: 'Abschluss / Einmalige VV-Strategiegebühr',
      textAlign: 'right',
      render: (row) => formatRate(row.provAbschluss, 4),
    },
    { accessor: 'provBestand', title: 'Bestand', textAlign: 'right', render: (row) => formatRate(row.provBestand, 4) },
    { accessor: 'mwst', title: 'MwSt', textAlign: 'right', render: (row) => formatRate(row.mwst, 4) },
    {
      accessor: 'actions',
      title: 'Aktionen',
      textAlign: 'right',
      render: (row) =>
        editable ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            onClick={() => onDelete(row)}
          >
            Löschen
          </Button>
        ) : null,
    },
  ];
}

/** Substep 'zubringercourtage' (spec §2.4, §3.9, §4.5, §5.4, §6): 'Courtagezubringer', 10 rows per page. */
export function ZubringerStep({ contract }: { contract: ContractDetails }) {
  const paged = usePagedTable(COURTAGE_PAGE_SIZE);
  const { page, setPage } = paged;
  const list = useQuery(zubringerQueryOptions(contract.id, paged.offset));
  // The row stays while a modal fades out; `editing` and `deleting` open and close them.
  const [entry, setEntry] = useState<Zubringer | null>(null);
  const [editing, setEditing] = useState(false);
  const [toDelete, setToDelete] = useState<Zubringer | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteZubringer = useDeleteZubringerMutation(contract.id);
  const data = list.data;
  const editable = data?.editable ?? false;

  // After deleting the last row of the last page, go back to the page that still has rows.
  useClampToLastPage(paged, data && !list.isPlaceholderData ? data.total : undefined);

  const openEditor = (row: Zubringer | null) => {
    setEntry(row);
    setEditing(true);
  };

  const remove = async (row: Zubringer) => {
    await deleteZubringer.mutateAsync(row.id);
    notifications.show({ color: 'teal', message: `Die Zubringercourtage für ${referrerLabel(row)} wurde gelöscht.` });
  };

  if (list.isError) {
    return <LoadError error={list.error} />;
  }
  return (
    <>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={3} size="h4">
          Courtagezubringer
        </Title>
        {editable && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor(null)}>
            Neue
          </Button>
        )}
      </Group>
      <DataTable<Zubringer>
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        verticalSpacing="sm"
        minHeight={data?.items.length ? undefined : 180}
        records={data?.items ?? []}
        columns={zubringerColumns({
          editable,
          onEdit: openEditor,
          onDelete: (row) => {
            setToDelete(row);
            setDeleting(true);
          },
        })}
        idAccessor="id"
        fetching={list.isFetching}
        noRecordsText={COURTAGE_MESSAGES.noData}
        totalRecords={data?.total ?? 0}
        recordsPerPage={COURTAGE_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        {...germanTableProps}
      />
      {data && (
        <ZubringerModal
          contractId={contract.id}
          entry={entry}
          settings={data}
          opened={editing}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Courtage Zubringer löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
      >
        {toDelete ? COURTAGE_MESSAGES.deleteZubringer(referrerLabel(toDelete)) : ''}
      </ConfirmModal>
    </>
  );
}
