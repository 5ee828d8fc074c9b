import { formatDate } from '../format';
import { type AnswerLookup, isHidden, lookupIn } from './formular.rules';
import type { FormularAnswers, FormularRow } from './formular-answers.schema';
import type { FormularComponent } from './formular-component.schema';
import type { FormularDefinition } from './formular-definition.schema';
import { isRepeatableStep, schrittListe } from './formular-schritte';
import { decodeChips, decodeTextarea, parseMonthValue, storesMonth } from './formular-storage';

const months = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** One stored value as a German reader sees it (PDF, read-only views); '' for no answer. */
export function formularValueText(component: FormularComponent, value: unknown): string {
  if (value === undefined || value === null || value === '') {
    return '';
  }
  if (component.type === 'checkbox') {
    return value === true ? 'Ja' : 'Nein';
  }
  if (typeof value !== 'string') {
    return '';
  }
  if (component.options) {
    return component.options.find((o) => o.value === value)?.label ?? value;
  }
  if (storesMonth(component)) {
    const month = parseMonthValue(value);
    return month ? `${months[month.monthIndex]} ${month.year}` : value;
  }
  switch (component.type) {
    case 'date':
      return formatDate(value);
    case 'currency':
      return `${value} €`;
    case 'percent':
      return `${value} %`;
    case 'textarea':
      return decodeTextarea(value, component.config?.urlEncoded === true) ?? value;
    case 'chips':
      return (decodeChips(value) ?? []).join(', ');
    case 'password':
      return '••••••';
    default:
      return value;
  }
}

/** A line of a finished form: a section heading, a field with its answer, or a repeat group's row. */
export type FormularAnzeigeZeile =
  | { kind: 'heading'; label: string }
  | { kind: 'field'; label: string; text: string; depth: number };

/** The visible components of a form with their answers in reading order (hidden ones left out). */
export function formularAnzeige(definition: FormularDefinition, answers: FormularAnswers): FormularAnzeigeZeile[] {
  const lines: FormularAnzeigeZeile[] = [];
  const walk = (
    components: readonly FormularComponent[],
    lookup: AnswerLookup,
    parentHidden: boolean,
    depth: number,
  ) => {
    for (const component of components) {
      const hidden = isHidden(component, lookup, parentHidden);
      if (hidden) {
        continue;
      }
      if (isRepeatableStep(component)) {
        schrittListe(answers, component.id).forEach((row, index) => {
          lines.push({ kind: 'heading', label: `${component.label} ${index + 1}` });
          walk(component.children ?? [], lookupIn(answers, row), false, depth);
        });
      } else if (component.type === 'heading') {
        lines.push({ kind: 'heading', label: component.label });
        walk(component.children ?? [], lookup, false, depth);
      } else if (component.type === 'repeatGroup') {
        const rows = (Array.isArray(lookup(component.id)) ? lookup(component.id) : []) as FormularRow[];
        lines.push({ kind: 'heading', label: component.label });
        if (rows.length === 0) {
          lines.push({ kind: 'field', label: component.label, text: 'keine Angaben', depth });
        }
        rows.forEach((row, index) => {
          lines.push({ kind: 'field', label: `${index + 1}. Eintrag`, text: '', depth });
          walk(component.children ?? [], lookupIn(answers, row), false, depth + 1);
        });
      } else {
        lines.push({
          kind: 'field',
          label: component.label,
          text: formularValueText(component, lookup(component.id)),
          depth,
        });
      }
    }
  };
  walk(definition.components, lookupIn(answers), false, 0);
  return lines;
}
