import {
  type ContractDetails,
  deleteRueckkaufswertQuestion,
  formatCents,
  type Rueckkaufswert,
} from '@maklerwerk/domain';
import { Box } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { actionsColumn, tableProps } from './row-actions';
import { RueckkaufswertModal } from './rueckkaufswert-modal';
import { SectionHeader } from './section-header';
import { rueckkaufswerteQueryOptions, useDeleteRueckkaufswertMutation } from './vertragsteile.queries';

/** Buy-back values of a Vorsorge contract, by year (spec §2.2, §3.6, §5.2, §8). */
export function RueckkaufswerteSection({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const list = useQuery(rueckkaufswerteQueryOptions(contract.id));
  const [dialog, setDialog] = useState<{ wert: Rueckkaufswert | null } | null>(null);
  const [toDelete, setToDelete] = useState<Rueckkaufswert | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteRueckkaufswertMutation(contract.id);
  const data = list.data;

  return (
    <Box component="section" aria-labelledby="rueckkaufswerte-title" mt="xl">
      <SectionHeader
        title="Rückkaufswerte"
        id="rueckkaufswerte-title"
        addLabel="Rückkaufswert hinzufügen"
        onAdd={data?.canEdit ? () => setDialog({ wert: null }) : null}
      />
      {list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <DataTable<Rueckkaufswert>
          {...tableProps}
          minHeight={data?.items.length ? undefined : 140}
          records={data?.items ?? []}
          columns={[
            { accessor: 'jahr', title: 'Jahr' },
            {
              accessor: 'betrag',
              title: 'Betrag',
              textAlign: 'right',
              render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatCents(r.betrag)}</span>,
            },
            ...actionsColumn<Rueckkaufswert>(
              data?.canEdit
                ? {
                    label: (r) => `Rückkaufswert ${r.jahr}`,
                    onEdit: (wert) => setDialog({ wert }),
                    onDelete: (wert) => {
                      setToDelete(wert);
                      setDeleting(true);
                    },
                  }
                : null,
            ),
          ]}
          idAccessor="id"
          fetching={list.isFetching}
          noRecordsText="Keine Rückkaufswerte vorhanden."
          loaderType="dots"
        />
      )}
      <RueckkaufswertModal
        contractId={contract.id}
        wert={dialog?.wert ?? null}
        opened={dialog !== null}
        onClose={() => setDialog(null)}
      />
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Rückkaufswert löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={async () => {
          if (toDelete) {
            await remove.mutateAsync(toDelete.id);
            notifications.show({ color: 'teal', message: 'Der Rückkaufswert wurde gelöscht.' });
          }
        }}
      >
        {toDelete ? deleteRueckkaufswertQuestion(toDelete.jahr) : ''}
      </ConfirmModal>
    </Box>
  );
}
