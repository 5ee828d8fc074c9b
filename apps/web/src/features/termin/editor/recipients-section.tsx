import { type EndpointResponse, TERMIN_MESSAGES, type terminApi } from '@maklerwerk/domain';
import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { type EmpfaengerQuery, empfaengerQueryOptions } from './termin.queries';

type Empfaenger = EndpointResponse<typeof terminApi.empfaenger>['items'][number];
type Row = Empfaenger & { key: string };

/** What the mode 'Empfänger' hands back: the ticked recipients. */
export type PickedRecipient = { name: string; email: string; personId: number | null; internId: number | null };

type Props = {
  /** Whose recipients: a broker (maklernr) or a company (bereichId). */
  query: EmpfaengerQuery;
  onRecipients?: (list: PickedRecipient[]) => void;
  onClose: () => void;
};

const columns: DataTableColumn<Row>[] = [
  { accessor: 'name', title: 'Name' },
  { accessor: 'email', title: 'E-Mail', render: (r) => r.email || '–' },
  { accessor: 'rolle', title: 'Rolle', render: (r) => r.rolle || '–' },
  {
    accessor: 'maklernr',
    title: 'Vermittlernr.',
    render: (r) => [r.maklernr, r.unternr].filter(Boolean).join(' / ') || '–',
  },
];

/**
 * The recipient selection of the editor (spec §2.1 mode 'Empfänger', §3.5): the recipients of a broker or a
 * company, ticked and handed back with 'Übernehmen'.
 */
export function RecipientsSection({ query: given, onRecipients, onClose }: Props) {
  // Without a given broker or company the user types the Vermittlernummer (looked up at exactly 5 characters, §9).
  const typed = !given.maklernr && given.bereichId === undefined;
  const [maklernr, setMaklernr] = useState('');
  const query: EmpfaengerQuery = typed ? (maklernr.trim().length === 5 ? { maklernr: maklernr.trim() } : {}) : given;
  const enabled = Boolean(query.maklernr) || query.bereichId !== undefined;
  const recipients = useQuery({ ...empfaengerQueryOptions(query), enabled });
  const [selected, setSelected] = useState<Row[]>([]);
  const rows: Row[] = (recipients.data?.items ?? []).map((r, i) => ({ ...r, key: String(i) }));

  const take = () => {
    onRecipients?.(selected.map((r) => ({ name: r.name, email: r.email, personId: r.personId, internId: r.internId })));
    onClose();
  };

  return (
    <Stack gap="md">
      {typed && (
        <TextInput
          label="Vermittlernummer"
          description="Die Empfänger eines Vermittlers (5 Zeichen)"
          value={maklernr}
          maxLength={5}
          onChange={(e) => {
            setMaklernr(e.currentTarget.value);
            setSelected([]);
          }}
          data-autofocus
        />
      )}
      {recipients.error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorMessage(recipients.error)}
        </Alert>
      ) : enabled && recipients.isPending ? (
        <Center py="xl" aria-busy="true">
          <Loader type="dots" aria-label="Empfänger werden geladen" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {TERMIN_MESSAGES.noRecipients}
        </Text>
      ) : (
        <DataTable<Row>
          aria-label="Empfänger"
          withTableBorder
          borderRadius="sm"
          highlightOnHover
          idAccessor="key"
          columns={columns}
          records={rows}
          fetching={recipients.isFetching}
          loaderType="dots"
          maxHeight={480}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          allRecordsSelectionCheckboxProps={{ 'aria-label': 'Alle Empfänger auswählen' }}
          getRecordSelectionCheckboxProps={(r) => ({ 'aria-label': `${r.name} auswählen` })}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Abbrechen
        </Button>
        <Button onClick={take} disabled={selected.length === 0}>
          Übernehmen
        </Button>
      </Group>
    </Stack>
  );
}
