import { type Note, PAGE_SIZE } from '@maklerwerk/domain';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { countLabel, TableToolbar } from '../../components/table/row-actions';
import { usePagedTable } from '../../components/table/use-paged-table';
import { anmerkungenQueryOptions, useDeleteAnmerkungMutation } from './anmerkung.queries';
import { anmerkungColumns, anmerkungRowLabel } from './anmerkung-columns';
import { AnmerkungModal } from './anmerkung-modal';

const pageSize = PAGE_SIZE.notes;
const columns = anmerkungColumns();

type Props = {
  contractId: number;
  /** Only the notes of this damage report (its page); new notes belong to it. */
  schadenId?: number;
};

/** What is open: nothing, the modal (a row, or a new note), or the question before deleting. */
type Open = 'none' | 'edit' | 'delete';

/**
 * The notes of a contract (spec 2.7, 4, 5, 6): 10 per page, newest first, 'Neue Anmerkung' for users
 * with the right to edit notes; a row opens 'Anmerkung editieren' (read-only without the right), whose
 * 'Löschen' asks in 'Anmerkung löschen'.
 */
export function AnmerkungenTable({ contractId, schadenId }: Props) {
  const { page, setPage, offset, afterRemoval } = usePagedTable(pageSize);
  const list = useQuery(anmerkungenQueryOptions(contractId, offset, schadenId));
  const remove = useDeleteAnmerkungMutation(contractId);
  // The row stays while a modal fades out; `open` opens and closes the modals.
  const [note, setNote] = useState<Note | null>(null);
  const [open, setOpen] = useState<Open>('none');
  const data = list.data;

  const openNote = (row: Note | null) => {
    setNote(row);
    setOpen('edit');
  };

  const confirmDelete = async () => {
    if (!note) {
      return;
    }
    await remove.mutateAsync(note.id);
    setOpen('none');
    notifications.show({ color: 'teal', message: `Die Anmerkung „${note.betreff}“ wurde gelöscht.` });
    // The last row of a later page is gone: that page is empty now.
    afterRemoval(data?.items.length);
  };

  if (list.isError) {
    return <LoadError error={list.error} />;
  }
  return (
    <>
      <TableToolbar count={data && countLabel(data.total, 'Anmerkung', 'Anmerkungen')}>
        {data?.canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => openNote(null)}>
            Neue Anmerkung
          </Button>
        )}
      </TableToolbar>
      <ListTable<Note>
        records={data?.items}
        columns={columns}
        fetching={list.isFetching}
        noRecordsText="Keine Anmerkungen vorhanden."
        total={data?.total ?? 0}
        totalCapped={false}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
        onOpen={openNote}
        rowLabel={anmerkungRowLabel}
      />
      {data && (
        <AnmerkungModal
          contractId={contractId}
          schadenId={schadenId}
          note={note}
          list={data}
          opened={open === 'edit'}
          onClose={() => setOpen('none')}
          onDelete={() => setOpen('delete')}
        />
      )}
      <ConfirmModal
        opened={open === 'delete'}
        // Abbrechen leads back to the note; after the delete `open` is 'none' already.
        onClose={() => setOpen((o) => (o === 'delete' ? 'edit' : o))}
        title="Anmerkung löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={confirmDelete}
      >
        {note ? `Soll die Anmerkung „${note.betreff}“ wirklich gelöscht werden?` : ''}
      </ConfirmModal>
    </>
  );
}
