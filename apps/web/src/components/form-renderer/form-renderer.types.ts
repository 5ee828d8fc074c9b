import type { AnswerLookup, FormularContext, FormularScalar, FormularValue } from '@maklerwerk/domain';

/** What every component of one form sees: the lock, the errors, the warnings and the touched fields. */
export type FormState = {
  ctx: FormularContext;
  /** Error key → German message of the current values (validateFormular). */
  errors: Readonly<Record<string, string>>;
  serverWarnings: Readonly<Record<string, string>>;
  isTouched: (key: string) => boolean;
  touch: (key: string) => void;
};

/** One level of components: the form itself, or one row of a repeat group. */
export type Scope = {
  values: Readonly<Record<string, FormularValue | undefined>>;
  lookup: AnswerLookup;
  /** Sets values of this level (a picked place or bank fills linked components too). */
  set: (patch: Record<string, FormularValue>) => void;
  errorKey: (id: string) => string;
  parentHidden: boolean;
  parentDisabled: boolean;
};

/** The props of one value field. */
export type FieldProps = {
  label: string;
  value: FormularScalar;
  onChange: (value: FormularScalar) => void;
  onBlur: () => void;
  error: string | undefined;
  disabled: boolean;
  required: boolean;
  placeholder?: string;
};
