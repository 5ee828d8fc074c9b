import {
  canGoBack,
  canGoNext,
  nextPosition,
  previousPosition,
  type Step,
  type StepPosition,
  showClose,
  showNavigation,
} from '@maklerwerk/domain';
import { useMutationState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Stepper } from '../../components/stepper/stepper';
import type { StepperItem } from '../../components/stepper/stepper.types';
import { vertragKeys } from '../../shared/vertrag/vertrag.queries';

type Props = {
  contractId: number;
  /** All steps as the server built them; hidden ones are left out here. */
  steps: Step[];
  current: StepPosition;
  onNavigate: (position: StepPosition) => void;
  onClose: () => void;
  children: ReactNode;
};

/** Steps with a save under way (their icon shows loading), read from the mutation cache. */
function useSavingSteps(contractId: number): Set<string> {
  const keys = useMutationState({
    filters: { mutationKey: vertragKeys.saves(contractId), status: 'pending' },
    select: (mutation) => mutation.options.mutationKey?.at(-1),
  });
  return new Set(keys.filter((key): key is string => typeof key === 'string'));
}

/** The contract's stepper: visible steps, their status, and the navigation rules of spec 4 from the domain. */
export function VertragStepper({ contractId, steps, current, onNavigate, onClose, children }: Props) {
  const saving = useSavingSteps(contractId);
  const items: StepperItem[] = steps
    .filter((s) => !s.hidden)
    .map((s) => ({
      key: s.stepKey,
      label: s.label,
      status: s.status,
      loading: saving.has(s.stepKey),
      substeps: s.substeps
        .filter((sub) => !sub.hidden)
        .map((sub) => ({ key: sub.substepKey, title: sub.title, warning: sub.warning })),
    }));
  const next = nextPosition(steps, current);
  const previous = previousPosition(steps, current);
  return (
    <Stepper
      steps={items}
      current={current}
      onSelect={onNavigate}
      navigation={{
        showNavigation: showNavigation(steps),
        canBack: canGoBack(steps, current),
        canNext: canGoNext(steps, current),
        showClose: showClose(steps, current),
        onBack: () => previous && onNavigate(previous),
        onNext: () => next && onNavigate(next),
        onClose,
      }}
    >
      {children}
    </Stepper>
  );
}
