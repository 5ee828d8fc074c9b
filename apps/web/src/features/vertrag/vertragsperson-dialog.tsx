import { type ContractDetails, vertragspersonApi } from '@maklerwerk/domain';
import { Alert, Anchor, Button, Center, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, apiCall, errorMessage } from '../../lib/api-client';
import { contractKeys } from '../../lib/contract-keys';
import { vertragspersonDialogQueryOptions } from './vertrag.queries';

type Props = {
  contract: Pick<ContractDetails, 'id' | 'kunde'>;
  /** The person link to edit; null adds a new one. */
  linkId: number | null;
  opened: boolean;
  onClose: () => void;
};

/** Links a person of the customer to the contract in a role (spec 2.4, 4). */
export function VertragspersonDialog({ contract, linkId, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.href });
  const dialog = useQuery({ ...vertragspersonDialogQueryOptions(contract.id, linkId), enabled: opened });
  const [person, setPerson] = useState<string | null>(null);
  const [rolle, setRolle] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (opened && dialog.data) {
      const form = dialog.data.form;
      setPerson(form.selectedPerson ? String(form.selectedPerson) : null);
      setRolle(form.rolle);
      setErrors({});
      setFailure(null);
    }
  }, [opened, dialog.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(person ? {} : { selectedPerson: 'Bitte wählen Sie eine Person aus.' }),
      ...(rolle ? {} : { rolle: 'Bitte wählen Sie eine Rolle aus.' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !dialog.data) {
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await apiCall(vertragspersonApi.save, {
        params: { id: contract.id },
        body: {
          id: dialog.data.form.id,
          version: dialog.data.form.version,
          selectedPerson: Number(person),
          rolle: rolle as never,
        },
      });
      await queryClient.invalidateQueries({ queryKey: contractKeys.part(contract.id, 'vertragspersonen') });
      void queryClient.invalidateQueries({ queryKey: [...contractKeys.detail(contract.id), 'details'] });
      notifications.show({ color: 'teal', message: 'Gespeichert.' });
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {});
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const createPerson = () => {
    onClose();
    void navigate({
      to: '/home/kunden/$kundeId/personen',
      params: { kundeId: contract.kunde.id },
      search: { selection: 'neue_person', back: here },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={linkId ? 'Vertragsperson bearbeiten' : 'Vertragsperson hinzufügen'}
      centered
    >
      {dialog.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorMessage(dialog.error)}
        </Alert>
      ) : !dialog.data ? (
        <Center py="lg">
          <Loader type="dots" />
        </Center>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {dialog.data.form.vertragBeschreibung}
            </Text>
            <Select
              label="Person"
              placeholder="Person auswählen"
              data={dialog.data.availablePersons.map((p) => ({ value: String(p.id), label: p.label }))}
              value={person}
              onChange={setPerson}
              error={errors.selectedPerson}
              required
              searchable
              nothingFoundMessage="Keine Person gefunden"
              comboboxProps={{ withinPortal: true }}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={createPerson}
              style={{ alignSelf: 'flex-start' }}
            >
              <Group gap={4} component="span">
                <IconUserPlus size={14} aria-hidden />
                Neue Person anlegen
              </Group>
            </Anchor>
            <Select
              label="Rolle"
              placeholder="Rolle auswählen"
              data={dialog.data.availableRoles}
              value={rolle}
              onChange={setRolle}
              error={errors.rolle}
              required
              comboboxProps={{ withinPortal: true }}
            />
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm" mt="sm">
              <Button variant="default" onClick={onClose} disabled={saving}>
                Abbrechen
              </Button>
              <Button type="submit" loading={saving}>
                Speichern
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
