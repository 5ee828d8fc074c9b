import {
  type FormularComponent,
  type FormularScalar,
  isDisabled,
  isFormularRequired,
  isHalfWidth,
  isHidden,
  shownError,
} from '@maklerwerk/domain';
import { Grid, Stack, Title } from '@mantine/core';
import { FormField } from './form-field';
import type { FormState, Scope } from './form-renderer.types';
import { RepeatGroupField } from './repeat-group-field';

type Props = { components: readonly FormularComponent[]; scope: Scope; state: FormState };

const scalar = (value: unknown): FormularScalar =>
  typeof value === 'string' || typeof value === 'boolean' ? value : null;

/** One level of components in a grid: half-width types take half a row from `sm` up (spec §9). */
export function FormComponents({ components, scope, state }: Props) {
  return (
    <Grid>
      {components.map((component) => {
        if (isHidden(component, scope.lookup, scope.parentHidden)) {
          return null;
        }
        const disabled = isDisabled(component, {
          ...state.ctx,
          lookup: scope.lookup,
          parentDisabled: scope.parentDisabled,
        });
        return (
          <Grid.Col key={component.id} span={{ base: 12, sm: isHalfWidth(component.type) ? 6 : 12 }}>
            <FormComponent component={component} scope={scope} state={state} disabled={disabled} />
          </Grid.Col>
        );
      })}
    </Grid>
  );
}

function FormComponent({
  component,
  scope,
  state,
  disabled,
}: {
  component: FormularComponent;
  scope: Scope;
  state: FormState;
  disabled: boolean;
}) {
  if (component.type === 'heading') {
    return (
      <Stack gap="sm">
        <Title order={3} size="h4">
          {component.label}
        </Title>
        {component.children && component.children.length > 0 && (
          <FormComponents
            components={component.children}
            scope={{ ...scope, parentDisabled: disabled }}
            state={state}
          />
        )}
      </Stack>
    );
  }
  if (component.type === 'repeatGroup') {
    return <RepeatGroupField group={component} scope={scope} state={state} disabled={disabled} />;
  }
  const key = scope.errorKey(component.id);
  const touched = state.isTouched(key);
  const placeholder = component.placeholder ?? component.config?.placeholder;
  return (
    <FormField
      component={component}
      label={component.label}
      value={scalar(scope.values[component.id])}
      onChange={(value) => scope.set({ [component.id]: value })}
      onBlur={() => state.touch(key)}
      error={
        shownError({
          touched,
          validateUntouched: component.config?.validateUntouched,
          serverWarning: state.serverWarnings[key],
          error: state.errors[key],
        }) ?? undefined
      }
      disabled={disabled}
      required={isFormularRequired(component) && !disabled}
      {...(placeholder === undefined ? {} : { placeholder })}
      read={scope.lookup}
      patch={scope.set}
    />
  );
}
