import type { FormularComponent, FormularComponentType } from './formular-component.schema';
import { evaluateCondition } from './formular-condition';

// Display rules of a form component (spec dokumente-formulare.md §4, §5, §9), shared by server and web.

/** The form data keys READ_ONLY and isSigniert (spec §3), and the answers conditions read. */
export type FormularContext = {
  /** Data READ_ONLY: true (or 'true') locks the whole form. */
  readOnly?: boolean | string | null;
  /** Data isSigniert: '1' means signed, the form is locked. */
  isSigniert?: string | number | null;
};

/** Reads an answer by component id: a repeat group's row first, then the form's answers. */
export type AnswerLookup = (id: string) => unknown;

export function lookupIn(answers: Readonly<Record<string, unknown>>, row?: Readonly<Record<string, unknown>>) {
  return (id: string): unknown => (row && id in row ? row[id] : answers[id]);
}

/** Whether the form data lock every field: READ_ONLY is true, or isSigniert equals '1'. */
export function isFormularLocked(ctx: FormularContext): boolean {
  return ctx.readOnly === true || ctx.readOnly === 'true' || String(ctx.isSigniert ?? '') === '1';
}

/** The German reason a locked form refuses changes; null when it may be changed. */
export function formularLockMessage(ctx: FormularContext): string | null {
  if (String(ctx.isSigniert ?? '') === '1') {
    return 'Das Formular ist bereits unterschrieben und kann nicht mehr geändert werden.';
  }
  if (ctx.readOnly === true || ctx.readOnly === 'true') {
    return 'Das Formular ist schreibgeschützt und kann nicht geändert werden.';
  }
  return null;
}

/** Whether a component is hidden by its hide condition (a hidden parent hides its children: `parentHidden`). */
export function isHidden(component: FormularComponent, lookup: AnswerLookup, parentHidden = false): boolean {
  return parentHidden || (component.hideCondition !== undefined && evaluateCondition(component.hideCondition, lookup));
}

/**
 * Spec §4: a field is disabled when the data READ_ONLY is true, when isSigniert equals '1', when its
 * disable condition holds, or when its parent is disabled.
 */
export function isDisabled(
  component: FormularComponent,
  ctx: FormularContext & { lookup: AnswerLookup; parentDisabled?: boolean },
): boolean {
  return (
    isFormularLocked(ctx) ||
    ctx.parentDisabled === true ||
    (component.disabledCondition !== undefined && evaluateCondition(component.disabledCondition, ctx.lookup))
  );
}

export type ErrorDisplayState = {
  touched: boolean;
  validateUntouched?: boolean;
  /** The server's warning for this field (antragWarnings, positionWarnings). */
  serverWarning?: string | null;
};

/** Spec §5: validator errors show after a field is touched, or at once with validateUntouched. */
export function shouldShowError({ touched, validateUntouched }: ErrorDisplayState): boolean {
  return touched || validateUntouched === true;
}

/**
 * The message a field shows: on an untouched field the server's warning (spec §5) before any validator
 * error; once touched, the validator error of the current value (the warning was about the old one).
 */
export function shownError(state: ErrorDisplayState & { error?: string | null }): string | null {
  if (!state.touched && state.serverWarning) {
    return state.serverWarning;
  }
  return shouldShowError(state) ? (state.error ?? null) : null;
}

/** Spec §9: these types take half the row on wide screens; all others the whole row. */
export const halfWidthTypes: readonly FormularComponentType[] = [
  'TEXT',
  'currency',
  'percent',
  'number',
  'IBAN',
  'BIC',
  'date',
  'month',
  'combo',
  'person',
  'bank',
  'password',
  'plz',
];

export const isHalfWidth = (type: FormularComponentType): boolean => halfWidthTypes.includes(type);
