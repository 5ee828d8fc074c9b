import {
  COURTAGE_MESSAGES,
  MAKLERNR_LENGTH,
  type SaveVerteilungszeileBody,
  SaveVerteilungszeileBodySchema,
  type Verteilungszeile,
} from '@maklerwerk/domain';
import { Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { numberOrNaN, PercentInput } from '../../components/fields/percent-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { maklerLookupQueryOptions, useSaveVerteilungszeileMutation, verteilungQueryOptions } from './courtage.queries';

/** Spec §5.5: the lookup waits this long after the last keystroke. */
export const LOOKUP_DEBOUNCE_MS = 300;

type Values = {
  /** The line after which a new one goes ('0': at the top); select values are strings. */
  previousLfdNr: string | null;
  maklernr: string;
  provSatz: number | string | null;
  mwstProzent: number | string | null;
  stornoReserveProzent: number | string | null;
};

/**
 * The line's stored rate and percentages, as they are (issue 36): nothing is rounded or rebuilt from the
 * cents, so a field the user leaves alone is sent back unchanged and its line keeps every cent.
 */
function valuesOf(line: Verteilungszeile | null): Values {
  if (!line) {
    return { previousLfdNr: null, maklernr: '', provSatz: null, mwstProzent: null, stornoReserveProzent: null };
  }
  return {
    previousLfdNr: String(line.lfdNr - 1),
    maklernr: line.maklernr,
    provSatz: line.provSatz,
    mwstProzent: line.mwstProzent,
    stornoReserveProzent: line.stornoReserveProzent,
  };
}

/** Rates and percentages are stored with four decimals (spec §9); the fields show all of them. */
const PERCENT_DECIMALS = 4;

type Props = {
  contractId: number;
  buchungsnr: number;
  /** The line to change; null adds a new one at a chosen position. */
  line: Verteilungszeile | null;
  opened: boolean;
  onClose: () => void;
};

/** 'Verteilung auf die Struktur': one line of a booking's distribution (spec §2.3, §4.4, §5.5). */
export function VerteilungModal({ opened, onClose, ...rest }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Verteilung auf die Struktur" centered size="lg">
      {/* A fresh form per opening: nothing of the previous line stays. */}
      {opened && <VerteilungForm {...rest} onClose={onClose} />}
    </Modal>
  );
}

function VerteilungForm({ contractId, buchungsnr, line, onClose }: Omit<Props, 'opened'>) {
  const verteilung = useQuery(verteilungQueryOptions(contractId, buchungsnr));
  const save = useSaveVerteilungszeileMutation(contractId, buchungsnr);
  const { form, field, onSubmit, submitting, failure } = useSchemaForm({
    schema: SaveVerteilungszeileBodySchema,
    initialValues: valuesOf(line),
    toBody: (v): SaveVerteilungszeileBody => ({
      ...(line ? { lfdNr: line.lfdNr } : {}),
      // An existing line keeps its place.
      previousLfdNr: line ? line.lfdNr - 1 : v.previousLfdNr === null ? Number.NaN : Number(v.previousLfdNr),
      maklernr: v.maklernr,
      provSatz: numberOrNaN(v.provSatz),
      mwstProzent: v.mwstProzent === null ? 0 : numberOrNaN(v.mwstProzent),
      stornoReserveProzent: v.stornoReserveProzent === null ? 0 : numberOrNaN(v.stornoReserveProzent),
      versicherungseinbehalt: line?.versicherungseinbehalt ?? 0,
    }),
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Gespeichert.' });
      onClose();
    },
  });

  // The broker lookup: debounced, only at exactly 5 characters (spec §5.5, §9).
  const typed = form.values.maklernr.trim();
  const [debounced] = useDebouncedValue(typed, LOOKUP_DEBOUNCE_MS);
  const lookupFor = debounced.length === MAKLERNR_LENGTH ? debounced : '';
  const lookup = useQuery({ ...maklerLookupQueryOptions(lookupFor), enabled: lookupFor !== '' });
  const settled = typed.length === MAKLERNR_LENGTH && lookupFor === typed && !lookup.isFetching;
  const found = settled && lookup.isSuccess && lookup.data.maklernr !== '' ? lookup.data : null;
  // An empty or failed answer marks the number invalid (the error itself is not shown, spec §8).
  const unknown = settled && (lookup.isError || (lookup.isSuccess && lookup.data.maklernr === ''));
  const looking = typed.length === MAKLERNR_LENGTH && !settled;

  // On success the field takes the returned number (its spelling).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer sets the number
  useEffect(() => {
    if (found && found.maklernr !== form.values.maklernr) {
      form.setFieldValue('maklernr', found.maklernr);
    }
  }, [found?.maklernr]);

  /** Checks one field when it is left; an empty broker number is 'erforderlich' (spec §5.5). */
  const check = (key: keyof Values) => () => {
    void form.validateField(key);
    if (key === 'maklernr' && form.getValues().maklernr.trim() === '') {
      form.setFieldError('maklernr', COURTAGE_MESSAGES.maklernrRequired);
    }
  };
  const maklernrField = field('maklernr');
  const maklernrError = unknown ? COURTAGE_MESSAGES.maklernrUnknown : maklernrField.error;
  const invalid = !form.isValid() || unknown || looking;

  const lines = verteilung.data?.lines ?? [];
  const positions = [
    { value: '0', label: 'Am Anfang' },
    ...lines.map((l) => ({ value: String(l.lfdNr), label: `Nach Lfd. Nr. ${l.lfdNr} – ${l.maklernr} ${l.name}` })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Verteilung auf die Struktur">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Buchungsnr {buchungsnr}
        </Text>
        {line ? (
          <TextInput label="Lfd. Nr." value={String(line.lfdNr)} readOnly variant="filled" />
        ) : (
          <Select
            label="Position"
            placeholder="Nach welcher Zeile?"
            data={positions}
            {...field('previousLfdNr')}
            onBlur={check('previousLfdNr')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <TextInput
          label="Vermittlernummer"
          {...maklernrField}
          error={maklernrError}
          maxLength={MAKLERNR_LENGTH}
          autoComplete="off"
          onBlur={check('maklernr')}
          rightSection={looking ? <Loader size="xs" aria-label="Vermittler wird gesucht" /> : null}
          description={
            found ? (
              <Text
                span
                size="sm"
                c="teal.9"
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                data-testid="makler-name"
              >
                <IconCircleCheck size={14} aria-hidden />
                {found.fullName}
              </Text>
            ) : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
          <PercentInput
            label="Courtagesatz"
            decimals={PERCENT_DECIMALS}
            allowNegative
            {...field('provSatz')}
            required
            onBlur={check('provSatz')}
          />
          <PercentInput
            label="MwSt %"
            decimals={PERCENT_DECIMALS}
            allowNegative={false}
            {...field('mwstProzent')}
            required={false}
            onBlur={check('mwstProzent')}
          />
          <PercentInput
            label="Stornoreserve %"
            decimals={PERCENT_DECIMALS}
            allowNegative={false}
            {...field('stornoReserveProzent')}
            required={false}
            onBlur={check('stornoReserveProzent')}
          />
        </SimpleGrid>
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Abbrechen
          </Button>
          <Button type="submit" loading={submitting} disabled={invalid}>
            Speichern
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
