import {
  anredeOptions,
  CreatePersonBodySchema,
  laender,
  landName,
  type Person,
  UpdatePersonBodySchema,
} from '@maklerwerk/domain';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DialogActions } from '../../components/fields/dialog-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { PostalCodeInput } from '../../components/fields/postal-code-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useCreatePersonMutation } from './kunde.queries';
import { useUpdatePersonMutation } from './kunde-stammdaten.queries';

export type PersonFormValues = {
  anrede: string | null;
  vorname: string;
  name: string;
  geburtsdatum: string | null;
  strasse: string;
  hausnr: string;
  plz: string;
  ort: string;
  land: string;
};

type Props = {
  kundeId: number;
  /** The person to change; without it the form creates a new one. */
  person?: Person;
  /** Address a new person starts with (the customer's). */
  initialAddress?: Partial<PersonFormValues>;
  onSaved: (person: Person) => void;
  onCancel: () => void;
};

const landOptions = laender.map((l) => ({ value: l.code, label: l.name }));

function initialValues(person: Person | undefined, address: Partial<PersonFormValues>): PersonFormValues {
  if (person) {
    return {
      anrede: person.anrede,
      vorname: person.vorname ?? '',
      name: person.name,
      geburtsdatum: person.geburtsdatum,
      strasse: person.strasse ?? '',
      hausnr: person.hausnr ?? '',
      plz: person.plz ?? '',
      ort: person.ort ?? '',
      land: person.land,
    };
  }
  return {
    anrede: null,
    vorname: '',
    name: '',
    geburtsdatum: null,
    strasse: address.strasse ?? '',
    hausnr: address.hausnr ?? '',
    plz: address.plz ?? '',
    ort: address.ort ?? '',
    land: address.land ?? 'DE',
  };
}

/** A person of the customer, new or changed: checked with the shared schema, then saved (a change with its version). */
export function PersonForm({ kundeId, person, initialAddress = {}, onSaved, onCancel }: Props) {
  const create = useCreatePersonMutation(kundeId);
  const update = useUpdatePersonMutation(kundeId);
  const { form, field, onSubmit, submitting, failure } = useSchemaForm({
    schema: person ? UpdatePersonBodySchema : CreatePersonBodySchema,
    initialValues: initialValues(person, initialAddress),
    toBody: (values) => ({
      ...values,
      anrede: values.anrede as (typeof anredeOptions)[number] | null,
      land: values.land as (typeof laender)[number]['code'],
      ...(person ? { version: person.version } : {}),
    }),
    submit: (body) =>
      person
        ? update.mutateAsync({ personId: person.id, body: { ...body, version: person.version } })
        : create.mutateAsync(body),
    onSuccess: onSaved,
  });
  const label = person ? 'Person bearbeiten' : 'Neue Person anlegen';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Select label="Anrede" data={[...anredeOptions]} {...field('anrede')} clearable />
          <GermanDateInput label="Geburtsdatum" {...field('geburtsdatum')} />
          <TextInput label="Vorname" data-autofocus {...field('vorname')} />
          <TextInput label="Nachname" {...field('name')} />
          <TextInput label="Straße" {...field('strasse')} />
          <TextInput label="Hausnummer" {...field('hausnr')} />
          <PostalCodeInput
            label="PLZ"
            land={landName(form.getValues().land)}
            {...field('plz')}
            onPick={({ city }) => form.setFieldValue('ort', city)}
          />
          <TextInput label="Ort" {...field('ort')} />
          <Select label="Land" data={landOptions} {...field('land')} searchable allowDeselect={false} />
        </SimpleGrid>
        <FormAlert message={failure} />
        <DialogActions
          submitLabel={person ? 'Speichern' : 'Person anlegen'}
          onCancel={onCancel}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
