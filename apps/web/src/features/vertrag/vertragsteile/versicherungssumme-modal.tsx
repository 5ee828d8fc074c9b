import {
  SaveVersicherungssummeBodySchema,
  type Versicherungssummen,
  type VersicherungssummeRow,
} from '@maklerwerk/domain';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { CurrencyInput } from '../../../components/fields/currency-input';
import { DialogActions } from '../../../components/fields/dialog-actions';
import { FormAlert } from '../../../components/fields/form-alert';
import { numberOrNaN } from '../../../components/fields/percent-input';
import { useSchemaForm } from '../../../components/fields/use-schema-form';
import { useSaveVersicherungssummeMutation } from './vertragsteile.queries';

type Props = {
  contractId: number;
  list: Pick<Versicherungssummen, 'variante' | 'sparten'>;
  /** The entry to change; null adds one. */
  summe: VersicherungssummeRow | null;
  opened: boolean;
  onClose: () => void;
};

type Values = {
  sparteId: string | null;
  bezeichnung: string;
  betrag: number | string | null;
  personOderObjekt: string;
};

/** Modal 'Versicherungssumme' (spec §2.2): Sparte, Bezeichnung, Betrag; the agent variant also personOderObjekt. */
export function VersicherungssummeModal({ contractId, list, summe, opened, onClose }: Props) {
  const save = useSaveVersicherungssummeMutation(contractId);
  const isAgent = list.variante === 'FA';
  const { field, onSubmit, submitting, failure, reset } = useSchemaForm({
    schema: SaveVersicherungssummeBodySchema,
    initialValues: { sparteId: null, bezeichnung: '', betrag: null, personOderObjekt: '' } as Values,
    toBody: (v) => ({
      id: summe?.id,
      version: summe?.version,
      sparteId: v.sparteId === null ? Number.NaN : Number(v.sparteId),
      bezeichnung: v.bezeichnung,
      betrag: v.betrag === null ? null : numberOrNaN(v.betrag),
      ...(isAgent ? { personOderObjekt: v.personOderObjekt } : {}),
    }),
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Die Versicherungssumme wurde gespeichert.' });
      onClose();
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over each time the modal opens
  useEffect(() => {
    if (opened) {
      reset({
        sparteId: String(summe?.sparteId ?? list.sparten[0]?.id ?? '') || null,
        bezeichnung: summe?.bezeichnung ?? '',
        betrag: summe?.betrag ?? null,
        personOderObjekt: summe?.personOderObjekt ?? '',
      });
    }
  }, [opened, summe]);

  return (
    <Modal opened={opened} onClose={onClose} title="Versicherungssumme" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Select
            label="Sparte"
            data={list.sparten.map((s) => ({ value: String(s.id), label: s.name }))}
            {...field('sparteId')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label="Bezeichnung" {...field('bezeichnung')} data-autofocus />
          <CurrencyInput label="Betrag" {...field('betrag')} />
          {isAgent && <TextInput label="Person oder Objekt" {...field('personOderObjekt')} />}
          <FormAlert message={failure} />
          <DialogActions onCancel={onClose} submitting={submitting} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
