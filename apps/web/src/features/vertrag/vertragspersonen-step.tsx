import { type ContractDetails, type ContractPersonRow, PAGE_SIZE } from '@maklerwerk/domain';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { germanTableProps } from '../../components/data-table-german';
import { LoadError } from '../../components/load-error';
import { useDeleteVertragspersonMutation, vertragspersonenQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { personLabel, vertragspersonColumns } from './vertragsperson-columns';
import { VertragspersonDialog } from './vertragsperson-dialog';

const pageSize = PAGE_SIZE.contractPersons;

/** Step allgemeine, substep Vertragspersonen (spec 2.4): 20 rows per page, dialog, delete with confirmation. */
export function VertragspersonenStep({ contract }: { contract: Pick<ContractDetails, 'id' | 'kunde'> }) {
  const [page, setPage] = useState(1);
  const list = useQuery(vertragspersonenQueryOptions(contract.id, (page - 1) * pageSize, pageSize));
  const [dialog, setDialog] = useState<{ linkId: number | null } | null>(null);
  // The row stays while the modal fades out; `deleting` opens and closes it.
  const [toDelete, setToDelete] = useState<ContractPersonRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deletePerson = useDeleteVertragspersonMutation(contract.id);

  const remove = async (row: ContractPersonRow) => {
    await deletePerson.mutateAsync(row.id);
    notifications.show({ color: 'teal', message: `Die Vertragsperson ${personLabel(row)} wurde entfernt.` });
  };

  if (list.isError) {
    return <LoadError error={list.error} />;
  }
  return (
    <>
      <Group justify="space-between" mb="sm" gap="sm">
        <Text size="sm" c="dimmed">
          {list.data ? `${list.data.total} ${list.data.total === 1 ? 'Person' : 'Personen'} zugeordnet` : ' '}
        </Text>
        {list.data?.canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ linkId: null })}>
            Vertragsperson hinzufügen
          </Button>
        )}
      </Group>
      <DataTable<ContractPersonRow>
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        verticalSpacing="sm"
        minHeight={list.data?.items.length ? undefined : 180}
        records={list.data?.items ?? []}
        columns={vertragspersonColumns({
          onEdit: (row) => setDialog({ linkId: row.id }),
          onDelete: (row) => {
            setToDelete(row);
            setDeleting(true);
          },
        })}
        idAccessor="id"
        fetching={list.isFetching}
        noRecordsText="Keine Vertragspersonen vorhanden."
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        {...germanTableProps}
      />
      <VertragspersonDialog
        contract={contract}
        linkId={dialog?.linkId ?? null}
        opened={dialog !== null}
        onClose={() => setDialog(null)}
      />
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Vertragsperson löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
      >
        {toDelete
          ? `Soll die Vertragsperson ${personLabel(toDelete)} wirklich gelöscht werden? (Es wird nur die Zuordnung zum Vertrag gelöscht, die Person selbst bleibt bei den Personendaten erhalten.)`
          : ''}
      </ConfirmModal>
    </>
  );
}
