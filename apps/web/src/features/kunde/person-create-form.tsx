import { anredeOptions, CreatePersonBodySchema, type Person } from '@maklerwerk/domain';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormAlert } from '../../components/fields/form-alert';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useCreatePersonMutation } from './kunde.queries';

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
  const create = useCreatePersonMutation(kundeId);
  const { field, onSubmit, submitting, failure } = useSchemaForm({
    schema: CreatePersonBodySchema,
    initialValues: {
      anrede: null,
      vorname: '',
      name: '',
      geburtsdatum: null,
      strasse: initialAddress.strasse ?? '',
      hausnr: initialAddress.hausnr ?? '',
      plz: initialAddress.plz ?? '',
      ort: initialAddress.ort ?? '',
    } as Values,
    toBody: (values) => ({ ...values, anrede: values.anrede as (typeof anredeOptions)[number] | null }),
    submit: (body) => create.mutateAsync(body),
    onSuccess: onCreated,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Neue Person anlegen">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Select label="Anrede" data={[...anredeOptions]} {...field('anrede')} clearable />
          <GermanDateInput label="Geburtsdatum" {...field('geburtsdatum')} />
          <TextInput label="Vorname" data-autofocus {...field('vorname')} />
          <TextInput label="Nachname" {...field('name')} />
          <TextInput label="Straße" {...field('strasse')} />
          <TextInput label="Hausnummer" {...field('hausnr')} />
          <TextInput label="PLZ" inputMode="numeric" {...field('plz')} />
          <TextInput label="Ort" {...field('ort')} />
        </SimpleGrid>
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Abbrechen
          </Button>
          <Button type="submit" loading={submitting}>
            Person anlegen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
