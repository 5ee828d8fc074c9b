import {
  artMode,
  changeBeginDate,
  changeBeginTime,
  changeEnd,
  defaultBereich,
  type EditorMode,
  expandShortcut,
  formatDate,
  fullDayTimes,
  germanToIsoDate,
  modeArt,
  normalTime,
  type SaveTerminBody,
  type Termin,
  type TerminArt,
  type TerminCombos,
  type TerminFormValues,
  type Textbaustein,
} from '@maklerwerk/domain';
import {
  Checkbox,
  ColorInput,
  Grid,
  Group,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { CurrencyInput } from '../../../components/fields/currency-input';
import { GermanDateInput } from '../../../components/fields/german-date-input';
import { TimeInput } from '../../../components/fields/time-input';
import type { useSchemaForm } from '../../../components/fields/use-schema-form';
import { useSession } from '../../../lib/session';
import { DescriptionField } from './description-field';

/** Errors at these keys belong to the time fields: a new time clears them. */
const TIME_FIELDS_ERROR_KEYS = ['begin', 'end'];

type TerminForm = ReturnType<typeof useSchemaForm<TerminFormValues, SaveTerminBody, Termin>>;

type Props = {
  form: TerminForm['form'];
  field: TerminForm['field'];
  combos: TerminCombos;
  readOnly: boolean;
  /** The choice of Termin, Aufgabe or Aktivität: only for a new item outside a contract and the recipient mode. */
  showArt: boolean;
  currentMode: EditorMode;
  shortcuts: Textbaustein[];
  /** An end before the begin was taken as the begin: the editor says so. */
  onEndSwapped: () => void;
};

/** The editor's tab „Allgemein“: kind, title, times, flags, place, area, the task's fields, colour and text. */
export function AllgemeinTab({ form, field, combos, readOnly, showArt, currentMode, shortcuts, onEndSwapped }: Props) {
  const { actor } = useSession();
  const v = form.values;
  const art: TerminArt = v.art;
  const errors = form.errors;
  const times = { beginDate: v.beginDate, beginTime: v.beginTime, endDate: v.endDate, endTime: v.endTime };
  const setTimes = (next: typeof times) => {
    form.setValues(next);
    for (const key of ['beginDate', 'beginTime', 'endDate', 'endTime', ...TIME_FIELDS_ERROR_KEYS]) {
      form.clearFieldError(key);
    }
  };
  const setEnd = (end: { endDate?: string; endTime?: string }) => {
    const complete = end.endTime === undefined || normalTime(end.endTime) !== null;
    if (!complete) {
      form.setValues(end);
      return;
    }
    const result = changeEnd(times, end);
    setTimes(result.times);
    if (result.swapped) {
      onEndSwapped();
    }
  };

  /** Text fields expand shortcuts as they are typed (spec §5.1). */
  const shortcutField = (key: 'label' | 'place') => {
    const base = field(key);
    return {
      ...base,
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        form.setFieldValue(key, expandShortcut(value, shortcuts) ?? value);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (event.key === 'Enter') {
          const expanded = expandShortcut(form.getValues()[key], shortcuts, { atEnd: true });
          if (expanded !== null) {
            event.preventDefault();
            form.setFieldValue(key, expanded);
          }
        }
      },
    };
  };

  const changeArt = (next: TerminArt) => {
    const nextMode = artMode(next);
    const bereich = v.bereich === 'VersVertrag' ? v.bereich : defaultBereich(actor, next);
    const timesNext = nextMode === 'Termin' ? times : changeBeginDate(times, v.beginDate, nextMode);
    form.setValues({ art: next, bereich, ...timesNext });
  };

  const bereichOptions = combos.bereichCombo.some((o) => o.value === v.bereich)
    ? combos.bereichCombo
    : [...combos.bereichCombo, { value: v.bereich, label: v.bereichDisplay ?? v.bereich }];
  const isTask = art !== 'TERMIN';
  const ro = { disabled: readOnly };

  return (
    <Stack gap="sm">
      {showArt && (
        <Input.Wrapper label="Art" id="termin-art">
          <SegmentedControl
            aria-labelledby="termin-art-label"
            value={art}
            onChange={(value) => changeArt(value as TerminArt)}
            data={(['Termin', 'Aufgabe', 'Aktivität'] as const).map((m) => ({ value: modeArt[m], label: m }))}
            fullWidth
            mt={4}
          />
        </Input.Wrapper>
      )}
      <TextInput label="Titel" {...shortcutField('label')} required {...ro} data-autofocus />
      <Grid gap="sm">
        <Grid.Col span={{ base: 7, sm: 3 }}>
          <GermanDateInput
            label="Beginn Datum"
            required
            value={germanToIsoDate(v.beginDate)}
            onChange={(iso) => setTimes(changeBeginDate(times, formatDate(iso), currentMode))}
            error={errors.begin ?? errors.beginDate}
            popoverProps={{ withinPortal: true }}
            {...ro}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 3 }}>
          <TimeInput
            label="Beginn Zeit"
            value={v.beginTime}
            disabled={readOnly || v.fullDay}
            onChange={(time) => setTimes(changeBeginTime(times, time))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 7, sm: 3 }}>
          <GermanDateInput
            label="Ende Datum"
            value={germanToIsoDate(v.endDate)}
            onChange={(iso) => setEnd({ endDate: formatDate(iso) })}
            error={errors.end ?? errors.endDate}
            popoverProps={{ withinPortal: true }}
            {...ro}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 3 }}>
          <TimeInput
            label="Ende Zeit"
            value={v.endTime}
            disabled={readOnly || v.fullDay}
            onChange={(time) => setEnd({ endTime: time })}
          />
        </Grid.Col>
      </Grid>
      <Group gap="lg">
        <Checkbox
          label="Ganztägig"
          checked={v.fullDay}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            form.setFieldValue('fullDay', on);
            if (on) {
              setTimes(fullDayTimes(times));
            }
          }}
          {...ro}
        />
        <Checkbox label="Privat" {...form.getInputProps('private', { type: 'checkbox' })} {...ro} />
        {art === 'TERMIN' && (
          <Checkbox label="Bestätigt" {...form.getInputProps('bestaetigt', { type: 'checkbox' })} {...ro} />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Ort" {...shortcutField('place')} {...ro} />
        <Select
          label="Bereich"
          data={bereichOptions}
          {...field('bereich')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          description={v.bereich === 'VersVertrag' && v.bereichDisplay ? v.bereichDisplay : undefined}
          {...ro}
        />
        {isTask && (
          <Select
            label="Status"
            data={combos.statusComboAufgabe}
            {...field('status')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...ro}
          />
        )}
        {isTask && (
          <Select
            label="Verkaufsphase"
            data={combos.verkaufsphaseWVCombo}
            {...field('sellingPhase')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...ro}
          />
        )}
        {isTask && (
          <Select
            label="Art der Aktivität"
            data={combos.artComboWV}
            {...field('activityArt')}
            clearable
            comboboxProps={{ withinPortal: true }}
            {...ro}
          />
        )}
        {isTask && <TextInput label="Produkt" {...field('produkt')} {...ro} />}
        {isTask && (
          <CurrencyInput
            label="Geschäftswert"
            value={v.geschaeftwert}
            onChange={(cents) => form.setFieldValue('geschaeftwert', cents)}
            error={errors.geschaeftwert}
            min={0}
            {...ro}
          />
        )}
        <ColorInput
          label="Farbe"
          format="hex"
          value={v.color}
          onChange={(color) => form.setFieldValue('color', color)}
          error={errors.color}
          swatches={['#1971c2', '#237032', '#c2410c', '#862e9c', '#0b7285', '#a61e4d', '#495057']}
          eyeDropperButtonProps={{ 'aria-label': 'Farbe vom Bildschirm aufnehmen' }}
          swatchesPerRow={7}
          closeOnColorSwatchClick
          popoverProps={{ withinPortal: true }}
          {...ro}
        />
      </SimpleGrid>
      <DescriptionField
        initialHtml={form.getInitialValues().text}
        onChange={(html) => {
          form.setFieldValue('text', html);
          form.clearFieldError('text');
        }}
        shortcuts={shortcuts}
        readOnly={readOnly}
        error={typeof errors.text === 'string' ? errors.text : null}
      />
    </Stack>
  );
}
