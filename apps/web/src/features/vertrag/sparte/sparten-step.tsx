import {
  type ContractDetails,
  DEACTIVATE_WITH_DAMAGE_MESSAGE,
  dynamicStepKey,
  formatCents,
  formatDate,
  needsDeactivationConfirmation,
  type SparteRow,
  sparteToggleBlock,
} from '@maklerwerk/domain';
import { Button, Group, Paper, Select, Skeleton, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { AnchorLink } from '../../../components/router-links';
import { spartenQueryOptions, useAddSparteMutation, useDeactivateSpartenMutation } from './sparte.queries';

const dash = (text: string | null | undefined) => (text ? text : '–');
const count = (n: number) => (n === 1 ? '1 Schadensmeldung' : `${n} Schadensmeldungen`);

/** Step 'sparten': the overview 'sparteUbersicht', then the branch selection with its toggles (spec 2.2, 4.3). */
export function SpartenStep({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const query = useQuery(spartenQueryOptions(contract.id));
  if (query.isError) {
    return <LoadError error={query.error} />;
  }
  if (!query.data) {
    return <Skeleton height={240} />;
  }
  return (
    <Stack gap="xl">
      <Uebersicht contractId={contract.id} items={query.data.items} />
      <Auswahl
        contractId={contract.id}
        items={query.data.items}
        canEdit={query.data.canEdit}
        canAdd={query.data.canAdd}
        available={query.data.available}
      />
    </Stack>
  );
}

function Uebersicht({ contractId, items }: { contractId: number; items: SparteRow[] }) {
  return (
    <section aria-labelledby="sparte-uebersicht">
      <Title order={3} fz="h4" id="sparte-uebersicht" mb="sm">
        Spartenübersicht
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Keine Daten
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-labelledby="sparte-uebersicht">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sparte</Table.Th>
                <Table.Th>Tarif</Table.Th>
                <Table.Th ta="right">Prämie brutto</Table.Th>
                <Table.Th ta="right">Prämie netto</Table.Th>
                <Table.Th>Beginn</Table.Th>
                <Table.Th ta="right">Schadensmeldungen</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <AnchorLink
                      to="/home/versicherungen/insurance-group/details/$contractId"
                      params={{ contractId: contractId }}
                      search={{ stepKey: dynamicStepKey(s.sparteId) }}
                    >
                      {s.name}
                    </AnchorLink>
                    {s.isPrimary && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        (Hauptsparte)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{dash(s.tarif)}</Table.Td>
                  <Table.Td ta="right">{dash(formatCents(s.praemieBtoZahlweise))}</Table.Td>
                  <Table.Td ta="right">{dash(formatCents(s.praemieNtoZahlweise))}</Table.Td>
                  <Table.Td>{dash(s.beginn ? formatDate(s.beginn) : null)}</Table.Td>
                  <Table.Td ta="right">{s.schadenCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

type AuswahlProps = {
  contractId: number;
  items: SparteRow[];
  canEdit: boolean;
  canAdd: boolean;
  available: { value: string; label: string }[];
};

/**
 * The branch selection: a branch without damage data is switched off and saved with 'Speichern'; one
 * with damage data asks first (spec 8) — 'Abbrechen' turns the toggle back on, 'Trotzdem speichern' saves.
 */
function Auswahl({ contractId, items, canEdit, canAdd, available }: AuswahlProps) {
  const [off, setOff] = useState<number[]>([]);
  const [asking, setAsking] = useState<SparteRow | null>(null);
  const [adding, setAdding] = useState(false);
  const deactivate = useDeactivateSpartenMutation(contractId);
  const active = items.filter((s) => !off.includes(s.id)).map((s) => s.id);

  const save = async (ids: number[]) => {
    const chosen = items.filter((s) => ids.includes(s.id));
    await deactivate.mutateAsync({ deaktivieren: chosen.map((s) => ({ id: s.id, version: s.version })) });
    setOff([]);
    notifications.show({
      color: 'teal',
      message:
        chosen.length === 1 ? `Die Sparte ${chosen[0]?.name} wurde deaktiviert.` : 'Die Sparten wurden deaktiviert.',
    });
  };

  const toggle = (s: SparteRow, on: boolean) => {
    if (on) {
      setOff((ids) => ids.filter((id) => id !== s.id));
    } else if (needsDeactivationConfirmation(s)) {
      setOff((ids) => [...ids, s.id]);
      setAsking(s);
    } else {
      setOff((ids) => [...ids, s.id]);
    }
  };

  return (
    <section aria-labelledby="sparte-auswahl">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h4" id="sparte-auswahl">
          Spartenauswahl
        </Title>
        {canAdd && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Sparte hinzufügen
          </Button>
        )}
      </Group>
      <Paper withBorder p="md">
        <Stack gap="md">
          {items.map((s) => {
            const on = !off.includes(s.id);
            const reason = on ? sparteToggleBlock(s, active) : null;
            const toggleSwitch = (
              <Switch
                label={s.name}
                description={
                  [s.isPrimary ? 'Hauptsparte' : null, s.schadenCount > 0 ? count(s.schadenCount) : null]
                    .filter(Boolean)
                    .join(' · ') || undefined
                }
                checked={on}
                disabled={!canEdit || reason !== null || deactivate.isPending}
                onChange={(e) => toggle(s, e.currentTarget.checked)}
              />
            );
            return (
              <div key={s.id}>
                {reason && canEdit ? (
                  <Tooltip label={reason} position="top-start" withArrow>
                    <div style={{ display: 'inline-block' }}>{toggleSwitch}</div>
                  </Tooltip>
                ) : (
                  toggleSwitch
                )}
              </div>
            );
          })}
        </Stack>
        {canEdit && off.length > 0 && !asking && (
          <Group justify="flex-end" gap="sm" mt="md">
            <Button variant="default" onClick={() => setOff([])} disabled={deactivate.isPending}>
              Verwerfen
            </Button>
            <Button color="red" loading={deactivate.isPending} onClick={() => void save(off).catch(showError)}>
              Speichern
            </Button>
          </Group>
        )}
      </Paper>
      <ConfirmModal
        opened={asking !== null}
        title={`Sparte ${asking?.name ?? ''} deaktivieren`}
        confirmLabel="Trotzdem speichern"
        danger
        onConfirm={() => save(off)}
        onClose={() => {
          // Declined: the toggle turns back on (after a save nothing is pending any more).
          setOff((ids) => ids.filter((id) => id !== asking?.id));
          setAsking(null);
        }}
      >
        {DEACTIVATE_WITH_DAMAGE_MESSAGE}
      </ConfirmModal>
      {canAdd && (
        <AddSparteModal
          contractId={contractId}
          opened={adding}
          available={available}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}

function showError(error: unknown) {
  notifications.show({
    color: 'red',
    title: 'Nicht gespeichert',
    message: error instanceof Error ? error.message : 'Die Sparten konnten nicht gespeichert werden.',
  });
}

function AddSparteModal(props: {
  contractId: number;
  opened: boolean;
  available: { value: string; label: string }[];
  onClose: () => void;
}) {
  const [sparteId, setSparteId] = useState<string | null>(null);
  const add = useAddSparteMutation(props.contractId);
  const close = () => {
    setSparteId(null);
    props.onClose();
  };
  return (
    <ConfirmModal
      opened={props.opened}
      title="Sparte hinzufügen"
      confirmLabel="Hinzufügen"
      onConfirm={async () => {
        if (!sparteId) {
          throw new Error('Bitte wählen Sie eine Sparte aus.');
        }
        await add.mutateAsync({ sparteId: Number(sparteId) });
        notifications.show({
          color: 'teal',
          message: `Die Sparte ${props.available.find((o) => o.value === sparteId)?.label ?? ''} wurde hinzugefügt.`,
        });
      }}
      onClose={close}
    >
      <Select
        label="Sparte"
        placeholder="Sparte wählen"
        data={props.available}
        value={sparteId}
        onChange={setSparteId}
        searchable
        required
        nothingFoundMessage="Keine Daten"
        comboboxProps={{ withinPortal: true }}
      />
    </ConfirmModal>
  );
}
