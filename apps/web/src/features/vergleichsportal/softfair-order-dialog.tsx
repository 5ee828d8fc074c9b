import { SoftfairFormSchema } from '@maklerwerk/domain';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { BicInput } from '../../components/fields/bic-input';
import { DialogActions } from '../../components/fields/dialog-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { IbanInput } from '../../components/fields/iban-input';
import { PostalCodeInput } from '../../components/fields/postal-code-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { softfairFirmaQueryOptions, useSoftfairDownloadMutation } from './vergleichsportal.queries';

const empty = {
  vorname: '',
  nachname: '',
  strasse: '',
  plz: '',
  ort: '',
  telefon: '',
  bank: '',
  iban: '',
  bic: '',
  kontoinhaber: '',
};

/** Softfair order form (spec §3): registration with the comparison portal, downloaded as a filled PDF. */
export function SoftfairOrderDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const firma = useQuery({ ...softfairFirmaQueryOptions(), enabled: opened });
  const download = useSoftfairDownloadMutation();
  const { form, field, onSubmit, submitting, failure } = useSchemaForm({
    schema: SoftfairFormSchema,
    initialValues: empty,
    submit: (body) => download.mutateAsync(body),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Das Bestellformular wurde heruntergeladen.' });
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Bestellformular Softfair" centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Firma" value={firma.data?.firma ?? ''} readOnly variant="filled" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Vorname" autoComplete="given-name" {...field('vorname')} />
            <TextInput label="Nachname" autoComplete="family-name" {...field('nachname')} />
          </SimpleGrid>
          <TextInput label="Straße und Hausnummer" autoComplete="street-address" {...field('strasse')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PostalCodeInput
              label="PLZ"
              {...field('plz')}
              onChange={(value) => form.setFieldValue('plz', value)}
              onPick={(pick) => {
                form.setFieldValue('plz', pick.zip);
                form.setFieldValue('ort', pick.city);
              }}
            />
            <TextInput label="Ort" autoComplete="address-level2" {...field('ort')} />
          </SimpleGrid>
          <TextInput label="Telefon" type="tel" autoComplete="tel" {...field('telefon')} />
          <TextInput label="Bank" {...field('bank')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <IbanInput label="IBAN" {...field('iban')} onChange={(value) => form.setFieldValue('iban', value)} />
            <BicInput label="BIC" {...field('bic')} onChange={(value) => form.setFieldValue('bic', value)} />
          </SimpleGrid>
          <TextInput label="Kontoinhaber" {...field('kontoinhaber')} />
          <FormAlert message={failure} />
          <DialogActions submitLabel="PDF herunterladen" onCancel={onClose} submitting={submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
