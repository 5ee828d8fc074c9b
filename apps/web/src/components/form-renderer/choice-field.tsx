import type { FormularComponent } from '@maklerwerk/domain';
import { Group, Radio, Select } from '@mantine/core';
import type { FieldProps } from './form-renderer.types';

type Props = FieldProps & { component: FormularComponent };

/** combo, person and bank pickers: one of the component's options. */
export function SelectField({ component, value, onChange, ...rest }: Props) {
  const options = (component.options ?? []).map(({ value: v, label }) => ({ value: v, label }));
  return (
    <Select
      {...rest}
      data={options}
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={onChange}
      clearable={!rest.required && !rest.disabled}
      searchable={options.length > 8}
      nothingFoundMessage="Keine Treffer"
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** radio: the options side by side. */
export function RadioField({ component, value, onChange, onBlur, disabled, ...rest }: Props) {
  return (
    <Radio.Group
      label={rest.label}
      error={rest.error}
      required={rest.required}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => {
        onChange(next);
        onBlur();
      }}
    >
      <Group mt="xs">
        {(component.options ?? []).map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}
