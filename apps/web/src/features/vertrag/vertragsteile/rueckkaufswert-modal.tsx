import { type Rueckkaufswert, SaveRueckkaufswertBodySchema } from '@maklerwerk/domain';
import { Modal, NumberInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { CurrencyInput } from '../../../components/fields/currency-input';
import { DialogActions } from '../../../components/fields/dialog-actions';
import { FormAlert } from '../../../components/fields/form-alert';
import { numberOrNaN } from '../../../components/fields/percent-input';
import { useSchemaForm } from '../../../components/fields/use-schema-form';
import { useSaveRueckkaufswertMutation } from './vertragsteile.queries';

type Props = {
  contractId: number;
  /** The value to change; null adds one. */
  wert: Rueckkaufswert | null;
  opened: boolean;
  onClose: () => void;
};

type Values = { jahr: number | string | null; betrag: number | string | null };

const valuesOf = (wert: Rueckkaufswert | null): Values => ({ jahr: wert?.jahr ?? null, betrag: wert?.betrag ?? null });

/**
 * Modal of a buy-back value (spec §2.2, §5.2): Jahr and Betrag, checked by the domain schema. An invalid
 * save resets the form to the values it was opened with; the messages stay at their fields (decision 0025).
 */
export function RueckkaufswertModal({ contractId, wert, opened, onClose }: Props) {
  const save = useSaveRueckkaufswertMutation(contractId);
  const opening = useRef<Values>(valuesOf(wert));
  const resetToOpening = useRef(() => {});
  const { form, field, onSubmit, submitting, failure, reset } = useSchemaForm({
    schema: SaveRueckkaufswertBodySchema,
    initialValues: valuesOf(null),
    toBody: (v) => ({
      id: wert?.id,
      version: wert?.version,
      jahr: v.jahr === null || v.jahr === '' ? null : numberOrNaN(v.jahr),
      betrag: v.betrag === null ? null : numberOrNaN(v.betrag),
    }),
    submit: (body) => save.mutateAsync(body),
    onInvalid: () => resetToOpening.current(),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Der Rückkaufswert wurde gespeichert.' });
      onClose();
    },
  });

  // setValues clears the errors: the messages of the entered values are put back after the reset.
  resetToOpening.current = () => {
    const { errors } = form.validate();
    form.setValues(opening.current);
    form.setErrors(errors);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over each time the modal opens
  useEffect(() => {
    if (opened) {
      opening.current = valuesOf(wert);
      reset(opening.current);
    }
  }, [opened, wert]);

  return (
    <Modal opened={opened} onClose={onClose} title="Rückkaufswert" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <NumberInput
            label="Jahr"
            {...field('jahr')}
            value={field('jahr').value ?? ''}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            inputMode="numeric"
            data-autofocus
          />
          <CurrencyInput label="Betrag" {...field('betrag')} />
          <FormAlert message={failure} />
          <DialogActions onCancel={onClose} submitting={submitting} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
