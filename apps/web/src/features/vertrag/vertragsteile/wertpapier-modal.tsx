import {
  anlagearten,
  SaveWertpapierBodySchema,
  WAEHRUNG_SYMBOL,
  type Waehrung,
  type Wertpapier,
  waehrungen,
} from '@maklerwerk/domain';
import { Autocomplete, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { CurrencyInput } from '../../../components/fields/currency-input';
import { DialogActions } from '../../../components/fields/dialog-actions';
import { FormAlert } from '../../../components/fields/form-alert';
import { GermanDateInput } from '../../../components/fields/german-date-input';
import { numberOrNaN } from '../../../components/fields/percent-input';
import { useSchemaForm } from '../../../components/fields/use-schema-form';
import { useSaveWertpapierMutation } from './vertragsteile.queries';

type Props = {
  contractId: number;
  sparteId: number;
  /** The security to change; null adds one. */
  wertpapier: Wertpapier | null;
  opened: boolean;
  onClose: () => void;
};

type Amount = number | string | null;
type Values = {
  isin: string;
  wertpapiername: string;
  anlageart: string;
  anteileDatum: string | null;
  anteile: Amount;
  anlagesumme: Amount;
  fondswert: Amount;
  fondswertEuro: Amount;
  waehrung: string;
};

const valuesOf = (w: Wertpapier | null): Values => ({
  isin: w?.isin ?? '',
  wertpapiername: w?.wertpapiername ?? '',
  anlageart: w?.anlageart ?? '',
  anteileDatum: w?.anteileDatum ?? null,
  anteile: w?.anteile ?? null,
  anlagesumme: w?.anlagesumme ?? null,
  fondswert: w?.fondswert ?? null,
  fondswertEuro: w?.fondswertEuro ?? null,
  waehrung: w?.waehrung ?? 'EUR',
});

const amount = (v: Amount) => (v === null ? null : numberOrNaN(v));

/** Modal 'Wertpapier': an embedded security (spec §3.6); the ISIN is checked with its check digit. */
export function WertpapierModal({ contractId, sparteId, wertpapier, opened, onClose }: Props) {
  const save = useSaveWertpapierMutation(contractId);
  const { form, field, onSubmit, submitting, failure, reset } = useSchemaForm({
    schema: SaveWertpapierBodySchema,
    initialValues: valuesOf(null),
    toBody: (v) => ({
      id: wertpapier?.id,
      version: wertpapier?.version,
      sparteId,
      isin: v.isin,
      wertpapiername: v.wertpapiername,
      anlageart: v.anlageart,
      anteileDatum: v.anteileDatum,
      anteile: amount(v.anteile),
      anlagesumme: amount(v.anlagesumme),
      fondswert: amount(v.fondswert),
      fondswertEuro: amount(v.fondswertEuro),
      waehrung: v.waehrung as Waehrung,
    }),
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Das Wertpapier wurde gespeichert.' });
      onClose();
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over each time the modal opens
  useEffect(() => {
    if (opened) {
      reset(valuesOf(wertpapier));
    }
  }, [opened, wertpapier]);

  const symbol = WAEHRUNG_SYMBOL[(form.values.waehrung as Waehrung) ?? 'EUR'] ?? '€';

  return (
    <Modal opened={opened} onClose={onClose} title="Wertpapier" centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="ISIN"
              {...field('isin')}
              maxLength={16}
              onBlur={() => form.setFieldValue('isin', form.values.isin.replace(/\s+/g, '').toUpperCase())}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              data-autofocus
            />
            <TextInput label="Wertpapiername" {...field('wertpapiername')} />
            <Autocomplete
              label="Anlageart"
              data={anlagearten}
              {...field('anlageart')}
              comboboxProps={{ withinPortal: true }}
            />
            <GermanDateInput label="Anteile-Datum" {...field('anteileDatum')} />
            <CurrencyInput label="Anteile" suffix="" {...field('anteile')} />
            <CurrencyInput label="Anlagesumme" {...field('anlagesumme')} />
            <Select
              label="Währung"
              data={waehrungen.map((w) => ({ value: w, label: `${w} (${WAEHRUNG_SYMBOL[w]})` }))}
              {...field('waehrung')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <CurrencyInput label="Fondswert" suffix={` ${symbol}`} {...field('fondswert')} />
            <CurrencyInput label="Fondswert in Euro" {...field('fondswertEuro')} />
          </SimpleGrid>
          <FormAlert message={failure} />
          <DialogActions onCancel={onClose} submitting={submitting} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
