import type { StepStatus } from '@maklerwerk/domain';

export type StepperSubstep = { key: string; title: string; warning: boolean };

/** One visible step as the stepper shows it. */
export type StepperItem = {
  key: string;
  label: string;
  status: StepStatus;
  /** Its data is being saved. */
  loading?: boolean;
  substeps: StepperSubstep[];
  /** A step of a dynamic document: what the user may do with it (decision 0045). */
  actions?: StepperStepActions;
};

/** What a dynamic document's step allows; the caller computes it from the domain's step-list rules. */
export type StepperStepActions = {
  canAdd: boolean;
  canCopy: boolean;
  canRemove: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The step holds data: removing it asks first. */
  removeNeedsConfirm: boolean;
};

export type StepperAction = 'add' | 'copy' | 'remove' | 'up' | 'down';

export type StepperPosition = { stepKey: string; substepKey?: string | undefined };

/** What the bottom buttons may do; the caller computes it from the domain's stepper rules. */
export type StepperNavigation = {
  showNavigation: boolean;
  canBack: boolean;
  canNext: boolean;
  showClose: boolean;
  onBack: () => void;
  onNext: () => void;
  onClose: () => void;
};

export const isCurrentStep = (item: StepperItem, at: StepperPosition) => item.key === at.stepKey;
export const isCurrentSubstep = (item: StepperItem, sub: StepperSubstep, at: StepperPosition) =>
  item.key === at.stepKey && sub.key === at.substepKey;
