import {
  type FormularAnswers,
  type FormularContext,
  type FormularDefinition,
  type FormularRow,
  isRepeatableStep,
  lookupIn,
  rowErrorKey,
  schrittListe,
  validateFormular,
} from '@maklerwerk/domain';
import { Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormComponents } from './form-component-view';
import type { FormState, Scope } from './form-renderer.types';

export type FormRendererProps = {
  definition: FormularDefinition;
  /** The answers in their storage formats (docs/formulare.md). */
  values: FormularAnswers;
  onChange: (values: FormularAnswers) => void;
  /** The form data READ_ONLY and isSigniert: either locks every field (spec §4). */
  ctx?: FormularContext;
  /** antragWarnings and positionWarnings by field key: shown as errors on untouched fields (spec §5). */
  serverWarnings?: Readonly<Record<string, string>>;
  /** Touched field keys, when the page keeps them (e.g. all on submit); otherwise kept here. */
  touched?: ReadonlySet<string>;
  onTouch?: (key: string) => void;
  /**
   * Only one step of a dynamic document (decision 0045): a top-level component by its id, and for a
   * repeatable step the copy at `index` of its step list, titled `title`.
   */
  step?: { id: string; index?: number; title?: string };
};

const noWarnings: Readonly<Record<string, string>> = {};

/**
 * Renders a server-defined form (issue 16): every component by its type, hidden and disabled by the
 * domain rules, validator errors from validateFormular — the check the server runs on submit.
 */
export function FormRenderer({
  definition,
  values,
  onChange,
  ctx = {},
  serverWarnings = noWarnings,
  touched,
  onTouch,
  step,
}: FormRendererProps) {
  const [ownTouched, setOwnTouched] = useState<ReadonlySet<string>>(new Set());
  const touchedKeys = touched ?? ownTouched;
  // Field errors of the values; the lock is shown by disabling, not as a field error.
  const errors = useMemo(() => validateFormular(definition, values).errors, [definition, values]);

  const state: FormState = {
    ctx,
    errors,
    serverWarnings,
    isTouched: (key) => touchedKeys.has(key),
    touch: (key) => {
      if (!touchedKeys.has(key)) {
        onTouch?.(key);
        setOwnTouched((previous) => new Set(previous).add(key));
      }
    },
  };
  const scope: Scope = {
    values,
    lookup: lookupIn(values),
    set: (patch) => onChange({ ...values, ...patch }),
    errorKey: (id) => id,
    parentHidden: false,
    parentDisabled: false,
  };
  if (!step) {
    return <FormComponents components={definition.components} scope={scope} state={state} />;
  }
  const component = definition.components.find((c) => c.id === step.id);
  if (!component) {
    return null;
  }
  if (!isRepeatableStep(component) || step.index === undefined) {
    return <FormComponents components={[component]} scope={scope} state={state} />;
  }
  const list = schrittListe(values, component.id);
  const index = step.index;
  const row = list[index];
  if (!row) {
    return null;
  }
  const rowScope: Scope = {
    values: row,
    lookup: lookupIn(values, row),
    set: (patch) =>
      onChange({
        ...values,
        [component.id]: list.map((r, i) => (i === index ? ({ ...r, ...patch } as FormularRow) : r)),
      }),
    errorKey: (id) => rowErrorKey(component.id, index, id),
    parentHidden: false,
    parentDisabled: false,
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {step.title ?? component.label}
      </Title>
      <FormComponents components={component.children ?? []} scope={rowScope} state={state} />
    </Stack>
  );
}
