import { z } from 'zod';
import { type FormularRow, FormularScalarSchema } from './formular-answers.schema';
import type { FormularComponent } from './formular-component.schema';
import { isEmptyAnswer } from './formular-condition';
import type { FormularDefinition } from './formular-definition.schema';

// A dynamic document (docs/decisions/0045): a form whose top-level headings are the stepper's steps and
// some of them repeatable (`config.repeatableStep`). A repeatable step is stored under its heading's id
// as a list of step copies, each a row of its children's values with its own id under SCHRITT_ID_KEY;
// the list's order is the order of the steps.

/** The most step copies one dynamic document holds, over all its repeatable steps. */
export const FORMULAR_MAX_SCHRITTE = 50;

/** The key of a step copy's id in its row; no component id starts with '_'. */
export const SCHRITT_ID_KEY = '_schritt';

export const zuVieleSchritteMessage = `Ein Dokument hat höchstens ${FORMULAR_MAX_SCHRITTE} Schritte.`;
export const SCHRITT_IDS_DOPPELT = 'Jeder Schritt braucht eine eigene Id.';
export const SCHRITT_ID_UNGUELTIG = 'Die Id eines Schritts ist ungültig.';

const SchrittIdSchema = z.string().regex(/^s[1-9][0-9]{0,5}$/, SCHRITT_ID_UNGUELTIG);

/** One step copy as stored: its id and its children's values. */
export const FormularSchrittSchema = z.record(z.string().max(60), FormularScalarSchema).superRefine((row, ctx) => {
  const parsed = SchrittIdSchema.safeParse(row[SCHRITT_ID_KEY]);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: SCHRITT_ID_UNGUELTIG, path: [SCHRITT_ID_KEY] });
  }
});

/** The copies of one repeatable step, in their order: ids unique, at most FORMULAR_MAX_SCHRITTE. */
export const FormularSchrittListeSchema = z
  .array(FormularSchrittSchema)
  .max(FORMULAR_MAX_SCHRITTE, zuVieleSchritteMessage)
  .superRefine((list, ctx) => {
    const ids = list.map((row) => row[SCHRITT_ID_KEY]);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: SCHRITT_IDS_DOPPELT });
    }
  });
export type FormularSchrittListe = FormularRow[];

/** Whether a component is a repeatable step: a heading with `config.repeatableStep`. */
export const isRepeatableStep = (component: Pick<FormularComponent, 'type' | 'config'>): boolean =>
  component.type === 'heading' && component.config?.repeatableStep === true;

/** Whether a definition is a dynamic document: one of its top-level headings is a repeatable step. */
export const isDynamicDocument = (definition: Pick<FormularDefinition, 'components'>): boolean =>
  definition.components.some(isRepeatableStep);

/** The stored copies of a repeatable step (none when the answer is missing or no list). */
export function schrittListe(answers: Readonly<Record<string, unknown>>, stepId: string): FormularSchrittListe {
  const value = answers[stepId];
  return Array.isArray(value) ? (value as FormularSchrittListe) : [];
}

/** How many step copies a document holds over all its repeatable steps. */
export function schrittAnzahl(
  definition: Pick<FormularDefinition, 'components'>,
  answers: Readonly<Record<string, unknown>>,
): number {
  return definition.components.filter(isRepeatableStep).reduce((sum, c) => sum + schrittListe(answers, c.id).length, 0);
}

/** Whether a step copy holds any answer (then removing it asks first). */
export const schrittHatDaten = (row: FormularRow): boolean =>
  Object.entries(row).some(([key, value]) => key !== SCHRITT_ID_KEY && !isEmptyAnswer(value));

/** A step id not yet used in the document's lists ('s1', 's2', …). */
export function neueSchrittId(used: Iterable<unknown>): string {
  let max = 0;
  for (const id of used) {
    const n = typeof id === 'string' && /^s\d+$/.test(id) ? Number(id.slice(1)) : 0;
    max = Math.max(max, n);
  }
  return `s${max + 1}`;
}

/** The ids of every step copy of the document: a new id must differ from all of them. */
export function schrittIds(
  definition: Pick<FormularDefinition, 'components'>,
  answers: Readonly<Record<string, unknown>>,
): unknown[] {
  return definition.components
    .filter(isRepeatableStep)
    .flatMap((c) => schrittListe(answers, c.id).map((row) => row[SCHRITT_ID_KEY]));
}

export type SchrittOperation =
  | { op: 'add'; index: number }
  | { op: 'copy'; index: number }
  | { op: 'remove'; index: number }
  | { op: 'move'; index: number; by: -1 | 1 };

/**
 * One change of a step list: add an empty step after `index` (-1: at the start), copy the step at
 * `index` behind it, remove it, or move it one place up or down. `total` is the document's number of
 * step copies; add and copy leave the list as it is at FORMULAR_MAX_SCHRITTE, a move past either end
 * too. `usedIds`: every step id of the document. Returns the new list and the index of the step to show.
 */
export function changeSchrittListe(
  list: FormularSchrittListe,
  change: SchrittOperation,
  { total = list.length, usedIds = list.map((r) => r[SCHRITT_ID_KEY]) }: { total?: number; usedIds?: unknown[] } = {},
): { list: FormularSchrittListe; index: number } {
  const { index } = change;
  switch (change.op) {
    case 'add':
    case 'copy': {
      const source = list[index];
      if (total >= FORMULAR_MAX_SCHRITTE || (change.op === 'copy' && !source)) {
        return { list, index };
      }
      const row: FormularRow = { ...(change.op === 'copy' ? source : {}), [SCHRITT_ID_KEY]: neueSchrittId(usedIds) };
      const at = Math.min(Math.max(index + 1, 0), list.length);
      return { list: [...list.slice(0, at), row, ...list.slice(at)], index: at };
    }
    case 'remove': {
      if (!list[index]) {
        return { list, index };
      }
      const next = list.filter((_, i) => i !== index);
      return { list: next, index: Math.min(index, next.length - 1) };
    }
    case 'move': {
      const to = index + change.by;
      const moved = list[index];
      if (!moved || to < 0 || to >= list.length) {
        return { list, index };
      }
      const next = list.filter((_, i) => i !== index);
      next.splice(to, 0, moved);
      return { list: next, index: to };
    }
  }
}

/** Whether another step may be added or copied. */
export const canAddSchritt = (total: number): boolean => total < FORMULAR_MAX_SCHRITTE;
