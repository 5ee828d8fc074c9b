import { anredeOptions, CreatePersonBodySchema, kundeApi, type Person } from '@maklerwerk/domain';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { ApiError, apiCall, errorMessage } from '../../lib/api-client';
import { kundenKeys } from './kunde.queries';

type Values = {
  anrede: string | null;
  vorname: string;
  name: string;
  geburtsdatum: string | null;
  strasse: string;
  hausnr: string;
  plz: string;
  ort: string;
};

type Props = {
  kundeId: number;
  initialAddress: Partial<Values>;
  onCreated: (person: Person) => void;
  onCancel: () => void;
};

/** 'Neue Person anlegen' (spec 2.1, selection 'neue_person'): checked with the shared schema, then saved. */
export function PersonCreateForm({ kundeId, initialAddress, onCreated, onCancel }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    anrede: null,
    vorname: '',
    name: '',
    geburtsdatum: null,
    strasse: initialAddress.strasse ?? '',
    hausnr: initialAddress.hausnr ?? '',
    plz: initialAddress.plz ?? '',
    ort: initialAddress.ort ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: 'vorname' | 'name' | 'strasse' | 'hausnr' | 'plz' | 'ort') => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreatePersonBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        next[String(issue.path[0])] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const person = await apiCall(kundeApi.createPerson, { params: { id: kundeId }, body: parsed.data });
      await queryClient.invalidateQueries({ queryKey: kundenKeys.personen(kundeId) });
      onCreated(person);
    } catch (error) {
      setErrors(error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {});
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Neue Person anlegen">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Select
            label="Anrede"
            data={[...anredeOptions]}
            value={values.anrede}
            onChange={(anrede) => set('anrede', anrede)}
            error={errors.anrede}
            clearable
          />
          <GermanDateInput
            label="Geburtsdatum"
            value={values.geburtsdatum}
            onChange={(geburtsdatum) => set('geburtsdatum', geburtsdatum)}
            error={errors.geburtsdatum}
          />
          <TextInput label="Vorname" maxLength={100} data-autofocus {...text('vorname')} />
          <TextInput label="Nachname" required maxLength={100} {...text('name')} />
          <TextInput label="Straße" maxLength={100} {...text('strasse')} />
          <TextInput label="Hausnummer" maxLength={10} {...text('hausnr')} />
          <TextInput label="PLZ" maxLength={5} inputMode="numeric" {...text('plz')} />
          <TextInput label="Ort" maxLength={100} {...text('ort')} />
        </SimpleGrid>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Abbrechen
          </Button>
          <Button type="submit" loading={saving}>
            Person anlegen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
