import {
  type Actor,
  alarmCheckboxesDisabled,
  type BeteiligtenRolle,
  type ComboOption,
  changeRole,
  type EditorMode,
  type EditorParticipant,
  mayAddParticipant,
  mayTypeParticipantAddress,
  newParticipant,
  PARTICIPANT_SEARCH_DEBOUNCE_MS,
  PARTICIPANTS_PAGE_SIZE,
  participantClickable,
  participantLocked,
  participantSearchActive,
  searchHitUsable,
  TERMIN_MESSAGES,
  type TerminArt,
  type TerminCombos,
} from '@maklerwerk/domain';
import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Menu,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconMapPinShare, IconPencil, IconSearch, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { germanTableProps } from '../../../components/data-table-german';
import { type PickerKind, pickerKinds, pickerLabel, pickerShown } from './draft';
import { ParticipantEditModal } from './participant-edit-modal';
import { participantSearchQueryOptions } from './termin.queries';

type Props = {
  /** Who edits: a customer's session adds only itself and its persons and types no addresses (issue 35). */
  actor: Actor;
  participants: EditorParticipant[];
  onChange: (next: EditorParticipant[]) => void;
  art: TerminArt;
  mode: EditorMode;
  contextCustomerId: number | null;
  ownCustomerId: number | null;
  currentUserId: number;
  rolleCombo: ComboOption[];
  alarmConfig: TerminCombos['alarmConfig'];
  readOnly: boolean;
  /** Copies a participant's address into the item's place (Ort). */
  onCopyAddress: (address: string) => void;
  onOpenPicker: (kind: PickerKind) => void;
  /** Opens the recipient selection (mode 'Empfänger', spec §2.1): the ticked recipients become participants. */
  onOpenRecipients?: () => void;
  pickerPending: boolean;
  error?: ReactNode;
};

type Flag = 'canChange' | 'alarmMail' | 'alarmDailyMail' | 'alarmMsc';

/** The participants of an item (spec §3.2, §4.2, §5.1): search, pickers, a table of 15 per page. */
export function ParticipantsSection(props: Props) {
  const { participants, onChange, art, mode, contextCustomerId, ownCustomerId, readOnly } = props;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EditorParticipant | null>(null);
  const [addressWarning, setAddressWarning] = useState<string | null>(null);

  /** Spec §5.1, §8: a participant without an address only warns '<name> hat keine Adresse hinterlegt'. */
  const copyAddress = (p: EditorParticipant) => {
    const address = p.address?.trim();
    if (!address) {
      setAddressWarning(TERMIN_MESSAGES.noAddress(p.name.trim() || p.label));
      return;
    }
    setAddressWarning(null);
    props.onCopyAddress(address);
  };

  const update = (key: string, change: Partial<EditorParticipant>) =>
    onChange(participants.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const setRole = (key: string, rolle: BeteiligtenRolle) =>
    onChange(changeRole(participants, key, rolle, art).participants);
  const remove = (key: string) => {
    const next = participants.filter((p) => p.key !== key);
    onChange(next);
    const pages = Math.max(1, Math.ceil(next.length / PARTICIPANTS_PAGE_SIZE));
    setPage((current) => Math.min(current, pages));
  };
  const add = (p: EditorParticipant) => {
    if (!mayAddParticipant(props.actor, p)) {
      return;
    }
    if (participants.some((q) => q.customerId !== null && q.customerId === p.customerId)) {
      return;
    }
    const next = [...participants, p];
    onChange(next);
    setPage(Math.ceil(next.length / PARTICIPANTS_PAGE_SIZE));
  };

  const flagColumn = (flag: Flag, title: string, alarm: boolean): DataTableColumn<EditorParticipant> => ({
    accessor: flag,
    title,
    textAlign: 'center',
    width: 110,
    render: (p) => {
      const locked = participantLocked(p, mode, contextCustomerId);
      if (locked) {
        return null;
      }
      const canChangeValues = !readOnly;
      return (
        <Checkbox
          aria-label={`${title}: ${p.label}`}
          checked={p[flag]}
          disabled={alarm ? alarmCheckboxesDisabled(canChangeValues, p) : !canChangeValues}
          onChange={(e) => update(p.key, { [flag]: e.currentTarget.checked })}
          style={{ display: 'inline-block' }}
        />
      );
    },
  });

  const columns: DataTableColumn<EditorParticipant>[] = [
    {
      accessor: 'label',
      title: 'Name',
      render: (p) => {
        const locked = participantLocked(p, mode, contextCustomerId);
        return (
          <Group gap={6} wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              {participantClickable(p, ownCustomerId) ? (
                <Anchor href={`/home/kunden/${p.customerId}`} target="_blank" rel="noopener" size="sm">
                  {p.label}
                </Anchor>
              ) : (
                <Text size="sm">{p.label}</Text>
              )}
              {p.email && p.email !== p.label && (
                <Text size="xs" c="dimmed" truncate>
                  {p.email}
                </Text>
              )}
              {p.nummerText && (
                <Text size="xs" c="dimmed">
                  {p.nummerText}
                </Text>
              )}
            </div>
            {!locked && !readOnly && (
              <ActionIcon variant="subtle" size="sm" aria-label={`${p.label} bearbeiten`} onClick={() => setEditing(p)}>
                <IconPencil size={14} />
              </ActionIcon>
            )}
          </Group>
        );
      },
    },
    {
      accessor: 'rolle',
      title: 'Rolle',
      width: 170,
      render: (p) =>
        participantLocked(p, mode, contextCustomerId) ? null : (
          <Select
            aria-label={`Rolle: ${p.label}`}
            data={props.rolleCombo}
            value={p.rolle}
            allowDeselect={false}
            disabled={readOnly}
            size="xs"
            onChange={(value) => value && setRole(p.key, value as BeteiligtenRolle)}
            comboboxProps={{ withinPortal: true }}
          />
        ),
    },
    flagColumn('canChange', 'Darf ändern', false),
    ...(props.alarmConfig.alarmMail ? [flagColumn('alarmMail', 'E-Mail-Erinnerung', true)] : []),
    ...(props.alarmConfig.alarmTagesmail ? [flagColumn('alarmDailyMail', 'Tageserinnerung', true)] : []),
    ...(props.alarmConfig.alarmMSC ? [flagColumn('alarmMsc', 'Browser-Erinnerung', true)] : []),
    {
      accessor: 'actions',
      title: <VisuallyHidden>Aktionen</VisuallyHidden>,
      width: 84,
      textAlign: 'right',
      render: (p) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {(p.customerId !== null || p.personId !== null) && (
            <Tooltip label="Adresse als Ort übernehmen" withinPortal>
              <ActionIcon
                variant="subtle"
                aria-label={`${p.label}: Adresse als Ort übernehmen`}
                disabled={readOnly}
                onClick={() => copyAddress(p)}
              >
                <IconMapPinShare size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {!participantLocked(p, mode, contextCustomerId) && !readOnly && (
            <ActionIcon variant="subtle" color="red" aria-label={`${p.label} entfernen`} onClick={() => remove(p.key)}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];

  const from = (page - 1) * PARTICIPANTS_PAGE_SIZE;
  const records = participants.slice(from, from + PARTICIPANTS_PAGE_SIZE);

  return (
    <Stack gap="sm">
      {!readOnly && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <ParticipantSearch
            onPick={(hit) => add(newParticipant(hit, art, props.currentUserId))}
            usable={(hit) => mayAddParticipant(props.actor, hit)}
            disabled={readOnly}
          />
          <Menu position="bottom-end" shadow="md" width={220}>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconUserPlus size={16} />}
                rightSection={<IconChevronDown size={14} />}
                loading={props.pickerPending}
              >
                Weitere auswählen
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {pickerKinds
                .filter((kind) => pickerShown(kind, props.actor))
                .map((kind) => (
                  <Menu.Item key={kind} onClick={() => props.onOpenPicker(kind)}>
                    {pickerLabel[kind]}
                  </Menu.Item>
                ))}
              {props.onOpenRecipients && pickerShown('vermittler', props.actor) && (
                <Menu.Item onClick={props.onOpenRecipients}>Empfänger</Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
      {addressWarning && (
        <Text c="orange" size="sm" role="status">
          {addressWarning}
        </Text>
      )}
      {props.error && (
        <Text c="red" size="sm" role="alert">
          {props.error}
        </Text>
      )}
      <DataTable
        {...germanTableProps}
        aria-label="Beteiligte"
        withTableBorder
        borderRadius="sm"
        minHeight={participants.length === 0 ? 120 : undefined}
        noRecordsText="Keine Beteiligten"
        idAccessor="key"
        columns={columns}
        records={records}
        totalRecords={participants.length}
        recordsPerPage={PARTICIPANTS_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
      />
      {editing && (
        <ParticipantEditModal
          participant={editing}
          addressEditable={mayTypeParticipantAddress(props.actor)}
          onClose={() => setEditing(null)}
          onSave={(next) => update(next.key, next)}
        />
      )}
    </Stack>
  );
}

type Hit = {
  userId: null;
  customerId: number;
  personId: null;
  brokerId: null;
  name: string;
  email: string;
  detail: string;
};

/** Search from 3 characters, 300 ms after the last keystroke (spec §5.1, §7.1). */
function ParticipantSearch({
  onPick,
  usable,
  disabled,
}: {
  onPick: (hit: Hit) => void;
  usable: (hit: Hit) => boolean;
  disabled: boolean;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), PARTICIPANT_SEARCH_DEBOUNCE_MS);
  const active = participantSearchActive(debounced);
  const search = useQuery({ ...participantSearchQueryOptions(debounced), enabled: active });
  const hits: Hit[] = (active ? (search.data?.cusomers ?? []) : [])
    .filter((c) => searchHitUsable({ customerID: c.customerID }))
    .map((c) => ({
      userId: null,
      customerId: c.customerID,
      personId: null,
      brokerId: null,
      name: [c.firstName, c.lastName].filter(Boolean).join(' ') || c.firma || c.kundennr,
      email: c.email ?? '',
      detail: [c.kundennr, c.ort].filter(Boolean).join(', '),
    }))
    .filter(usable);
  const showList = active && text.trim().length >= 3;
  return (
    <div style={{ flex: '1 1 280px', position: 'relative' }}>
      <TextInput
        label="Beteiligte suchen"
        placeholder="Name oder Kundennummer (ab 3 Zeichen)"
        leftSection={<IconSearch size={16} />}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
          }
          if (e.key === 'Escape') {
            setText('');
          }
        }}
      />
      {showList && !search.isFetching && (
        <Paper withBorder shadow="sm" mt={4} p={4} aria-label="Suchergebnisse" aria-live="polite">
          {hits.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              Keine Treffer
            </Text>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {hits.map((hit) => (
                <li key={hit.customerId}>
                  <UnstyledButton
                    display="block"
                    w="100%"
                    p="xs"
                    aria-label={`${hit.name} hinzufügen`}
                    onClick={() => {
                      onPick(hit);
                      setText('');
                    }}
                  >
                    <Text size="sm">{hit.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[hit.detail, hit.email].filter(Boolean).join(' · ')}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          )}
        </Paper>
      )}
    </div>
  );
}
