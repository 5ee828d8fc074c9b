import type { Actor } from '../permissions';
import { canSeeChangeLog, canSeeCommissions, canSeeKommunikation, canSeeWeitereVertragsdetails } from '../permissions';

/** Static step keys of the contract detail screen (spec vertrag-details 2.1). */
export const staticStepKeys = [
  'allgemeine',
  'weitere-vertragsdetails',
  'schadensmeldungen',
  'fahrzeugDaten',
  'dokumente',
  'activities',
  'anmerkungen',
  'abrechnung',
  'sparten',
  'wertpapiere',
  'aenderungslog',
] as const;
export type StaticStepKey = (typeof staticStepKeys)[number];

export type StepStatus = 'default' | 'success' | 'warning';

export type Substep = { substepKey: string; title: string; hidden: boolean; warning: boolean };

export type Step = {
  stepKey: string;
  label: string;
  hidden: boolean;
  status: StepStatus;
  substeps: Substep[];
  /** A dynamic product-line step carries the Sparte it stands for. */
  sparteId?: number;
};

export type StepContext = {
  actor: Actor;
  /** Query parameter newVertrag=true. */
  newVertrag: boolean;
  /** The contract's Vertragssparte is a motor line (vehicle data apply). */
  isKraftfahrt: boolean;
  /** vtgGruppe === 'Vorsorge' (securities and surrender values apply). */
  isVorsorge: boolean;
  /** The contract's sparten list (entries with sparteId). */
  sparteIds: number[];
  /** The branch catalogue; one dynamic step per branch. */
  branchCatalogue: { id: number; name: string }[];
  /** Step keys carrying a warning (from the contract's fehler). */
  warnings: Partial<Record<string, string[]>>;
  /** Step keys whose data is complete. */
  completed: string[];
};

const labels: Record<StaticStepKey, string> = {
  allgemeine: 'Allgemeine Daten',
  'weitere-vertragsdetails': 'Weitere Vertragsdetails',
  schadensmeldungen: 'Schadensmeldungen',
  fahrzeugDaten: 'Fahrzeugdaten',
  dokumente: 'Dokumente',
  activities: 'E-Mails & Aufgaben',
  anmerkungen: 'Anmerkungen',
  abrechnung: 'Abrechnung',
  sparten: 'Sparten',
  wertpapiere: 'Wertpapiere',
  aenderungslog: 'Änderungslog',
};

/** Substeps of a step; the general step holds the insured object and the contract persons. */
const substepsOf: Partial<Record<StaticStepKey, { substepKey: string; title: string }[]>> = {
  allgemeine: [
    { substepKey: 'vertragsdaten', title: 'Vertragsdaten' },
    { substepKey: 'versicherteSache', title: 'Versicherte Sache' },
    { substepKey: 'vertragsPersonen', title: 'Vertragspersonen' },
  ],
  abrechnung: [
    { substepKey: 'abrechnungDetails', title: 'Abrechnungsdetails' },
    { substepKey: 'zubringercourtage', title: 'Zubringercourtage' },
  ],
};

export const dynamicStepKey = (sparteId: number) => `sparte-${sparteId}`;

/** Spec 2.1: which static steps are hidden for this contract and viewer. */
export function isStepHidden(key: StaticStepKey, ctx: StepContext): boolean {
  switch (key) {
    case 'weitere-vertragsdetails':
      return !canSeeWeitereVertragsdetails(ctx.actor);
    case 'schadensmeldungen':
      return ctx.newVertrag;
    case 'fahrzeugDaten':
      return !ctx.isKraftfahrt;
    case 'activities':
      return !canSeeKommunikation(ctx.actor);
    case 'abrechnung':
      return !canSeeCommissions(ctx.actor);
    case 'aenderungslog':
      return !canSeeChangeLog(ctx.actor);
    case 'wertpapiere':
      return !ctx.isVorsorge;
    default:
      return false;
  }
}

/**
 * All steps in order: the static ones, with one dynamic step per branch inserted from the third
 * position on, each hidden unless the contract has that branch in its sparten list.
 */
export function buildSteps(ctx: StepContext): Step[] {
  const warned = (key: string) => (ctx.warnings[key]?.length ?? 0) > 0;
  const statusOf = (key: string, substepWarning = false): StepStatus =>
    warned(key) || substepWarning ? 'warning' : ctx.completed.includes(key) ? 'success' : 'default';
  const staticSteps: Step[] = staticStepKeys.map((key) => {
    const substeps = (substepsOf[key] ?? []).map((s) => ({
      ...s,
      hidden: false,
      warning: warned(`${key}.${s.substepKey}`),
    }));
    // A warning on a substep is a warning of its step too (the step icon must show it).
    return {
      stepKey: key,
      label: labels[key],
      hidden: isStepHidden(key, ctx),
      status: statusOf(
        key,
        substeps.some((s) => s.warning),
      ),
      substeps,
    };
  });
  const dynamicSteps: Step[] = ctx.branchCatalogue.map((branch) => ({
    stepKey: dynamicStepKey(branch.id),
    label: branch.name,
    hidden: !ctx.sparteIds.includes(branch.id),
    status: statusOf(dynamicStepKey(branch.id)),
    substeps: [],
    sparteId: branch.id,
  }));
  return [...staticSteps.slice(0, 2), ...dynamicSteps, ...staticSteps.slice(2)];
}

/** Tab mode knows only default and warning (spec 4). */
export function tabStatus(status: StepStatus): StepStatus {
  return status === 'warning' ? 'warning' : 'default';
}

export type StepPosition = { stepKey: string; substepKey?: string | undefined };

/** The visible positions in order: a step with visible substeps contributes one position per substep. */
export function visiblePositions(steps: Step[]): StepPosition[] {
  const positions: StepPosition[] = [];
  for (const step of steps) {
    if (step.hidden) {
      continue;
    }
    const subs = step.substeps.filter((s) => !s.hidden);
    if (subs.length === 0) {
      positions.push({ stepKey: step.stepKey });
    } else {
      for (const sub of subs) {
        positions.push({ stepKey: step.stepKey, substepKey: sub.substepKey });
      }
    }
  }
  return positions;
}

function indexOf(steps: Step[], at: StepPosition): number {
  const positions = visiblePositions(steps);
  const exact = positions.findIndex((p) => p.stepKey === at.stepKey && p.substepKey === at.substepKey);
  return exact >= 0 ? exact : positions.findIndex((p) => p.stepKey === at.stepKey);
}

/** Weiter: the next visible substep, otherwise the next visible step. */
export function nextPosition(steps: Step[], at: StepPosition): StepPosition | undefined {
  const i = indexOf(steps, at);
  return i < 0 ? undefined : visiblePositions(steps)[i + 1];
}

/** Zurück: the previous visible substep or step. */
export function previousPosition(steps: Step[], at: StepPosition): StepPosition | undefined {
  const i = indexOf(steps, at);
  return i <= 0 ? undefined : visiblePositions(steps)[i - 1];
}

export const canGoBack = (steps: Step[], at: StepPosition) => previousPosition(steps, at) !== undefined;
export const canGoNext = (steps: Step[], at: StepPosition) => nextPosition(steps, at) !== undefined;

/** Zurück, Weiter and Schließen show only when more than one visible step exists (spec 4). */
export function showNavigation(steps: Step[]): boolean {
  return steps.filter((s) => !s.hidden).length > 1;
}

/** Schließen only on the last step. */
export function showClose(steps: Step[], at: StepPosition): boolean {
  return showNavigation(steps) && !canGoNext(steps, at);
}

/** The first visible position, or the one stepKey names when it is visible. */
export function initialPosition(steps: Step[], stepKey: string | undefined): StepPosition | undefined {
  const positions = visiblePositions(steps);
  return (stepKey ? positions.find((p) => p.stepKey === stepKey) : undefined) ?? positions[0];
}

/**
 * Step keys of the specs that name a part of a step here: the insurance detail page of
 * termine-courtage-aenderungslog 2.2 lists the insured object and the contract persons as steps, and
 * 'sparteUbersicht' (the overview of the Sparten) beside the step 'sparten' that holds it.
 */
export const stepKeyAliases: Readonly<Record<string, StepPosition>> = {
  'versichertes-objekt': { stepKey: 'allgemeine', substepKey: 'versicherteSache' },
  'vertrags-personen': { stepKey: 'allgemeine', substepKey: 'vertragsPersonen' },
  sparteUbersicht: { stepKey: 'sparten' },
};

/** A bare substep key as stepKey (vertrag-details 2.1 lists abrechnungDetails, zubringercourtage as keys). */
function stepOfSubstep(substepKey: string): StaticStepKey | undefined {
  return staticStepKeys.find((key) => substepsOf[key]?.some((s) => s.substepKey === substepKey));
}

/** What a deep link's stepKey (and substepKey) means: a step, or a substep by alias or by its own key. */
export function linkTarget(stepKey: string | undefined, substepKey?: string): StepPosition | undefined {
  if (!stepKey) {
    return undefined;
  }
  const alias = stepKeyAliases[stepKey];
  if (alias) {
    return alias;
  }
  const parent = (staticStepKeys as readonly string[]).includes(stepKey) ? undefined : stepOfSubstep(stepKey);
  return parent ? { stepKey: parent, substepKey: stepKey } : { stepKey, substepKey };
}

/**
 * The position a deep link opens (spec 2.1 stepKey): the step or substep it names when visible,
 * else the first substep of its step, else the first visible position.
 */
export function linkedPosition(
  steps: Step[],
  stepKey: string | undefined,
  substepKey?: string,
): StepPosition | undefined {
  const target = linkTarget(stepKey, substepKey);
  const exact = visiblePositions(steps).find(
    (p) => p.stepKey === target?.stepKey && p.substepKey === target?.substepKey,
  );
  return exact ?? initialPosition(steps, target?.stepKey);
}

/** Stepper layout: vertical at ≥ 992 px, compact below (spec 9). */
export const STEPPER_BREAKPOINT_PX = 992;
export const STEPPER_WIDTH_PX = 268;
export const STEPPER_COLLAPSED_WIDTH_PX = 32;
