import {
  autoInsertColon,
  defaultPopupTime,
  formatTime,
  normalizeTime,
  parseTime,
  TIME_MESSAGE,
} from '@maklerwerk/domain';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { TimePopup } from './time-popup';

export type TimeInputProps = {
  label: string;
  /** The time as typed ('08:30', '8.30', '' when empty); normalised to 'HH:MM[:SS]' when the field is left. */
  value: string;
  onChange: (value: string) => void;
  /** Minutes of the popup in quarters (00, 15, 30, 45); false lists all 60. Default true. */
  quarterMode?: boolean;
  /** An error of the form; it wins over the field's own message. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
};

/**
 * Time picker (spec dokumente-formulare.md §2 widget 6, §4, §5): typing adds the colon after two
 * digits, clearing emits '', and a popup lists hours and minutes.
 */
export function TimeInput({
  label,
  value,
  onChange,
  quarterMode = true,
  error,
  required,
  disabled,
  onBlur,
  onFocus,
}: TimeInputProps) {
  const text = value ?? '';
  const [opened, setOpened] = useState(false);
  const [left, setLeft] = useState(false);
  const own = left && normalizeTime(text) === null ? TIME_MESSAGE : null;
  const marked = parseTime(text) ?? defaultPopupTime(text);

  const choose = (hours: number, minutes: number) => {
    onChange(formatTime({ hours, minutes }));
    setLeft(false);
  };

  const popup = (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          aria-label="Uhrzeit auswählen"
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
        >
          <IconClock size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <TimePopup
          time={marked}
          quarterMode={quarterMode}
          onHour={(hour) => choose(hour, marked.minutes)}
          onMinute={(minute) => {
            choose(marked.hours, minute);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      label={label}
      value={text}
      inputMode="numeric"
      placeholder={disabled ? undefined : 'HH:MM'}
      required={required}
      disabled={disabled}
      maxLength={8}
      error={error || own}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next.trim() === '' ? '' : autoInsertColon(text, next));
        setLeft(false);
      }}
      onFocus={onFocus}
      onBlur={(event) => {
        const normal = normalizeTime(text);
        if (normal !== null && normal !== text) {
          onChange(normal);
        }
        setLeft(true);
        onBlur?.(event);
      }}
      rightSection={popup}
      rightSectionPointerEvents="all"
    />
  );
}
