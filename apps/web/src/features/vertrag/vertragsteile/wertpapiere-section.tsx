import {
  type ContractDetails,
  deleteWertpapierQuestion,
  formatAnteile,
  formatCents,
  formatDate,
  formatWaehrung,
  type Wertpapier,
} from '@maklerwerk/domain';
import { Box, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { DepotpositionenCard } from './depotpositionen-card';
import { actionsColumn, narrow, tableProps, wide } from './row-actions';
import { SectionHeader } from './section-header';
import { useDeleteWertpapierMutation, wertpapiereQueryOptions } from './vertragsteile.queries';
import { WertpapierModal } from './wertpapier-modal';

const nowrap = (text: ReactNode) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** All of the spec's columns side by side only where the table has room (≥ 1696 px); below, name and ISIN share one. */
const full = '(min-width: 106em)';
const compact = (theme: { breakpoints: Record<string, string> }) =>
  `(min-width: ${theme.breakpoints.sm}) and (max-width: calc(106em - 1px))`;
const notPhone = wide;

const anteileText = (w: Wertpapier) =>
  [w.anteile === null ? null : `${formatAnteile(w.anteile)} Anteile`, formatDate(w.anteileDatum)]
    .filter(Boolean)
    .join(' · ');

function WertpapierCell({ w, withAnteile }: { w: Wertpapier; withAnteile: boolean }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {w.wertpapiername}
      </Text>
      <Text size="xs" c="dimmed">
        <Text span inherit ff="monospace">
          {w.isin}
        </Text>
        {w.anlageart ? ` · ${w.anlageart}` : ''}
      </Text>
      {withAnteile && (
        <Text size="xs" c="dimmed">
          {anteileText(w)}
        </Text>
      )}
    </div>
  );
}

const columns: DataTableColumn<Wertpapier>[] = [
  {
    accessor: 'wertpapier',
    title: 'Wertpapier',
    visibleMediaQuery: narrow,
    render: (w) => <WertpapierCell w={w} withAnteile />,
  },
  {
    accessor: 'wertpapierKompakt',
    title: 'Wertpapier',
    visibleMediaQuery: compact,
    render: (w) => <WertpapierCell w={w} withAnteile={false} />,
  },
  {
    accessor: 'isin',
    title: 'ISIN',
    visibleMediaQuery: full,
    render: (w) => (
      <Text span size="sm" ff="monospace">
        {w.isin}
      </Text>
    ),
  },
  { accessor: 'wertpapiername', title: 'Wertpapiername', visibleMediaQuery: full },
  { accessor: 'anlageart', title: 'Anlageart', visibleMediaQuery: full, render: (w) => w.anlageart ?? '–' },
  {
    accessor: 'anteileDatum',
    title: 'Anteile-Datum',
    visibleMediaQuery: full,
    render: (w) => formatDate(w.anteileDatum) || '–',
  },
  {
    accessor: 'anteile',
    title: 'Anteile',
    textAlign: 'right',
    visibleMediaQuery: full,
    render: (w) => formatAnteile(w.anteile) || '–',
  },
  {
    accessor: 'anteileKompakt',
    title: 'Anteile',
    textAlign: 'right',
    visibleMediaQuery: compact,
    render: (w) => (
      <div>
        <Text size="sm">{formatAnteile(w.anteile) || '–'}</Text>
        <Text size="xs" c="dimmed">
          {formatDate(w.anteileDatum)}
        </Text>
      </div>
    ),
  },
  {
    accessor: 'anlagesumme',
    title: 'Anlagesumme',
    textAlign: 'right',
    visibleMediaQuery: notPhone,
    render: (w) => nowrap(formatCents(w.anlagesumme) || '–'),
  },
  {
    accessor: 'fondswert',
    title: 'Fondswert',
    textAlign: 'right',
    render: (w) => nowrap(formatWaehrung(w.fondswert, w.waehrung) || '–'),
  },
  {
    accessor: 'fondswertEuro',
    title: 'Fondswert in Euro',
    textAlign: 'right',
    visibleMediaQuery: notPhone,
    render: (w) => nowrap(formatCents(w.fondswertEuro) || '–'),
  },
  { accessor: 'waehrung', title: 'Währung', visibleMediaQuery: full },
];

type Props = {
  contract: Pick<ContractDetails, 'id'> /** The page's Sparte; missing: the Vertragssparte. */;
  sparteId?: number;
};

/** Embedded securities of a Vorsorge contract with the depot positions above (spec §2.2, §3.6, §7.2, §9). */
export function WertpapiereSection({ contract, sparteId }: Props) {
  const list = useQuery(wertpapiereQueryOptions(contract.id, sparteId));
  const [dialog, setDialog] = useState<{ wertpapier: Wertpapier | null } | null>(null);
  const [toDelete, setToDelete] = useState<Wertpapier | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteWertpapierMutation(contract.id);
  const data = list.data;

  if (list.isError) {
    return <LoadError error={list.error} />;
  }
  return (
    <Box component="section" aria-labelledby="wertpapiere-title">
      <DepotpositionenCard contract={contract} />
      <SectionHeader
        title="Eingebundene Wertpapiere"
        id="wertpapiere-title"
        addLabel="Wertpapier hinzufügen"
        onAdd={data?.canEdit && data.isVorsorge ? () => setDialog({ wertpapier: null }) : null}
      />
      <DataTable<Wertpapier>
        {...tableProps}
        minHeight={data?.items.length ? undefined : 140}
        records={data?.items ?? []}
        columns={[
          ...columns,
          ...actionsColumn<Wertpapier>(
            data?.canEdit && data.isVorsorge
              ? {
                  label: (w) => `Wertpapier ${w.wertpapiername}`,
                  onEdit: (wertpapier) => setDialog({ wertpapier }),
                  onDelete: (wertpapier) => {
                    setToDelete(wertpapier);
                    setDeleting(true);
                  },
                }
              : null,
          ),
        ]}
        idAccessor="id"
        fetching={list.isFetching}
        noRecordsText="Keine Wertpapiere vorhanden."
        loaderType="dots"
      />
      {data && (
        <WertpapierModal
          contractId={contract.id}
          sparteId={data.sparte.id}
          wertpapier={dialog?.wertpapier ?? null}
          opened={dialog !== null}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Wertpapier löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={async () => {
          if (toDelete) {
            await remove.mutateAsync(toDelete.id);
            notifications.show({ color: 'teal', message: 'Das Wertpapier wurde gelöscht.' });
          }
        }}
      >
        {toDelete ? deleteWertpapierQuestion(toDelete.wertpapiername) : ''}
      </ConfirmModal>
    </Box>
  );
}
