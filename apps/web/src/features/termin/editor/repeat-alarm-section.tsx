import {
  type ComboOption,
  retryDaysShown,
  retryFieldsDisabled,
  TERMIN_LIMITS,
  type TerminCombos,
  type Wiederholung,
  type Wochentag,
  wochentage,
  wochentagLabel,
} from '@maklerwerk/domain';
import { Chip, Group, Input, NumberInput, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { GermanDateInput } from '../../../components/fields/german-date-input';

type Props = {
  retry: Wiederholung;
  retryDays: Wochentag[];
  retryCount: number | null;
  retryMaxDate: string | null;
  alarmEmailMinutes: number | null;
  alarmMscMinutes: number | null;
  onChange: (change: Partial<Omit<Props, 'onChange' | 'combos' | 'readOnly' | 'errors'>>) => void;
  combos: Pick<TerminCombos, 'retryCombo' | 'alarmOptions' | 'alarmConfig'>;
  readOnly: boolean;
  errors: { retryDays?: ReactNode; retryCount?: ReactNode; retryMaxDate?: ReactNode };
};

const NONE = 'keine';
const alarmData = (options: TerminCombos['alarmOptions']): ComboOption[] =>
  options.map((o) => ({ value: o.minutes === null ? NONE : String(o.minutes), label: o.label }));
const toMinutes = (value: string | null) => (value === null || value === NONE ? null : Number(value));
const fromMinutes = (minutes: number | null) => (minutes === null ? NONE : String(minutes));

/** Repeats and reminders of an item (spec §3.1, §5.1, §9). */
export function RepeatAlarmSection(props: Props) {
  const { readOnly, onChange, combos } = props;
  const retryOff = retryFieldsDisabled(props.retry);
  const alarms = alarmData(combos.alarmOptions);
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Wiederholung
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Wiederholung"
            data={combos.retryCombo}
            value={props.retry}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(value) => value && onChange({ retry: value as Wiederholung })}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label="Anzahl"
            description="Wie oft insgesamt"
            min={1}
            max={TERMIN_LIMITS.retryCount}
            allowDecimal={false}
            allowNegative={false}
            value={props.retryCount ?? ''}
            disabled={readOnly || retryOff}
            error={props.errors.retryCount}
            onChange={(value) => onChange({ retryCount: typeof value === 'number' ? value : null })}
          />
          <GermanDateInput
            label="Bis"
            description="Letzter Tag der Serie"
            value={props.retryMaxDate}
            disabled={readOnly || retryOff}
            error={props.errors.retryMaxDate}
            onChange={(value) => onChange({ retryMaxDate: value })}
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {retryDaysShown(props.retry) && (
          <Input.Wrapper label="Wochentage" error={props.errors.retryDays} required>
            <Chip.Group
              multiple
              value={props.retryDays}
              onChange={(value) => onChange({ retryDays: wochentage.filter((d) => value.includes(d)) as Wochentag[] })}
            >
              <Group gap={6} mt={4} role="group" aria-label="Wochentage">
                {wochentage.map((d) => (
                  <Chip key={d} value={d} size="sm" disabled={readOnly}>
                    {wochentagLabel[d]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Erinnerung
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {combos.alarmConfig.alarmMail && (
            <Select
              label="Erinnerung per E-Mail"
              data={alarms}
              value={fromMinutes(props.alarmEmailMinutes)}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(value) => onChange({ alarmEmailMinutes: toMinutes(value) })}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {combos.alarmConfig.alarmMSC && (
            <Select
              label="Erinnerung im Browser"
              data={alarms}
              value={fromMinutes(props.alarmMscMinutes)}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(value) => onChange({ alarmMscMinutes: toMinutes(value) })}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
