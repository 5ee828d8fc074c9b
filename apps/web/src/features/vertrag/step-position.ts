import { type FehlerEntry, initialPosition, type Step, type StepPosition, visiblePositions } from '@maklerwerk/domain';

/** The position the URL names, if visible; else the first substep of its step, else the first step. */
export function resolvePosition(
  steps: Step[],
  stepKey: string | undefined,
  substepKey: string | undefined,
): StepPosition | undefined {
  const exact = visiblePositions(steps).find((p) => p.stepKey === stepKey && p.substepKey === substepKey);
  return exact ?? initialPosition(steps, stepKey);
}

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
