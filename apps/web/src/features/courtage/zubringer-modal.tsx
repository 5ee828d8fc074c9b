import {
  COURTAGE_MESSAGES,
  MAKLERNR_LENGTH,
  SaveZubringerBodySchema,
  type Zubringer,
  type ZubringerList,
} from '@maklerwerk/domain';
import { Alert, Button, Group, Loader, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { germanNumberProps } from '../../components/fields/german-number';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { maklerLookupQueryOptions } from './courtage.queries';
import { useSaveZubringerMutation, ZUBRINGER_LOOKUP_DEBOUNCE_MS } from './zubringer.queries';

type Settings = Pick<ZubringerList, 'editable' | 'isInternal' | 'hatZubringerOhneMwSt' | 'mwstValue'>;

type Props = {
  contractId: number;
  /** The entry to edit; null creates a new one. */
  entry: Zubringer | null;
  settings: Settings;
  opened: boolean;
  onClose: () => void;
};

/** NumberInput answers a number, '' when empty, or an unfinished text such as '12.'. */
type NumberValue = number | string;
type Values = {
  bereich: string;
  zubringer: string;
  absolut: 'ja' | 'nein';
  provAbschluss: NumberValue;
  provBestand: NumberValue;
  mwst: NumberValue;
};

const completeNumber = /^-?\d+(\.\d+)?$/;

/** Spec §5.4: an empty percentage is sent as 0; an unfinished entry is no number (the schema says so). */
function percent(value: NumberValue | null | undefined): number {
  if (typeof value === 'number') {
    return value;
  }
  const text = (value ?? '').trim();
  if (text === '') {
    return 0;
  }
  return completeNumber.test(text) ? Number(text) : Number.NaN;
}

export const DEFAULT_BEREICH = 'Versicherungen';

const absolutOptions = [
  { value: 'ja', label: 'ja', description: 'absolut zur eingehenden Courtage' },
  { value: 'nein', label: 'nein', description: 'relativ zur Courtage des abschließenden Vermittlers' },
] as const;
const absolutDescription = (value: string | null) => absolutOptions.find((o) => o.value === value)?.description;

function initialValues(entry: Zubringer | null, settings: Settings): Values {
  return entry
    ? {
        bereich: entry.bereich,
        zubringer: entry.zubringer,
        absolut: entry.absolut ? 'ja' : 'nein',
        provAbschluss: entry.provAbschluss,
        provBestand: entry.provBestand,
        mwst: entry.mwst,
      }
    : {
        bereich: DEFAULT_BEREICH,
        zubringer: '',
        absolut: 'nein',
        provAbschluss: '',
        provBestand: '',
        mwst: settings.mwstValue,
      };
}

/**
 * The referrer's broker number and name (spec §4.5, §5.4): the lookup fires 300 ms after the last change and
 * only at exactly 5 characters; the referrer is valid only once a lookup returned a full name (an existing
 * entry starts valid with its name); an empty or failed answer clears the name and marks the number invalid.
 */
function useReferrer(value: string, entry: Zubringer | null, opened: boolean) {
  const [debounced] = useDebouncedValue(value, ZUBRINGER_LOOKUP_DEBOUNCE_MS);
  const unchanged = entry !== null && value === entry.zubringer;
  const active = opened && !unchanged && value.length === MAKLERNR_LENGTH && debounced === value;
  const lookup = useQuery({ ...maklerLookupQueryOptions(debounced), enabled: active });
  if (unchanged) {
    return { fullName: entry.zubringerFullName, valid: true, error: null, checking: false };
  }
  if (active && lookup.data?.fullName) {
    return { fullName: lookup.data.fullName, valid: true, error: null, checking: false };
  }
  // The lookup's failure is not shown as such (spec §8): it only leaves the referrer invalid.
  const failed = active && (lookup.isError || (lookup.isSuccess && !lookup.data.fullName));
  return {
    fullName: '',
    valid: false,
    error: failed ? COURTAGE_MESSAGES.zubringerInvalid : null,
    checking: value.length === MAKLERNR_LENGTH && !failed,
  };
}

/** 'Zubringercourtage bearbeiten' (spec §2.4, §4.5, §5.4): creates an entry, or updates one with its id and version. */
export function ZubringerModal({ contractId, entry, settings, opened, onClose }: Props) {
  const save = useSaveZubringerMutation(contractId);
  const { form, field, onSubmit, submitting, failure, reset } = useSchemaForm({
    schema: SaveZubringerBodySchema,
    initialValues: initialValues(entry, settings),
    toBody: (values: Values) => ({
      id: entry?.id,
      version: entry?.version,
      bereich: values.bereich,
      zubringer: values.zubringer,
      absolut: values.absolut === 'ja',
      provAbschluss: percent(values.provAbschluss),
      provBestand: percent(values.provBestand),
      mwst: percent(values.mwst),
    }),
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Gespeichert.' });
      onClose();
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over whenever the modal opens
  useEffect(() => {
    if (opened) {
      reset(initialValues(entry, settings));
    }
  }, [opened, entry]);

  const referrer = useReferrer(form.values.zubringer, entry, opened);
  const { editable } = settings;
  const canSave = editable && referrer.valid && form.isValid() && !submitting;
  /** Check a field when it is left (Speichern stays disabled while the form is invalid). */
  const checkOnBlur = (key: keyof Values) => () => {
    void form.validateField(key);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Zubringercourtage bearbeiten" centered size="lg">
      <form
        onSubmit={(event) => {
          if (canSave) {
            onSubmit(event);
          } else {
            event.preventDefault();
          }
        }}
        noValidate
      >
        <Stack gap="sm">
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {COURTAGE_MESSAGES.zubringerNote}
          </Alert>
          <TextInput
            label="Bereich"
            {...field('bereich')}
            required
            disabled={!editable}
            onBlur={checkOnBlur('bereich')}
          />
          <TextInput
            label="Zubringer"
            placeholder="Vermittlernummer"
            {...field('zubringer')}
            maxLength={MAKLERNR_LENGTH}
            required
            disabled={!editable}
            autoComplete="off"
            onBlur={checkOnBlur('zubringer')}
            error={referrer.error ?? form.errors.zubringer}
            description={referrer.fullName || undefined}
            rightSection={referrer.checking ? <Loader size="xs" aria-label="Vermittler wird gesucht" /> : undefined}
          />
          {settings.isInternal && (
            <Select
              label="Courtage"
              data={absolutOptions.map(({ value, label }) => ({ value, label }))}
              {...field('absolut')}
              required={false}
              allowDeselect={false}
              disabled={!editable}
              description={absolutDescription(form.values.absolut)}
              renderOption={({ option }) => (
                <div>
                  <Text size="sm">{option.label}</Text>
                  <Text size="xs" c="dimmed">
                    {absolutDescription(option.value)}
                  </Text>
                </div>
              )}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <NumberInput
            label="Abschluss / Einmalige VV-Strategiegebühr"
            {...germanNumberProps}
            decimalScale={4}
            suffix=" %"
            {...field('provAbschluss')}
            disabled={!editable}
            onBlur={checkOnBlur('provAbschluss')}
          />
          <NumberInput
            label="Bestand"
            {...germanNumberProps}
            decimalScale={4}
            suffix=" %"
            {...field('provBestand')}
            disabled={!editable}
            onBlur={checkOnBlur('provBestand')}
          />
          <NumberInput
            label="MwSt"
            {...germanNumberProps}
            decimalScale={2}
            suffix=" %"
            {...field('mwst')}
            required
            disabled={!editable || !settings.hatZubringerOhneMwSt}
            onBlur={checkOnBlur('mwst')}
          />
          <FormAlert message={failure} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Abbrechen
            </Button>
            <Button type="submit" loading={submitting} disabled={!canSave}>
              Speichern
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
