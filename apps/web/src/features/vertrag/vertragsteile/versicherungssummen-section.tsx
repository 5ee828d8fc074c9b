import {
  type ContractDetails,
  formatCents,
  VERSICHERUNGSSUMME_MESSAGES,
  type VersicherungssummeRow,
} from '@maklerwerk/domain';
import { Box, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { actionsColumn, narrow, tableProps, wide } from './row-actions';
import { SectionHeader } from './section-header';
import { VersicherungssummeModal } from './versicherungssumme-modal';
import { useDeleteVersicherungssummeMutation, versicherungssummenQueryOptions } from './vertragsteile.queries';

const money = (cents: number) => (
  <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatCents(cents)}
  </Text>
);

function columns(isAgent: boolean): DataTableColumn<VersicherungssummeRow>[] {
  return [
    { accessor: 'sparte', title: 'Sparte', visibleMediaQuery: wide, render: (r) => r.sparte ?? '–' },
    { accessor: 'bezeichnung', title: 'Bezeichnung', visibleMediaQuery: wide },
    ...(isAgent
      ? [
          {
            accessor: 'personOderObjekt',
            title: 'Person oder Objekt',
            visibleMediaQuery: wide,
            render: (r: VersicherungssummeRow) => r.personOderObjekt || '–',
          },
        ]
      : []),
    {
      accessor: 'summe',
      title: 'Versicherungssumme',
      visibleMediaQuery: narrow,
      render: (r) => (
        <div>
          <Text size="sm" fw={600} style={{ hyphens: 'auto' }}>
            {r.bezeichnung}
          </Text>
          <Text size="sm">{formatCents(r.betrag)}</Text>
          <Text size="xs" c="dimmed">
            {[r.sparte, isAgent ? r.personOderObjekt : null].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'betrag',
      title: 'Betrag',
      textAlign: 'right',
      visibleMediaQuery: wide,
      render: (r) => money(r.betrag),
    },
  ];
}

/** Sums insured below the general contract data (spec §2.2, §3.6; vertrag-details.md §6: broker or agent variant). */
export function VersicherungssummenSection({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const list = useQuery(versicherungssummenQueryOptions(contract.id));
  const [dialog, setDialog] = useState<{ summe: VersicherungssummeRow | null } | null>(null);
  const [toDelete, setToDelete] = useState<VersicherungssummeRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteVersicherungssummeMutation(contract.id);
  const data = list.data;
  const isAgent = data?.variante === 'FA';

  return (
    <Box component="section" aria-labelledby="versicherungssummen-title" mt="xl">
      <SectionHeader
        title="Versicherungssummen"
        id="versicherungssummen-title"
        addLabel="Versicherungssumme hinzufügen"
        onAdd={data?.canEdit ? () => setDialog({ summe: null }) : null}
      />
      {list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <DataTable<VersicherungssummeRow>
          {...tableProps}
          minHeight={data?.items.length ? undefined : 140}
          records={data?.items ?? []}
          columns={[
            ...columns(isAgent),
            ...actionsColumn<VersicherungssummeRow>(
              data?.canEdit
                ? {
                    label: (r) => `Versicherungssumme ${r.bezeichnung}`,
                    onEdit: (summe) => setDialog({ summe }),
                    onDelete: (summe) => {
                      setToDelete(summe);
                      setDeleting(true);
                    },
                  }
                : null,
            ),
          ]}
          idAccessor="id"
          fetching={list.isFetching}
          noRecordsText="Keine Versicherungssummen vorhanden."
          loaderType="dots"
        />
      )}
      {data && (
        <VersicherungssummeModal
          contractId={contract.id}
          list={data}
          summe={dialog?.summe ?? null}
          opened={dialog !== null}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Versicherungssumme löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={async () => {
          if (toDelete) {
            await remove.mutateAsync(toDelete.id);
            notifications.show({ color: 'teal', message: 'Die Versicherungssumme wurde gelöscht.' });
          }
        }}
      >
        {VERSICHERUNGSSUMME_MESSAGES.deleteQuestion}
      </ConfirmModal>
    </Box>
  );
}
