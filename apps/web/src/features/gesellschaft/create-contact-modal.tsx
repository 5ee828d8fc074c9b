import {
  ansprechpartnerTypen,
  type CreateAnsprechpartnerBody,
  CreateAnsprechpartnerBodySchema,
  gesellschaftApi,
} from '@maklerwerk/domain';
import { Alert, Autocomplete, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, apiCall, errorMessage } from '../../lib/api-client';
import { gesellschaftKeys } from '../../lib/gesellschaft-queries';

type Values = Record<keyof CreateAnsprechpartnerBody, string>;
const empty: Values = { name: '', typ: '', email: '', telefon: '', mobil: '', fax: '', beschreibung: '' };

type Props = { gesellschaftId: number; opened: boolean; onClose: () => void };

/** 'Neuen Ansprechpartner anlegen' (spec 2.9): checked with the shared schema, then saved. */
export function CreateContactModal({ gesellschaftId, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (key: keyof Values) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
  });
  const close = () => {
    setValues(empty);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateAnsprechpartnerBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        next[issue.path[0] as keyof Values] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const created = await apiCall(gesellschaftApi.createAnsprechpartner, {
        params: { gesellschaftId },
        body: values,
      });
      await queryClient.invalidateQueries({ queryKey: gesellschaftKeys.contacts(gesellschaftId) });
      notifications.show({ color: 'teal', message: `Der Ansprechpartner ${created.name} wurde angelegt.` });
      close();
    } catch (error) {
      setErrors(error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {});
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Neuen Ansprechpartner anlegen" size="lg" centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Name" required maxLength={100} data-autofocus {...field('name')} />
            <Autocomplete
              label="Typ"
              data={[...ansprechpartnerTypen]}
              maxLength={60}
              value={values.typ}
              error={errors.typ}
              onChange={(typ) => setValues((v) => ({ ...v, typ }))}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput label="E-Mail" type="email" maxLength={200} {...field('email')} />
            <TextInput label="Telefon" type="tel" maxLength={40} {...field('telefon')} />
            <TextInput label="Mobil" type="tel" maxLength={40} {...field('mobil')} />
            <TextInput label="Fax" type="tel" maxLength={40} {...field('fax')} />
          </SimpleGrid>
          <Textarea label="Beschreibung" maxLength={500} autosize minRows={2} {...field('beschreibung')} />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={saving}>
              Abbrechen
            </Button>
            <Button type="submit" loading={saving}>
              Anlegen
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
