import {
  type FormularComponent,
  type FormularRow,
  type FormularValue,
  lookupIn,
  REPEAT_GROUP_MAX_ROWS,
  rowErrorKey,
  shownError,
} from '@maklerwerk/domain';
import { Button, Fieldset, Group, Paper, Stack, Text } from '@mantine/core';
import { FormComponents } from './form-component-view';
import type { FormState, Scope } from './form-renderer.types';

type Props = { group: FormularComponent; scope: Scope; state: FormState; disabled: boolean };

const isRow = (value: unknown): value is FormularRow => typeof value === 'object' && value !== null;

/** A repeat group: its children once per row, rows added and removed (up to `config.maxRows`). */
export function RepeatGroupField({ group, scope, state, disabled }: Props) {
  const current = scope.values[group.id];
  const rows = Array.isArray(current) ? current.filter(isRow) : [];
  const max = group.config?.maxRows ?? REPEAT_GROUP_MAX_ROWS;
  const setRows = (next: FormularRow[]) => {
    state.touch(group.id);
    scope.set({ [group.id]: next });
  };
  const error = shownError({
    touched: state.isTouched(group.id),
    validateUntouched: group.config?.validateUntouched,
    serverWarning: state.serverWarnings[group.id],
    error: state.errors[group.id],
  });

  return (
    <Fieldset legend={group.label} disabled={disabled}>
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            Noch keine Einträge.
          </Text>
        )}
        {rows.map((row, index) => {
          const rowScope: Scope = {
            values: row,
            lookup: lookupIn(scope.values, row),
            set: (patch: Record<string, FormularValue>) =>
              setRows(rows.map((r, i) => (i === index ? ({ ...r, ...patch } as FormularRow) : r))),
            errorKey: (id) => rowErrorKey(group.id, index, id),
            parentHidden: false,
            parentDisabled: disabled,
          };
          return (
            // Rows have no id of their own: the index is what the stored answers and errors use too.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Paper key={index} withBorder p="sm">
              <FormComponents components={group.children ?? []} scope={rowScope} state={state} />
              {!disabled && (
                <Group justify="flex-end" mt="xs">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={`${group.label}: Eintrag ${index + 1} entfernen`}
                    onClick={() => setRows(rows.filter((_, i) => i !== index))}
                  >
                    Entfernen
                  </Button>
                </Group>
              )}
            </Paper>
          );
        })}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {!disabled && (
          <Group>
            <Button variant="light" size="xs" disabled={rows.length >= max} onClick={() => setRows([...rows, {}])}>
              {`${group.label}: Eintrag hinzufügen`}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
