import { z } from 'zod';
import {
  type FormularComponent,
  FormularComponentSchema,
  formularChoiceTypes,
  formularContainerTypes,
  formularNumericTypes,
  formularTextTypes,
} from './formular-component.schema';
import { CONDITION_MAX_DEPTH, conditionDepth, conditionFields } from './formular-condition';

/** Keys of the form data that are no components (spec §3): they may not be used as ids. */
export const reservedFormularKeys = ['READ_ONLY', 'isSigniert'] as const;

type Issue = { path: (string | number)[]; message: string };

/** Every component with its path in the definition, children included. */
export function walkFormularComponents(
  components: readonly FormularComponent[],
  path: (string | number)[] = ['components'],
): { component: FormularComponent; path: (string | number)[]; inGroup: boolean }[] {
  return components.flatMap((component, index) => {
    const here = [...path, index];
    const children = walkFormularComponents(component.children ?? [], [...here, 'children']).map((entry) => ({
      ...entry,
      inGroup:
        entry.inGroup ||
        component.type === 'repeatGroup' ||
        (component.type === 'heading' && !!component.config?.repeatableStep),
    }));
    return [{ component, path: here, inGroup: false }, ...children];
  });
}

/** What a single component may not combine (children, options, validators, config per type). */
function componentIssues(c: FormularComponent, inGroup: boolean): string[] {
  const issues: string[] = [];
  const children = c.children ?? [];
  if (children.length > 0 && !formularContainerTypes.includes(c.type)) {
    issues.push('Nur Überschriften und Wiederholgruppen dürfen Unterkomponenten haben.');
  }
  if (c.type === 'repeatGroup' && children.length === 0) {
    issues.push('Eine Wiederholgruppe braucht mindestens eine Unterkomponente.');
  }
  if (inGroup && formularContainerTypes.includes(c.type) && (c.type === 'repeatGroup' || children.length > 0)) {
    issues.push('Eine Wiederholgruppe darf keine Gruppen enthalten.');
  }
  if (formularChoiceTypes.includes(c.type) && c.options === undefined) {
    issues.push('Eine Auswahl braucht Optionen.');
  }
  const values = (c.options ?? []).map((o) => o.value);
  if (new Set(values).size !== values.length) {
    issues.push('Die Werte der Optionen müssen eindeutig sein.');
  }
  for (const v of c.validators ?? []) {
    if ((v.type === 'min' || v.type === 'max') && !formularNumericTypes.includes(c.type)) {
      issues.push(`Der Validator ${v.type} gilt nur für Zahlen.`);
    }
    if (
      (v.type === 'minLength' || v.type === 'maxLength' || v.type === 'pattern') &&
      !formularTextTypes.includes(c.type)
    ) {
      issues.push(`Der Validator ${v.type} gilt nur für Texte.`);
    }
    if (v.type === 'pattern' && !compiles(v.value)) {
      issues.push('Das Muster ist kein gültiger regulärer Ausdruck.');
    }
    if (v.type === 'required' && c.type === 'heading') {
      issues.push('Eine Überschrift kann nicht Pflicht sein.');
    }
  }
  const config = c.config ?? {};
  if (config.precision !== undefined && !formularNumericTypes.includes(c.type)) {
    issues.push('Nachkommastellen gelten nur für Zahlen.');
  }
  if (config.urlEncoded && c.type !== 'textarea') {
    issues.push('URL-Kodierung gilt nur für Textbereiche.');
  }
  if (config.monthPicker && c.type !== 'date') {
    issues.push('Die Monatsauswahl gilt nur für Datumsfelder.');
  }
  if (config.repeatableStep && (c.type !== 'heading' || children.length === 0)) {
    issues.push('Nur eine Überschrift mit Unterkomponenten kann ein wiederholbarer Schritt sein.');
  }
  return issues;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The references of a component: conditions, linked inputs, copied fields, the land field. */
function references(c: FormularComponent): string[] {
  const config = c.config ?? {};
  return [
    ...(c.hideCondition ? conditionFields(c.hideCondition) : []),
    ...(c.disabledCondition ? conditionFields(c.disabledCondition) : []),
    ...(config.linkedInputs ?? []),
    ...Object.values(config.componentFields ?? {}),
    ...(config.landField ? [config.landField] : []),
  ];
}

function definitionIssues(components: readonly FormularComponent[]): Issue[] {
  const entries = walkFormularComponents(components);
  const ids = new Set<string>();
  const issues: Issue[] = [];
  for (const { component, path } of entries) {
    if (ids.has(component.id)) {
      issues.push({ path: [...path, 'id'], message: `Die Id „${component.id}“ kommt mehrfach vor.` });
    }
    if ((reservedFormularKeys as readonly string[]).includes(component.id)) {
      issues.push({ path: [...path, 'id'], message: `Die Id „${component.id}“ ist reserviert.` });
    }
    ids.add(component.id);
  }
  for (const { component, path, inGroup } of entries) {
    for (const message of componentIssues(component, inGroup)) {
      issues.push({ path, message });
    }
    if (component.config?.repeatableStep && path.length > 2) {
      issues.push({ path, message: 'Ein wiederholbarer Schritt steht auf der obersten Ebene des Formulars.' });
    }
    for (const ref of references(component)) {
      if (!ids.has(ref)) {
        issues.push({ path, message: `Die Komponente „${ref}“ gibt es nicht.` });
      }
    }
    for (const condition of [component.hideCondition, component.disabledCondition]) {
      if (condition && conditionDepth(condition) > CONDITION_MAX_DEPTH) {
        issues.push({ path, message: 'Die Bedingung ist zu tief verschachtelt.' });
      }
    }
  }
  return issues;
}

/**
 * A versioned form definition: `id` names the form, `version` grows with every change, and saved
 * answers keep the version they were made with (docs/formulare.md).
 */
export const FormularDefinitionSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/, 'Ungültige Formular-Id.'),
    version: z.number().int().min(1).max(2_147_483_647),
    title: z.string().min(1).max(300),
    components: z.array(FormularComponentSchema).min(1).max(500),
  })
  .superRefine((definition, ctx) => {
    for (const issue of definitionIssues(definition.components)) {
      ctx.addIssue({ code: 'custom', ...issue });
    }
  });
export type FormularDefinition = z.infer<typeof FormularDefinitionSchema>;
