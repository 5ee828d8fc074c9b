import type { Kandidat, KandidatenArt } from '@maklerwerk/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { ListSearchInput } from '../../components/list-search-input';
import { LoadError } from '../../components/load-error';
import { toPickedParticipant } from './draft-merge';
import { kandidatenQueryOptions, PICKER_PAGE_SIZE } from './picker.queries';
import { PickerFooter, PickerFrame } from './picker-frame';
import { SelectableList } from './selectable-list';
import { useDraftTake } from './use-draft-take';

export type PickerKind = 'customers' | 'broker' | 'company' | 'contact' | 'contract' | 'archive';

/** Page titles of the editor's pickers. */
export const pickerTitle: Record<PickerKind, string> = {
  customers: 'Kunden auswählen',
  broker: 'Vermittler auswählen',
  company: 'Gesellschaften auswählen',
  contact: 'Ansprechpartner auswählen',
  contract: 'Versicherung auswählen',
  archive: 'Dokumente auswählen',
};

export type ParticipantPickerKind = 'customers' | 'broker' | 'company' | 'contact';

const artOf: Record<ParticipantPickerKind, KandidatenArt> = {
  customers: 'customer',
  broker: 'broker',
  company: 'company',
  contact: 'contact',
};

const searchLabel: Record<ParticipantPickerKind, string> = {
  customers: 'Kunden nach Name, Kundennr. oder E-Mail suchen',
  broker: 'Vermittler nach Name, Vermittlernr. oder E-Mail suchen',
  company: 'Gesellschaften nach Name suchen',
  contact: 'Ansprechpartner nach Name, Gesellschaft oder E-Mail suchen',
};

const columns: DataTableColumn<Kandidat>[] = [
  { accessor: 'name', title: 'Name', render: (k) => k.name || '–' },
  { accessor: 'email', title: 'E-Mail', render: (k) => k.email || '–' },
  { accessor: 'detail', title: 'Details', render: (k) => k.detail ?? '–' },
];

type Props = {
  kind: ParticipantPickerKind;
  /** Where to return (already checked to stay in the app). */
  back: string;
  /** Navigates within the app. */
  onDone: (href: string) => void;
};

/**
 * A participant picker of the appointment editor (issue 13, point 4): customers, brokers, companies or
 * contacts; the ticked ones are appended to the editor's draft as participants.
 */
export function PickerPage({ kind, back, onDone }: Props) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Kandidat[]>([]);
  const list = useQuery(kandidatenQueryOptions(artOf[kind], q, (page - 1) * PICKER_PAGE_SIZE));
  const draft = useDraftTake(back, onDone);

  const search = (
    <ListSearchInput
      value={q || undefined}
      onSearch={(value) => {
        setQ(value?.trim() ?? '');
        setPage(1);
      }}
      label={searchLabel[kind]}
      compactPlaceholder="Suchen"
      compact={phone}
      debounceMs={300}
    />
  );

  return (
    <PickerFrame
      title={pickerTitle[kind]}
      search={search}
      noDraft={draft.noDraft}
      error={draft.error}
      footer={
        <PickerFooter
          count={selected.length}
          onCancel={draft.cancel}
          taking={draft.saving || draft.loading}
          onTake={() => void draft.take({ participants: selected.map(toPickedParticipant) })}
        />
      }
    >
      {list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <SelectableList<Kandidat>
          records={list.data?.items}
          columns={columns}
          idOf={(k) => k.key}
          total={list.data?.total ?? 0}
          pageSize={PICKER_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          fetching={list.isFetching}
          selected={selected}
          onSelectedChange={setSelected}
          rowLabel={(k) => `${k.name || k.email} auswählen`}
          card={(k) => ({ title: k.name || k.email, lines: [k.name ? k.email : null, k.detail] })}
          phone={phone}
        />
      )}
    </PickerFrame>
  );
}
