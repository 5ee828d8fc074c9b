import { type AnswerLookup, type FormularContext, formularLockMessage, isHidden, lookupIn } from './formular.rules';
import type { FormularAnswers, FormularRow } from './formular-answers.schema';
import type { FormularComponent } from './formular-component.schema';
import { isEmptyAnswer } from './formular-condition';
import type { FormularDefinition } from './formular-definition.schema';
import {
  FORMULAR_MAX_SCHRITTE,
  FormularSchrittListeSchema,
  isRepeatableStep,
  SCHRITT_ID_KEY,
  zuVieleSchritteMessage,
} from './formular-schritte';
import { validatorError } from './formular-validators';
import { checkFormularValue } from './formular-value-check';

/** Key of an error that concerns the whole form (a locked form). */
export const FORMULAR_ERROR_KEY = '_formular';
/** Rows a repeat group takes when its config sets no maxRows. */
export const REPEAT_GROUP_MAX_ROWS = 100;

export const UNKNOWN_FIELD_MESSAGE = 'Dieses Feld gibt es im Formular nicht.';
export const HIDDEN_FIELD_MESSAGE = 'Dieses Feld ist ausgeblendet und darf keinen Wert haben.';

/** Error key of a field in a repeat group's row: 'kinder.0.vorname'. */
export const rowErrorKey = (groupId: string, index: number, childId: string) => `${groupId}.${index}.${childId}`;

export type FormularValidation = {
  /** Component id (or rowErrorKey) → German message. */
  errors: Record<string, string>;
  /** The answers to store: only visible components, values in their normal storage form. */
  cleaned: FormularAnswers;
};

type Field = { component: FormularComponent; parentHidden: boolean };

/** The value-holding components of one level (heading sections flattened), with their parents' state. */
function fieldsOf(components: readonly FormularComponent[], lookup: AnswerLookup, parent = { hidden: false }): Field[] {
  return components.flatMap((component) => {
    const hidden = isHidden(component, lookup, parent.hidden);
    const own: Field = { component, parentHidden: parent.hidden };
    return component.type === 'heading' && !isRepeatableStep(component)
      ? [own, ...fieldsOf(component.children ?? [], lookup, { hidden })]
      : [own];
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Sink = { errors: Record<string, string> };

/** Checks one field's value; returns the value to store, or undefined when none is stored. */
function checkField(field: Field, value: unknown, lookup: AnswerLookup, key: string, sink: Sink) {
  const { component } = field;
  if (isHidden(component, lookup, field.parentHidden)) {
    if (!isEmptyAnswer(value)) {
      sink.errors[key] = HIDDEN_FIELD_MESSAGE;
    }
    return undefined;
  }
  const checked = checkFormularValue(component, value, lookup);
  if (!checked.ok) {
    sink.errors[key] = checked.message;
    return undefined;
  }
  const message = validatorError(component, checked.value);
  if (message !== null) {
    sink.errors[key] = message;
  }
  return value === undefined ? undefined : checked.value;
}

function checkGroup(group: FormularComponent, value: unknown, answers: Readonly<Record<string, unknown>>, sink: Sink) {
  if (value === undefined || value === null) {
    const message = validatorError(group, []);
    if (message) {
      sink.errors[group.id] = message;
    }
    return undefined;
  }
  const max = group.config?.maxRows ?? REPEAT_GROUP_MAX_ROWS;
  if (!Array.isArray(value) || !value.every(isPlainObject)) {
    sink.errors[group.id] = 'Die Einträge haben nicht das erwartete Format.';
    return undefined;
  }
  const step = isRepeatableStep(group);
  if (step) {
    // A step list: ids and the limit per list by its schema (the document's limit is checked once).
    const parsed = FormularSchrittListeSchema.safeParse(value);
    if (!parsed.success) {
      sink.errors[group.id] = parsed.error.issues[0]?.message ?? zuVieleSchritteMessage;
      return undefined;
    }
  } else if (value.length > max) {
    sink.errors[group.id] = `Es sind höchstens ${max} Einträge möglich.`;
    return undefined;
  }
  const requiredMessage = validatorError(group, value);
  if (requiredMessage) {
    sink.errors[group.id] = requiredMessage;
  }
  return value.map((row, index) => {
    const lookup = lookupIn(answers, row);
    const fields = fieldsOf(group.children ?? [], lookup);
    const known = new Set(fields.map((f) => f.component.id));
    for (const id of Object.keys(row).filter((k) => !known.has(k) && !(step && k === SCHRITT_ID_KEY))) {
      sink.errors[rowErrorKey(group.id, index, id)] = UNKNOWN_FIELD_MESSAGE;
    }
    const cleaned: FormularRow = step ? { [SCHRITT_ID_KEY]: row[SCHRITT_ID_KEY] as string } : {};
    for (const field of fields) {
      const id = field.component.id;
      const stored = checkField(field, row[id], lookup, rowErrorKey(group.id, index, id), sink);
      if (stored !== undefined && field.component.type !== 'heading') {
        cleaned[id] = stored;
      }
    }
    return cleaned;
  });
}

/**
 * Validates submitted answers against their definition, the same on server and web (spec §5,
 * issue 16 'Bad input'): a locked form (READ_ONLY, isSigniert '1') takes no answers; values for
 * unknown or hidden components are refused; each value is checked by its type and validators.
 * Validators of components hidden by a condition do not run.
 */
export function validateFormular(
  definition: FormularDefinition,
  answers: Readonly<Record<string, unknown>>,
  ctx: FormularContext = {},
): FormularValidation {
  const sink: Sink = { errors: {} };
  const lock = formularLockMessage(ctx);
  if (lock) {
    return { errors: { [FORMULAR_ERROR_KEY]: lock }, cleaned: {} };
  }
  const lookup = lookupIn(answers);
  const fields = fieldsOf(definition.components, lookup);
  const known = new Set(fields.map((f) => f.component.id));
  for (const id of Object.keys(answers).filter((k) => !known.has(k))) {
    sink.errors[id] = UNKNOWN_FIELD_MESSAGE;
  }
  const cleaned: FormularAnswers = {};
  for (const field of fields) {
    const { component } = field;
    const value = answers[component.id];
    if (component.type === 'repeatGroup' || isRepeatableStep(component)) {
      if (isHidden(component, lookup, field.parentHidden)) {
        if (!isEmptyAnswer(value)) {
          sink.errors[component.id] = HIDDEN_FIELD_MESSAGE;
        }
        continue;
      }
      const rows = checkGroup(component, value, answers, sink);
      if (rows !== undefined) {
        cleaned[component.id] = rows;
      }
      continue;
    }
    const stored = checkField(field, value, lookup, component.id, sink);
    if (stored !== undefined && component.type !== 'heading') {
      cleaned[component.id] = stored;
    }
  }
  const total = definition.components.filter(isRepeatableStep).reduce((sum, c) => {
    const rows = cleaned[c.id];
    return sum + (Array.isArray(rows) ? rows.length : 0);
  }, 0);
  if (total > FORMULAR_MAX_SCHRITTE) {
    const first = definition.components.find((c) => isRepeatableStep(c) && Array.isArray(cleaned[c.id]));
    sink.errors[first?.id ?? FORMULAR_ERROR_KEY] = zuVieleSchritteMessage;
  }
  return { errors: sink.errors, cleaned };
}
