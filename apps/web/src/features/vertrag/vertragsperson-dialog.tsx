import { type ContractDetails, type SaveContractPersonBody, SaveContractPersonBodySchema } from '@maklerwerk/domain';
import { Alert, Anchor, Center, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DialogActions } from '../../components/fields/dialog-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { errorMessage } from '../../lib/api-client';
import { useSaveVertragspersonMutation, vertragspersonDialogQueryOptions } from '../../shared/vertrag/vertrag.queries';

type Props = {
  contract: Pick<ContractDetails, 'id' | 'kunde'>;
  /** The person link to edit; null adds a new one. */
  linkId: number | null;
  opened: boolean;
  onClose: () => void;
};

/** Select values are strings; the schema checks the body with the person's id as a number. */
type Values = { selectedPerson: string | null; rolle: string | null };

/** Links a person of the customer to the contract in a role (spec 2.4, 4). */
export function VertragspersonDialog({ contract, linkId, opened, onClose }: Props) {
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.href });
  const dialog = useQuery({ ...vertragspersonDialogQueryOptions(contract.id, linkId), enabled: opened });
  const save = useSaveVertragspersonMutation(contract.id);
  const { field, onSubmit, submitting, failure, reset } = useSchemaForm({
    schema: SaveContractPersonBodySchema,
    initialValues: { selectedPerson: null, rolle: null } as Values,
    toBody: (values) => ({
      id: dialog.data?.form.id,
      version: dialog.data?.form.version,
      // No person chosen is no number: the schema answers with its German message.
      selectedPerson: values.selectedPerson === null ? Number.NaN : Number(values.selectedPerson),
      rolle: values.rolle as SaveContractPersonBody['rolle'],
    }),
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Gespeichert.' });
      onClose();
    },
  });

  const data = opened ? dialog.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over when the dialog opens with its data
  useEffect(() => {
    if (data) {
      reset({
        selectedPerson: data.form.selectedPerson ? String(data.form.selectedPerson) : null,
        rolle: data.form.rolle,
      });
    }
  }, [data]);

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
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {dialog.data.form.vertragBeschreibung}
            </Text>
            <Select
              label="Person"
              placeholder="Person auswählen"
              data={dialog.data.availablePersons.map((p) => ({ value: String(p.id), label: p.label }))}
              {...field('selectedPerson')}
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
              {...field('rolle')}
              comboboxProps={{ withinPortal: true }}
            />
            <FormAlert message={failure} />
            <DialogActions onCancel={onClose} submitting={submitting} mt="sm" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
