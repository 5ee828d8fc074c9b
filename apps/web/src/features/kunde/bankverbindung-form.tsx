import {
  type Bankverbindung,
  CreateBankverbindungBodySchema,
  STANDARD_REQUIRED_MESSAGE,
  UpdateBankverbindungBodySchema,
} from '@maklerwerk/domain';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { BicInput } from '../../components/fields/bic-input';
import { DialogActions } from '../../components/fields/dialog-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { IbanInput } from '../../components/fields/iban-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useSaveBankverbindungMutation } from './kunde-stammdaten.queries';

type Values = { kontoinhaber: string; iban: string; bic: string; bank: string; standard: boolean };

type Props = {
  kundeId: number;
  /** The account to change; without it a new one. */
  account?: Bankverbindung;
  /** Kontoinhaber of a new account (the customer's name). */
  defaultKontoinhaber: string;
  /** The customer's first account becomes the default anyway. */
  isFirst: boolean;
  onSaved: (account: Bankverbindung) => void;
  onCancel: () => void;
};

/** A bank account: IBAN and BIC checked as typed and again by the server (the same schema). */
export function BankverbindungForm({ kundeId, account, defaultKontoinhaber, isFirst, onSaved, onCancel }: Props) {
  const save = useSaveBankverbindungMutation(kundeId);
  const { form, field, onSubmit, submitting, failure } = useSchemaForm({
    schema: account ? UpdateBankverbindungBodySchema : CreateBankverbindungBodySchema,
    initialValues: {
      kontoinhaber: account?.kontoinhaber ?? defaultKontoinhaber,
      iban: account?.iban ?? '',
      bic: account?.bic ?? '',
      bank: account?.bank ?? '',
      standard: account?.standard ?? isFirst,
    } as Values,
    toBody: (values) => ({ ...values, version: account?.version ?? 1 }),
    submit: (body) => save.mutateAsync({ id: account?.id ?? null, body }),
    onSuccess: onSaved,
  });
  const standardLocked = account?.standard === true || isFirst;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={account ? 'Bankverbindung bearbeiten' : 'Neue Bankverbindung'}>
      <Stack gap="sm">
        <TextInput label="Kontoinhaber" data-autofocus autoComplete="cc-name" {...field('kontoinhaber')} />
        <IbanInput label="IBAN" {...field('iban')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <BicInput label="BIC" {...field('bic')} />
          <TextInput label="Bank" {...field('bank')} />
        </SimpleGrid>
        <Checkbox
          label="Standard-Bankverbindung"
          description={
            account?.standard
              ? STANDARD_REQUIRED_MESSAGE
              : isFirst
                ? 'Die erste Bankverbindung eines Kunden ist immer Standard.'
                : 'Die bisherige Standard-Bankverbindung wird dabei zurückgesetzt.'
          }
          disabled={standardLocked}
          {...form.getInputProps('standard', { type: 'checkbox' })}
          mt={4}
        />
        <FormAlert message={failure} />
        <DialogActions
          submitLabel={account ? 'Speichern' : 'Bankverbindung anlegen'}
          onCancel={onCancel}
          submitting={submitting}
          mt="xs"
        />
      </Stack>
    </form>
  );
}
