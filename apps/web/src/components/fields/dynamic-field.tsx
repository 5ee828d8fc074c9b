import type { FieldDefinition, FieldValue } from '@maklerwerk/domain';
import { Autocomplete, Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { CurrencyInput } from './currency-input';
import { GermanDateInput } from './german-date-input';
import { fromNumberInput, germanNumberProps } from './german-number';
import { PostalCodeInput } from './postal-code-input';

type Props = {
  field: FieldDefinition;
  value: FieldValue;
  error: string | null | undefined;
  onChange: (value: FieldValue) => void;
  onBlur?: () => void;
  /** A checkbox beside labelled inputs sits on their line. */
  alignWithInputs?: boolean;
  /** `plz` fields: the form's country, and where a picked suggestion's place goes. */
  land?: string | null;
  onPickPlace?: (city: string) => void;
};

const asText = (value: FieldValue) => (value === null || value === undefined ? '' : String(value));

/** One server-defined field, rendered by its type (spec 2.2). */
export function DynamicField({
  field,
  value,
  error,
  onChange,
  onBlur,
  alignWithInputs = false,
  land,
  onPickPlace,
}: Props) {
  const common = {
    label: field.label,
    disabled: field.disabled,
    required: field.required && !field.disabled,
    error: error || undefined,
    onBlur,
    name: field.key,
  };
  switch (field.type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={field.maxLength ?? undefined}
          description={
            field.maxLength && !field.disabled ? `${asText(value).length} / ${field.maxLength} Zeichen` : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={2}
          maxRows={8}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          {...germanNumberProps}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(fromNumberInput(next))}
        />
      );
    case 'currency':
      return (
        <CurrencyInput
          {...common}
          value={typeof value === 'boolean' ? null : value}
          onChange={(next) => onChange(next)}
        />
      );
    case 'date':
      return (
        <GermanDateInput
          {...common}
          value={typeof value === 'string' && value ? value : null}
          onChange={(next) => onChange(next)}
        />
      );
    case 'select': {
      const options = field.options ?? [];
      return (
        <Select
          {...common}
          data={options}
          value={value === null || value === undefined || value === '' ? null : String(value)}
          onChange={(next) => onChange(next)}
          clearable={!field.required && !field.disabled}
          searchable={options.length > 8}
          nothingFoundMessage="Keine Treffer"
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
    }
    case 'autocomplete':
      // Free text; the options (e.g. the customer's bank accounts) are suggestions to pick from.
      return (
        <Autocomplete
          {...common}
          data={(field.options ?? []).map((o) => o.value)}
          value={asText(value)}
          onChange={(next) => onChange(next)}
          maxLength={field.maxLength ?? undefined}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'plz':
      return (
        <PostalCodeInput
          label={field.label}
          disabled={field.disabled}
          required={common.required}
          error={common.error}
          onBlur={onBlur}
          value={asText(value)}
          onChange={(next) => onChange(next)}
          land={land}
          onPick={(pick) => onPickPlace?.(pick.city)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          name={field.key}
          disabled={field.disabled}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          error={error || undefined}
          onBlur={onBlur}
          mt={alignWithInputs ? { base: 0, sm: 30 } : 0}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={field.maxLength ?? undefined}
        />
      );
  }
}
