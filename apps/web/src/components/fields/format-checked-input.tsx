import type { FormatCheckType } from '@maklerwerk/domain';
import { TextInput } from '@mantine/core';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { useFormatCheck } from './use-format-check';

export type FormatCheckedInputProps = {
  label: string;
  /** The value in its normal form (IBAN: electronic format; BIC: upper case without spaces). */
  value: string;
  /** Every change, already normalised; '' when the field was cleared. */
  onChange: (value: string) => void;
  /** An error of the form (schema or server); it wins over the check's text. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
};

type Props = FormatCheckedInputProps & {
  type: FormatCheckType;
  normalize: (input: string) => string;
  /** How the value shows while the field is not being edited. */
  display: (value: string) => string;
};

/**
 * A text field checked by mrscheckformat: the text shows as typed while editing and in its display
 * form afterwards; the server's message shows once the field was changed or left (spec §4).
 */
export function FormatCheckedInput({
  label,
  value,
  onChange,
  error,
  type,
  normalize,
  display,
  onBlur,
  onFocus,
  ...rest
}: Props) {
  const current = value ?? '';
  const [editing, setEditing] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const checkText = useFormatCheck(type, current);
  const shown = editing ?? display(current);

  return (
    <TextInput
      label={label}
      value={shown}
      autoComplete="off"
      spellCheck={false}
      error={error || (touched ? checkText : null)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setEditing(text);
        setTouched(true);
        onChange(normalize(text));
      }}
      onFocus={(event) => {
        setEditing(display(current));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setEditing(null);
        setTouched(true);
        onBlur?.(event);
      }}
      {...rest}
    />
  );
}
