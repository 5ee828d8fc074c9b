import { TASKS_PAGE_SIZE, type TaskRow, TERMIN_MESSAGES, type TerminFormValues } from '@maklerwerk/domain';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconEye, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { countLabel, RowActionsMenu, RowDeleteItem, TableToolbar } from '../../components/table/row-actions';
import { usePagedTable } from '../../components/table/use-paged-table';
import {
  aufgabenQueryOptions,
  taskFailureMessage,
  useDeleteTaskMutation,
  useRefreshTermine,
  useSetTaskDoneMutation,
} from './aufgaben.queries';
import { type AufgabenRecord, aufgabenColumns, aufgabenRowLabel } from './aufgaben-columns';

// The shared editor loads only when an item is opened (it brings participants, repeats and pickers).
const TerminEditorModal = lazy(() =>
  import('../termin/editor/termin-editor-modal').then((m) => ({ default: m.TerminEditorModal })),
);

const pageSize = TASKS_PAGE_SIZE;

type Editing = { kind: 'new' } | { kind: 'done' | 'delete'; row: TaskRow } | { kind: 'none' };

const modeOf = (row: TaskRow): TaskRow['category'] => row.category;

type Props = {
  contractId: number;
  /** '<Gesellschaft> <Versicherungsnummer>': the subject a new task on this contract starts with. */
  /** A new task starts with this (contractTaskPreset of the contract). */
  taskPreset: Partial<TerminFormValues>;
};

/**
 * The table 'Aufgaben' of a contract's postbox (spec vertrag-details §2.6, §9): 30 per page, ghost rows
 * while loading, 'Keine Aufgaben vorhanden.' when empty; a row opens the item in the editor, its menu
 * marks a task done (unless it is already) and deletes (when the row allows it).
 */
export function AufgabenTable({ contractId, taskPreset }: Props) {
  const { page, setPage, offset, afterRemoval } = usePagedTable(pageSize);
  const list = useQuery(aufgabenQueryOptions(contractId, offset));
  const setDone = useSetTaskDoneMutation();
  const remove = useDeleteTaskMutation();
  const refresh = useRefreshTermine();
  const [open, setOpen] = useState<Editing>({ kind: 'none' });
  const navigate = useNavigate();
  const location = useLocation();
  const data = list.data;
  const close = () => setOpen({ kind: 'none' });

  // Vertrag-details §2.6: a row opens /communication/appointment with the way back to this step.
  const openRow = (row: TaskRow) =>
    void navigate({
      to: '/communication/appointment',
      search: { sid: row.commId, mode: modeOf(row), back: location.href },
    });

  const columns = aufgabenColumns((row) => (
    <RowActionsMenu subject={row.subject}>
      <Menu.Item leftSection={<IconEye size={16} />} onClick={() => openRow(row)}>
        Öffnen
      </Menu.Item>
      {row.status !== 'ERLEDIGT' && (
        <Menu.Item leftSection={<IconCircleCheck size={16} />} onClick={() => setOpen({ kind: 'done', row })}>
          Als erledigt markieren
        </Menu.Item>
      )}
      {row.deletable && <RowDeleteItem onClick={() => setOpen({ kind: 'delete', row })} />}
    </RowActionsMenu>
  ));

  // Spec §8: a failure is a danger message with the server's message or the default text.
  const confirmDone = async () => {
    if (open.kind !== 'done') {
      return;
    }
    const row = open.row;
    try {
      await setDone.mutateAsync({ commId: row.commId, isRepeating: row.isRepeating });
      notifications.show({ color: 'teal', message: `„${row.subject}“ wurde als erledigt markiert.` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Fehler', message: taskFailureMessage(error) });
    }
  };

  const confirmDelete = async () => {
    if (open.kind !== 'delete') {
      return;
    }
    const row = open.row;
    await remove.mutateAsync(row.commId);
    notifications.show({ color: 'teal', message: `„${row.subject}“ wurde gelöscht.` });
    afterRemoval(data?.items.length);
  };

  if (list.isError) {
    return <LoadError error={list.error} />;
  }
  const records: AufgabenRecord[] | undefined = data?.items.map((r) => ({ ...r, id: r.commId }));
  return (
    <>
      <TableToolbar count={data && countLabel(data.total)}>
        {data?.canCreate && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ kind: 'new' })}>
            Neue Aufgabe
          </Button>
        )}
      </TableToolbar>
      <ListTable<AufgabenRecord>
        records={records}
        columns={columns}
        fetching={list.isFetching}
        noRecordsText="Keine Aufgaben vorhanden."
        total={data?.total ?? 0}
        totalCapped={false}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
        onOpen={openRow}
        rowLabel={aufgabenRowLabel}
      />
      {open.kind === 'new' && (
        <Suspense fallback={null}>
          <TerminEditorModal
            opened
            mode="Aufgabe"
            fromContract
            preset={taskPreset}
            onClose={close}
            onSaved={() => void refresh()}
          />
        </Suspense>
      )}
      <ConfirmModal
        opened={open.kind === 'done'}
        onClose={close}
        title="Als erledigt markieren"
        confirmLabel="Als erledigt markieren"
        onConfirm={confirmDone}
      >
        {open.kind === 'done' ? TERMIN_MESSAGES.confirmDone(open.row.subject) : ''}
      </ConfirmModal>
      <ConfirmModal
        opened={open.kind === 'delete'}
        onClose={close}
        title="Löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={confirmDelete}
      >
        {open.kind === 'delete' ? TERMIN_MESSAGES.confirmDelete(open.row.subject) : ''}
      </ConfirmModal>
    </>
  );
}
