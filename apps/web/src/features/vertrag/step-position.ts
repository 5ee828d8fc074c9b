import type { FehlerEntry, Step } from '@maklerwerk/domain';

/** 'Allgemeine Daten › Vertragspersonen' for a hint entry. */
export function placeOfEntry(steps: Step[], entry: FehlerEntry): string | undefined {
  const step = steps.find((s) => s.stepKey === entry.stepKey && !s.hidden);
  if (!step) {
    return undefined;
  }
  const substep = step.substeps.find((s) => s.substepKey === entry.substepKey);
  return substep ? `${step.label} › ${substep.title}` : step.label;
}

/** Spec 5: once the number fits the company rule, hints about the 'Nummer' go away. */
export function visibleFehler(fehler: FehlerEntry[], numberValid: boolean): FehlerEntry[] {
  return numberValid ? fehler.filter((f) => !f.text.includes('Nummer')) : fehler;
}
