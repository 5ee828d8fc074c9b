import {
  decodeChips,
  decodeTextarea,
  encodeChips,
  encodeTextarea,
  type FormularComponent,
  type FormularScalar,
  type FormularValue,
} from '@maklerwerk/domain';
import { Checkbox, PasswordInput, TagsInput, Textarea, TextInput } from '@mantine/core';
import { BicInput } from '../fields/bic-input';
import { GermanDateInput } from '../fields/german-date-input';
import { IbanInput } from '../fields/iban-input';
import { PostalCodeInput } from '../fields/postal-code-input';
import { RadioField, SelectField } from './choice-field';
import type { FieldProps } from './form-renderer.types';
import { GermanNumberField } from './german-number-field';
import { MonthField } from './month-field';

type Props = FieldProps & {
  component: FormularComponent;
  /** The value of another component of the same level (the land of a postal code). */
  read: (id: string) => unknown;
  /** Sets other components of the same level (linked inputs, picked person or bank). */
  patch: (values: Record<string, FormularValue>) => void;
};

const text = (value: FormularScalar): string => (typeof value === 'string' ? value : '');

/** One value component, rendered with the app's field components by its type. */
export function FormField({ component, read, patch, ...props }: Props) {
  const { value, onChange } = props;
  const config = component.config ?? {};
  const input = { ...props, maxLength: config.maxLength, autoComplete: config.autocomplete };
  switch (component.type) {
    case 'number':
    case 'currency':
    case 'percent':
      return <GermanNumberField component={component} {...props} />;
    case 'month':
      return <MonthField {...props} />;
    case 'date':
      return config.monthPicker ? (
        <MonthField {...props} />
      ) : (
        <GermanDateInput {...props} value={text(value) || null} onChange={onChange} />
      );
    case 'combo':
    case 'person':
    case 'bank':
      return (
        <SelectField
          component={component}
          {...props}
          onChange={(picked) => {
            // One change for the pick and its copies: two calls would both start from the old values.
            const data = component.options?.find((o) => o.value === picked)?.data ?? {};
            const copies = Object.entries(config.componentFields ?? {}).filter(([key]) => key in data);
            patch({
              [component.id]: picked,
              ...Object.fromEntries(copies.map(([key, to]) => [to, data[key] ?? null])),
            });
          }}
        />
      );
    case 'radio':
      return <RadioField component={component} {...props} />;
    case 'checkbox':
      return (
        <Checkbox
          label={props.label}
          error={props.error}
          disabled={props.disabled}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          onBlur={props.onBlur}
        />
      );
    case 'chips':
      return (
        <TagsInput
          {...props}
          value={decodeChips(text(value)) ?? []}
          onChange={(chips) => onChange(encodeChips(chips))}
          splitChars={[',', ';']}
          acceptValueOnBlur
        />
      );
    case 'textarea': {
      const urlEncoded = config.urlEncoded === true;
      return (
        <Textarea
          {...input}
          value={decodeTextarea(text(value), urlEncoded) ?? text(value)}
          onChange={(e) => onChange(encodeTextarea(e.currentTarget.value, urlEncoded))}
          autosize
          minRows={2}
          maxRows={8}
        />
      );
    }
    case 'IBAN':
      return <IbanInput {...props} value={text(value)} />;
    case 'BIC':
      return <BicInput {...props} value={text(value)} />;
    case 'plz': {
      const ort = config.linkedInputs?.[0];
      const land = config.landField ? read(config.landField) : null;
      return (
        <PostalCodeInput
          {...props}
          value={text(value)}
          land={typeof land === 'string' ? land : null}
          onPick={(pick) => patch({ [component.id]: pick.zip, ...(ort ? { [ort]: pick.city } : {}) })}
        />
      );
    }
    case 'password':
      return (
        <PasswordInput
          {...input}
          value={text(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': 'Eingabe anzeigen oder verbergen' }}
        />
      );
    default:
      return <TextInput {...input} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
