import {
  type AllgemeineValues,
  applyAllgemeineRules,
  buildAllgemeineFields,
  type ContractCombos,
  editableKeys,
  type FieldDefinition,
} from '@maklerwerk/domain';
import type { FieldValues } from '../../components/fields/dynamic-field-form';

type Context = {
  canEdit: boolean;
  canChangeStatus: boolean;
  isAgent: boolean;
  /** Combos of the company chosen in the form (when it differs from the stored one). */
  combos: ContractCombos | undefined;
  policyNumberMessage: string | null;
};

const asValues = (values: FieldValues) => values as unknown as AllgemeineValues;

/**
 * The general step's fields for the values being edited: the domain rule decides visibility and
 * locks (duration mode, Betreuungsstufe without Anbindung, zahlweiseBemerkung), the server's
 * definitions give the option lists.
 */
export function recomputeAllgemeineFields(
  server: FieldDefinition[],
  values: FieldValues,
  ctx: Context,
): FieldDefinition[] {
  const optionsOf = (key: string) => server.find((f) => f.key === key)?.options ?? [];
  return buildAllgemeineFields(asValues(values), {
    canEdit: ctx.canEdit,
    canChangeStatus: ctx.canChangeStatus,
    isAgent: ctx.isAgent,
    gesellschaften: optionsOf('gesellschaft'),
    sparten: optionsOf('description'),
    combos: ctx.combos ?? { maklerGesellNr: optionsOf('maklerGesellNr'), anbindung: optionsOf('anbindung') },
    policyNumberMessage: ctx.policyNumberMessage,
    bankverbindungen: optionsOf('bankverbindung'),
  });
}

/** One edit plus what the rules make of it (ENDE clears the duration, no Anbindung clears the Betreuungsstufe). */
export function applyEdit(values: FieldValues, key: string, value: FieldValues[string]): FieldValues {
  const next = { ...values, [key]: value };
  const ruled = applyAllgemeineRules(asValues(next)) as unknown as FieldValues;
  return Object.fromEntries(Object.entries(ruled).filter(([k, v]) => k === key || (next[k] ?? null) !== (v ?? null)));
}

/** What a save sends: changed keys the user may edit now. */
export function allgemeineBody(fields: FieldDefinition[], values: FieldValues, changed: string[]): FieldValues {
  const allowed = editableKeys(fields);
  return Object.fromEntries(changed.filter((key) => allowed.has(key)).map((key) => [key, values[key] ?? null]));
}

export const valuesOfFields = (fields: FieldDefinition[]): FieldValues =>
  Object.fromEntries(fields.map((f) => [f.key, f.value]));
