import {
  type FormularAnswers,
  type FormularContext,
  type FormularDefinition,
  lookupIn,
  validateFormular,
} from '@maklerwerk/domain';
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
  return <FormComponents components={definition.components} scope={scope} state={state} />;
}
