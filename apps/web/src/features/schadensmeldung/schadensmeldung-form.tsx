import {
  type Bearbeitungsstand,
  type DamageReportDetails,
  type SaveDamageReportBody,
  SaveDamageReportBodySchema,
} from '@maklerwerk/domain';
import { Button, Group, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CurrencyInput } from '../../components/fields/currency-input';
import { StaleNotice } from '../../components/fields/form-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useSaveSchadensmeldungMutation } from './schadensmeldung.queries';

type Values = {
  meldedatum: string | null;
  schadennr: string;
  sparteId: string | null;
  ereignisdatum: string | null;
  schadensursacheText: string;
  bearbstand: string | null;
  schadenort: string;
  schilderung: string;
  /** Cents; a text while the amount is unfinished. */
  schadenhoeheCents: number | string | null;
  reserveCents: number | string | null;
  versichererSchadennr: string;
};

export function valuesOf(d: DamageReportDetails): Values {
  return {
    meldedatum: d.meldedatum,
    schadennr: d.schadennr,
    sparteId: d.sparteId === null ? null : String(d.sparteId),
    ereignisdatum: d.ereignisdatum,
    schadensursacheText: d.schadensursacheText,
    bearbstand: d.bearbstand,
    schadenort: d.schadenort ?? '',
    schilderung: d.schilderung ?? '',
    schadenhoeheCents: d.schadenhoeheCents,
    reserveCents: d.reserveCents,
    versichererSchadennr: d.versichererSchadennr ?? '',
  };
}

/** An unfinished amount is no number: the schema answers with its German message. */
const money = (value: number | string | null) => (typeof value === 'string' ? Number.NaN : value);

type Props = {
  contractId: number;
  details: DamageReportDetails;
  /** Loads the report again (after a 409) and answers the fresh data. */
  reload: () => Promise<DamageReportDetails | undefined>;
};

/** Every field of a damage report; the office edits them (versioned), everyone else reads them. */
export function SchadensmeldungForm({ contractId, details, reload }: Props) {
  const save = useSaveSchadensmeldungMutation(contractId, details.schadenId);
  // The version the shown values were loaded with: a save against a newer one answers 409.
  const [baseVersion, setBaseVersion] = useState(details.version);
  const readOnly = !details.canEdit;
  const { form, field, onSubmit, submitting, failure, stale, reset } = useSchemaForm({
    schema: SaveDamageReportBodySchema,
    initialValues: valuesOf(details),
    toBody: (v): SaveDamageReportBody => ({
      version: baseVersion,
      meldedatum: v.meldedatum ?? '',
      ereignisdatum: v.ereignisdatum,
      schadennr: v.schadennr,
      sparteId: v.sparteId === null ? null : Number(v.sparteId),
      schadensursacheText: v.schadensursacheText,
      bearbstand: v.bearbstand as Bearbeitungsstand,
      schadenort: v.schadenort,
      schilderung: v.schilderung,
      schadenhoeheCents: money(v.schadenhoeheCents),
      reserveCents: money(v.reserveCents),
      versichererSchadennr: v.versichererSchadennr,
    }),
    submit: (body) => save.mutateAsync(body),
    onSuccess: (saved) => {
      reset(valuesOf(saved));
      setBaseVersion(saved.version);
      notifications.show({ color: 'teal', message: 'Gespeichert.' });
    },
  });

  // A newer version from the server (another tab, a reload) shows when nothing is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version of the report matters
  useEffect(() => {
    if (details.version !== baseVersion && !form.isDirty()) {
      reset(valuesOf(details));
      setBaseVersion(details.version);
    }
  }, [details.version]);

  const reloadForm = async () => {
    const fresh = await reload();
    if (fresh) {
      reset(valuesOf(fresh));
      setBaseVersion(fresh.version);
    }
  };
  // Read-only fields stay legible (disabled ones fade to a contrast below WCAG AA): filled, without
  // asterisks, and a date without its clear button.
  const common = readOnly ? ({ readOnly: true, required: false, variant: 'filled' } as const) : {};
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Angaben zum Schaden">
      {readOnly && (
        <Text size="sm" c="dimmed" mb="md" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconLock size={14} aria-hidden />
          Sie können diese Daten nur ansehen.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <GermanDateInput label="Meldedatum" {...field('meldedatum')} {...common} clearable={false} />
        <TextInput label="Schadennr." {...field('schadennr')} {...common} />
        <Select
          label="Sparte"
          placeholder={readOnly ? '–' : 'Sparte auswählen'}
          data={details.sparten}
          {...field('sparteId')}
          {...common}
          clearable={!readOnly}
          comboboxProps={{ withinPortal: true }}
        />
        <GermanDateInput label="Ereignisdatum" {...field('ereignisdatum')} {...common} clearable={!readOnly} />
        <TextInput label="Schadensursache" {...field('schadensursacheText')} {...common} />
        <Select
          label="Bearbeitungsstand"
          data={details.bearbstaende}
          {...field('bearbstand')}
          {...common}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label="Schadenort" {...field('schadenort')} {...common} />
        <CurrencyInput label="Schadenhöhe (geschätzt)" {...field('schadenhoeheCents')} {...common} />
        {!(readOnly && details.reserveCents === null) && (
          <CurrencyInput label="Reserve" {...field('reserveCents')} {...common} />
        )}
        <TextInput label="Schadennummer des Versicherers" {...field('versichererSchadennr')} {...common} />
      </SimpleGrid>
      <Textarea label="Schilderung" mt="sm" autosize minRows={3} maxRows={12} {...field('schilderung')} {...common} />
      {!readOnly && (
        <>
          {stale ? <StaleNotice onReload={() => void reloadForm()} /> : <FormAlert message={failure} mt="lg" />}
          <Group justify="flex-end" gap="sm" mt="lg">
            {form.isDirty() && (
              <Button variant="subtle" color="gray" onClick={() => reset()} disabled={submitting}>
                Änderungen verwerfen
              </Button>
            )}
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={submitting} disabled={stale}>
              Speichern
            </Button>
          </Group>
        </>
      )}
    </form>
  );
}
