import { SaveZahlungBodySchema, todayInGermany, type Zahlung } from '@maklerwerk/domain';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { CurrencyInput } from '../../components/fields/currency-input';
import { DialogActions } from '../../components/fields/dialog-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useAddZahlungMutation, useSaveZahlungMutation } from './schadensmeldung.queries';

type Props = {
  contractId: number;
  schadenId: number;
  /** The payment to change; null records a new one. */
  zahlung: Zahlung | null;
  opened: boolean;
  onClose: () => void;
};

type Values = { datum: string | null; betragCents: number | string | null; empfaenger: string; vermerk: string };

const valuesOf = (z: Zahlung | null): Values =>
  z
    ? { datum: z.datum, betragCents: z.betragCents, empfaenger: z.empfaenger, vermerk: z.vermerk ?? '' }
    : { datum: todayInGermany(), betragCents: null, empfaenger: '', vermerk: '' };

/** Records or changes a payment of the insurer on the claim. */
export function ZahlungModal({ contractId, schadenId, zahlung, opened, onClose }: Props) {
  const add = useAddZahlungMutation(contractId, schadenId);
  const change = useSaveZahlungMutation(contractId, schadenId);
  const { field, onSubmit, submitting, failure, reset } = useSchemaForm({
    schema: SaveZahlungBodySchema,
    initialValues: valuesOf(zahlung),
    toBody: (v) => ({
      datum: v.datum ?? '',
      // No amount or an unfinished one is no number: the schema answers with its German message.
      betragCents: typeof v.betragCents === 'number' ? v.betragCents : Number.NaN,
      empfaenger: v.empfaenger,
      vermerk: v.vermerk,
    }),
    submit: (body) =>
      zahlung
        ? change.mutateAsync({ zahlungId: zahlung.id, body: { ...body, version: zahlung.version } })
        : add.mutateAsync(body),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        message: zahlung ? 'Die Zahlung wurde geändert.' : 'Die Zahlung wurde erfasst.',
      });
      onClose();
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: every opening starts from the payment shown
  useEffect(() => {
    if (opened) {
      reset(valuesOf(zahlung));
    }
  }, [opened, zahlung]);

  const close = () => {
    if (!submitting) {
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={zahlung ? 'Zahlung bearbeiten' : 'Zahlung erfassen'} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <GermanDateInput label="Datum" {...field('datum')} required />
          <CurrencyInput label="Betrag" {...field('betragCents')} required data-autofocus />
          <TextInput label="Empfänger" {...field('empfaenger')} />
          <TextInput label="Vermerk" {...field('vermerk')} />
          <FormAlert message={failure} />
          <DialogActions onCancel={close} submitting={submitting} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
