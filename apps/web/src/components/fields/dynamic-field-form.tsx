import type { FieldDefinition, FieldValue } from '@maklerwerk/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { DynamicField } from './dynamic-field';

export type FieldValues = Record<string, FieldValue>;
export type FieldErrors = Record<string, string | undefined>;

type Props = {
  fields: FieldDefinition[];
  values: FieldValues;
  /** Errors of this edit (client check or the server's answer); else the field's validationMessage shows. */
  errors?: FieldErrors;
  onChange: (key: string, value: FieldValue) => void;
  onBlur?: (key: string) => void;
};

function groupsOf(fields: FieldDefinition[]): [string, FieldDefinition[]][] {
  const groups = new Map<string, FieldDefinition[]>();
  for (const field of fields) {
    if (field.visible) {
      groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
    }
  }
  return [...groups];
}

/** A form built from server field definitions: grouped, hidden fields left out, disabled ones locked. */
export function DynamicFieldForm({ fields, values, errors = {}, onChange, onBlur }: Props) {
  return (
    <Stack gap="xl">
      {groupsOf(fields).map(([group, groupFields]) => {
        const mixed = groupFields.some((f) => f.type !== 'checkbox');
        return (
          <section key={group} aria-label={group}>
            <Text
              component="h3"
              size="sm"
              fw={700}
              c="dark.6"
              mb="sm"
              pb={6}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              {group}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              {groupFields.map((field) => (
                <div key={field.key} style={field.type === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
                  <DynamicField
                    field={field}
                    value={values[field.key] ?? null}
                    error={errors[field.key] ?? field.validationMessage}
                    onChange={(value) => onChange(field.key, value)}
                    onBlur={onBlur ? () => onBlur(field.key) : undefined}
                    alignWithInputs={mixed}
                    land={typeof values.land === 'string' ? values.land : null}
                    onPickPlace={(city) => onChange('ort', city)}
                  />
                </div>
              ))}
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
