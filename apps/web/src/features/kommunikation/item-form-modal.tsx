import {
  CreateItemBodySchema,
  gespraechRichtungen,
  gespraechRichtungLabel,
  ITEM_LIMITS,
  KOMMUNIKATION_LIMITS,
} from '@maklerwerk/domain';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useCreateItemMutation } from './kommunikation.queries';

type Props = {
  contractId: number;
  category: 'GESPRAECH' | 'BEMERKUNG';
  /** A Gespräch started from a phone number: the number is filled in. */
  nummer?: string;
  onClose: () => void;
};

const titles = { GESPRAECH: 'Gespräch erfassen', BEMERKUNG: 'Bemerkung erfassen' } as const;

/** A call note (number, direction, duration, text) or a Bemerkung in the contract's postbox. */
export function ItemFormModal({ contractId, category, nummer: initialNummer, onClose }: Props) {
  const create = useCreateItemMutation(contractId);
  const [subject, setSubject] = useState(category === 'GESPRAECH' ? 'Telefonat' : '');
  const [text, setText] = useState('');
  const [nummer, setNummer] = useState(initialNummer ?? '');
  const [richtung, setRichtung] = useState<(typeof gespraechRichtungen)[number]>('AUSGEHEND');
  const [dauer, setDauer] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const talk = category === 'GESPRAECH';

  const submit = async () => {
    const body = {
      insuranceId: contractId,
      category,
      subject,
      text,
      ...(talk ? { nummer, richtung, ...(dauer === '' ? {} : { dauerMinuten: Number(dauer) }) } : {}),
    };
    const parsed = CreateItemBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(body);
      notifications.show({
        color: 'teal',
        message: talk ? 'Das Gespräch wurde erfasst.' : 'Die Bemerkung wurde erfasst.',
      });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) {
        setErrors(e.fieldErrors);
      }
    }
  };

  return (
    <Modal opened onClose={onClose} title={titles[category]} centered size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Betreff"
            required
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            maxLength={KOMMUNIKATION_LIMITS.subject}
            error={errors.subject}
            data-autofocus
          />
          {talk && (
            <Group grow align="flex-start">
              <TextInput
                label="Rufnummer"
                value={nummer}
                onChange={(e) => setNummer(e.currentTarget.value)}
                maxLength={ITEM_LIMITS.nummer}
                error={errors.nummer}
                inputMode="tel"
              />
              <NumberInput
                label="Dauer (Minuten)"
                value={dauer}
                onChange={setDauer}
                min={0}
                max={ITEM_LIMITS.dauerMinuten}
                allowDecimal={false}
                error={errors.dauerMinuten}
              />
            </Group>
          )}
          {talk && (
            <div>
              <SegmentedControl
                aria-label="Richtung"
                value={richtung}
                onChange={(v) => setRichtung(v as typeof richtung)}
                data={gespraechRichtungen.map((r) => ({ value: r, label: gespraechRichtungLabel[r] }))}
              />
            </div>
          )}
          <Textarea
            label={talk ? 'Gesprächsnotiz' : 'Text'}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={5}
            maxLength={ITEM_LIMITS.text}
            error={errors.text}
          />
          <FormAlert
            message={
              create.isError && !(create.error instanceof ApiError && create.error.fieldErrors)
                ? errorMessage(create.error)
                : null
            }
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Abbrechen
            </Button>
            <Button type="submit" loading={create.isPending}>
              Speichern
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
