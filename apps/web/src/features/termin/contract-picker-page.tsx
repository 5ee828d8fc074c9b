import type { ContractListItem } from '@maklerwerk/domain';
import { PAGE_SIZE } from '@maklerwerk/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { ListSearchInput } from '../../components/list-search-input';
import { LoadError } from '../../components/load-error';
import { contractPickQueryOptions } from './picker.queries';
import { PickerFooter, PickerFrame } from './picker-frame';
import { pickerTitle } from './picker-page';
import { SelectableList } from './selectable-list';
import { useDraftTake } from './use-draft-take';

/** What the editor shows for a contract as its area: '<Gesellschaft> <Versicherungsnummer>'. */
export const contractDisplay = (c: Pick<ContractListItem, 'gesellschaft' | 'nummer'>) =>
  `${c.gesellschaft.name} ${c.nummer}`.trim().slice(0, 300);

const columns: DataTableColumn<ContractListItem>[] = [
  { accessor: 'gesellschaft.name', title: 'Gesellschaft' },
  { accessor: 'nummer', title: 'Versicherungsnummer' },
  { accessor: 'sparte.name', title: 'Sparte', render: (c) => c.bezeichnung || c.sparte.name },
  { accessor: 'kunde.name', title: 'Kunde', render: (c) => `${c.kunde.name} (${c.kunde.kundennr})` },
];

type Props = {
  back: string;
  onDone: (href: string) => void;
};

/**
 * /communication/mailcomposer-customer-search/allgemeineVertragsdaten: one of the user's contracts
 * becomes the area of the appointment (draft.picked.contract).
 */
export function ContractPickerPage({ back, onDone }: Props) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ContractListItem[]>([]);
  const list = useQuery(contractPickQueryOptions(search, (page - 1) * PAGE_SIZE.contracts));
  const draft = useDraftTake(back, onDone);
  const chosen = selected[0];

  return (
    <PickerFrame
      title={pickerTitle.contract}
      search={
        <ListSearchInput
          value={search || undefined}
          onSearch={(value) => {
            setSearch(value?.trim() ?? '');
            setPage(1);
          }}
          label="Versicherungen nach Gesellschaft, Nummer oder Kunde suchen"
          compactPlaceholder="Suchen"
          compact={phone}
          debounceMs={300}
        />
      }
      noDraft={draft.noDraft}
      error={draft.error}
      footer={
        <PickerFooter
          count={selected.length}
          onCancel={draft.cancel}
          taking={draft.saving || draft.loading}
          onTake={() => chosen && void draft.take({ contract: { id: chosen.id, display: contractDisplay(chosen) } })}
        >
          {chosen ? contractDisplay(chosen) : undefined}
        </PickerFooter>
      }
    >
      {list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <SelectableList<ContractListItem>
          single
          records={list.data?.items}
          columns={columns}
          idOf={(c) => String(c.id)}
          total={list.data?.total ?? 0}
          pageSize={PAGE_SIZE.contracts}
          page={page}
          onPageChange={setPage}
          fetching={list.isFetching}
          selected={selected}
          onSelectedChange={setSelected}
          rowLabel={(c) => `${contractDisplay(c)} auswählen`}
          card={(c) => ({
            title: contractDisplay(c),
            lines: [c.bezeichnung || c.sparte.name, `${c.kunde.name} (${c.kunde.kundennr})`],
          })}
          phone={phone}
        />
      )}
    </PickerFrame>
  );
}
