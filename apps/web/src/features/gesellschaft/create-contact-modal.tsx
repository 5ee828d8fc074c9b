import {
  ansprechpartnerTypen,
  type CreateAnsprechpartnerBody,
  CreateAnsprechpartnerBodySchema,
} from '@maklerwerk/domain';
import { Autocomplete, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DialogActions } from '../../components/fields/dialog-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useCreateAnsprechpartnerMutation } from './gesellschaft.queries';

type Values = Record<keyof CreateAnsprechpartnerBody, string>;
const empty: Values = { name: '', typ: '', email: '', telefon: '', mobil: '', fax: '', beschreibung: '' };

type Props = { gesellschaftId: number; opened: boolean; onClose: () => void };

/** 'Neuen Ansprechpartner anlegen' (spec 2.9): checked with the shared schema, then saved. */
export function CreateContactModal({ gesellschaftId, opened, onClose }: Props) {
  const create = useCreateAnsprechpartnerMutation(gesellschaftId);
  const { field, onSubmit, submitting, failure, reset } = useSchemaForm({
    schema: CreateAnsprechpartnerBodySchema,
    initialValues: empty,
    submit: (body) => create.mutateAsync(body),
    onSuccess: (created) => {
      notifications.show({ color: 'teal', message: `Der Ansprechpartner ${created.name} wurde angelegt.` });
      close();
    },
  });
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Neuen Ansprechpartner anlegen" size="lg" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Name" data-autofocus {...field('name')} />
            <Autocomplete
              label="Typ"
              data={[...ansprechpartnerTypen]}
              {...field('typ')}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput label="E-Mail" type="email" {...field('email')} />
            <TextInput label="Telefon" type="tel" {...field('telefon')} />
            <TextInput label="Mobil" type="tel" {...field('mobil')} />
            <TextInput label="Fax" type="tel" {...field('fax')} />
          </SimpleGrid>
          <Textarea label="Beschreibung" autosize minRows={2} {...field('beschreibung')} />
          <FormAlert message={failure} />
          <DialogActions submitLabel="Anlegen" onCancel={close} submitting={submitting} mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
