import { type PostalResult, postalSuggestionHint } from '@maklerwerk/domain';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { usePostalSearch } from './use-postal-search';

export type PostalPick = Pick<PostalResult, 'zip' | 'city' | 'state'>;

export type PostalCodeInputProps = {
  label: string;
  /** The postal code as typed. */
  value: string;
  onChange: (value: string) => void;
  /** Country of the address ('Deutschland', 'Österreich', 'DE', 'AT' …); other countries are not checked. Default Deutschland. */
  land?: string | null;
  /** A suggestion was picked: the form fills Ort (and the state where it has one). */
  onPick?: (pick: PostalPick) => void;
  /** An error of the form (schema or server); it wins over the field's own messages. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
};

/**
 * Postal code with suggestions (spec dokumente-formulare.md §2 widget 7, §4, §5): searched 1000 ms
 * after the last keystroke from 2 characters; the list is closed, open or loading.
 */
export function PostalCodeInput({
  label,
  value,
  onChange,
  land,
  onPick,
  error,
  required,
  disabled,
  maxLength,
  onBlur,
  onFocus,
}: PostalCodeInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [finished, setFinished] = useState(false);
  const search = usePostalSearch(value ?? '', land || 'Deutschland', finished);
  const hasOptions = search.results.length > 0;

  const pick = (index: string) => {
    const result = search.results[Number(index)];
    if (result) {
      onChange(result.zip);
      onPick?.({ zip: result.zip, city: result.city, state: result.state });
    }
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={label}
          value={value ?? ''}
          inputMode="numeric"
          autoComplete="postal-code"
          required={required}
          disabled={disabled}
          maxLength={maxLength}
          error={error || search.message}
          // Suggestions come from the codes of Deutschland and Österreich only: said under the field.
          description={postalSuggestionHint(land)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rightSection={
            search.loading ? <Loader size="xs" role="status" aria-label="Orte werden gesucht" /> : undefined
          }
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setFinished(false);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={(event) => {
            combobox.openDropdown();
            onFocus?.(event);
          }}
          onBlur={(event) => {
            combobox.closeDropdown();
            setFinished(true);
            onBlur?.(event);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!hasOptions}>
        <Combobox.Options aria-label="Vorschläge">
          {search.results.map((result, index) => (
            <Combobox.Option value={String(index)} key={`${result.zip}-${result.city}-${result.state}`}>
              <Text size="sm">
                {result.zip} {result.city}
              </Text>
              <Text size="xs" c="dimmed">
                {result.state}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
