import {
  ANREDE_FIRMA,
  type BetreuerOption,
  type Customer,
  customerAnredeOptions,
  laender,
  landName,
} from '@maklerwerk/domain';
import { Grid, Select, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { PostalCodeInput } from '../../components/fields/postal-code-input';
import type { SchemaForm } from '../../components/fields/use-schema-form';

/** The Stammdaten as the form holds them: texts as typed, the Betreuer as a select value. */
export type StammdatenFormValues = {
  anrede: string | null;
  titel: string;
  vorname: string;
  name: string;
  firma: string;
  geburtsdatum: string | null;
  email: string;
  telefon: string;
  mobil: string;
  strasse: string;
  hausnr: string;
  plz: string;
  ort: string;
  land: string;
  betreuerId: string | null;
};

export const emptyStammdaten: StammdatenFormValues = {
  anrede: null,
  titel: '',
  vorname: '',
  name: '',
  firma: '',
  geburtsdatum: null,
  email: '',
  telefon: '',
  mobil: '',
  strasse: '',
  hausnr: '',
  plz: '',
  ort: '',
  land: 'DE',
  betreuerId: null,
};

export function stammdatenOf(c: Customer): StammdatenFormValues {
  return {
    anrede: c.anrede,
    titel: c.titel ?? '',
    vorname: c.vorname ?? '',
    name: c.name,
    firma: c.firma ?? '',
    geburtsdatum: c.geburtsdatum,
    email: c.email ?? '',
    telefon: c.telefon ?? '',
    mobil: c.mobil ?? '',
    strasse: c.strasse ?? '',
    hausnr: c.hausnr ?? '',
    plz: c.plz ?? '',
    ort: c.ort ?? '',
    land: c.land,
    betreuerId: String(c.vermittler.id),
  };
}

/** What the schema checks and the server takes: the Anrede as one of its options, the Betreuer as an id. */
export function stammdatenBody(v: StammdatenFormValues) {
  return {
    ...v,
    anrede: v.anrede as (typeof customerAnredeOptions)[number] | null,
    land: v.land as (typeof laender)[number]['code'],
    betreuerId: v.betreuerId ? Number(v.betreuerId) : null,
  };
}

const landOptions = laender.map((l) => ({ value: l.code, label: l.name }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Grid.Col span={12} pt="sm" pb={0}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          {title}
        </Text>
      </Grid.Col>
      {children}
    </>
  );
}

export type StammdatenFieldsForm = {
  form: { getValues: () => StammdatenFormValues; setFieldValue: (path: 'ort', value: string) => void };
  field: SchemaForm<StammdatenFormValues>['field'];
};

type Props = {
  /** `form` and `field` of the form's useSchemaForm (its values extend StammdatenFormValues). */
  schemaForm: StammdatenFieldsForm;
  /** The Betreuer select: options the user may pick, or null to show none (the page shows it read-only). */
  betreuer: { options: BetreuerOption[]; required: boolean } | null;
  autoFocus?: boolean;
};

/**
 * The Stammdaten fields of Neuer Kunde and of the customer page: a company (Anrede 'Firma') gets the
 * Firma instead of Titel, Vorname, Name and Geburtsdatum; the postal code suggests the Ort.
 */
export function StammdatenFields({ schemaForm, betreuer, autoFocus }: Props) {
  const { form, field: f } = schemaForm;
  const values = form.getValues();
  const isFirma = values.anrede === ANREDE_FIRMA;

  return (
    <Grid gap="md">
      <Section title={isFirma ? 'Firma' : 'Person'}>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Anrede"
            data={[...customerAnredeOptions]}
            {...f('anrede')}
            clearable
            data-autofocus={autoFocus || undefined}
          />
        </Grid.Col>
        {isFirma ? (
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label="Firma" autoComplete="organization" {...f('firma')} required />
          </Grid.Col>
        ) : (
          <>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput label="Titel" placeholder="z. B. Dr." autoComplete="honorific-prefix" {...f('titel')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <GermanDateInput label="Geburtsdatum" {...f('geburtsdatum')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Vorname" autoComplete="given-name" {...f('vorname')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Name" autoComplete="family-name" {...f('name')} required />
            </Grid.Col>
          </>
        )}
      </Section>
      <Section title="Anschrift">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Straße" autoComplete="address-line1" {...f('strasse')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Hausnummer" {...f('hausnr')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <PostalCodeInput
            label="PLZ"
            land={landName(values.land)}
            {...f('plz')}
            maxLength={10}
            onPick={({ city }) => form.setFieldValue('ort', city)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Ort" autoComplete="address-level2" {...f('ort')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select label="Land" data={landOptions} {...f('land')} searchable allowDeselect={false} />
        </Grid.Col>
      </Section>
      <Section title="Kontakt">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TextInput label="Telefon" type="tel" autoComplete="tel" {...f('telefon')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TextInput label="Mobil" type="tel" autoComplete="tel" {...f('mobil')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <TextInput label="E-Mail" type="email" autoComplete="email" {...f('email')} />
        </Grid.Col>
      </Section>
      {betreuer && (
        <Section title="Betreuung">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Betreuer"
              data={betreuer.options.map((b) => ({ value: String(b.id), label: b.label }))}
              {...f('betreuerId')}
              required={betreuer.required}
              searchable
              allowDeselect={false}
              nothingFoundMessage="Keine Treffer"
            />
          </Grid.Col>
        </Section>
      )}
    </Grid>
  );
}
