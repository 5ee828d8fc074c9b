import { ActionIcon, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { StepActionsMenu } from './step-actions-menu';
import { StepIcon } from './step-icon';
import classes from './step-list.module.css';
import {
  isCurrentStep,
  isCurrentSubstep,
  type StepperAction,
  type StepperItem,
  type StepperPosition,
} from './stepper.types';

type Props = {
  steps: StepperItem[];
  current: StepperPosition;
  onSelect: (position: StepperPosition) => void;
  /** Icons only (the collapsed vertical stepper). */
  iconsOnly?: boolean;
  /** A dynamic document: each step with `actions` gets its menu, the current one its move buttons. */
  onAction?: ((key: string, action: StepperAction) => void) | undefined;
};

/** Move up and down of the current step: buttons beside it, reachable with Tab. */
function MoveButtons({ step, onAction }: { step: StepperItem; onAction: (key: string, a: StepperAction) => void }) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Schritt ${step.label} nach oben verschieben`}
        disabled={!step.actions?.canMoveUp}
        onClick={() => onAction(step.key, 'up')}
      >
        <IconArrowUp size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Schritt ${step.label} nach unten verschieben`}
        disabled={!step.actions?.canMoveDown}
        onClick={() => onAction(step.key, 'down')}
      >
        <IconArrowDown size={14} />
      </ActionIcon>
    </>
  );
}

/** The steps in order, each with its substeps listed under it. */
export function StepList({ steps, current, onSelect, iconsOnly = false, onAction }: Props) {
  return (
    <ol className={classes.list}>
      {steps.map((step, index) => {
        const active = isCurrentStep(step, current);
        const button = (
          <UnstyledButton
            className={`${classes.step} ${iconsOnly ? classes.compact : ''}`}
            data-active={active || undefined}
            aria-current={active && !current.substepKey ? 'step' : undefined}
            onClick={() => onSelect({ stepKey: step.key, substepKey: step.substeps[0]?.key })}
          >
            <StepIcon status={step.status} loading={step.loading} number={index + 1} active={active} />
            {/* Folded the label is read, not shown: a name apart from the visible number would not match it. */}
            {iconsOnly ? (
              <VisuallyHidden>{step.label}</VisuallyHidden>
            ) : (
              <span className={classes.label}>{step.label}</span>
            )}
          </UnstyledButton>
        );
        const dynamic = !iconsOnly && onAction && step.actions;
        return (
          <li key={step.key}>
            {iconsOnly ? (
              <Tooltip label={step.label} position="right" openDelay={200}>
                {button}
              </Tooltip>
            ) : dynamic ? (
              <div className={classes.dynamicRow}>
                {button}
                {active && (step.actions?.canMoveUp || step.actions?.canMoveDown) && (
                  <MoveButtons step={step} onAction={onAction} />
                )}
                <StepActionsMenu step={step} onAction={onAction} />
              </div>
            ) : (
              button
            )}
            {!iconsOnly && step.substeps.length > 0 && (
              <ul className={classes.substeps}>
                {step.substeps.map((sub) => {
                  const subActive = isCurrentSubstep(step, sub, current);
                  return (
                    <li key={sub.key}>
                      <UnstyledButton
                        className={classes.substep}
                        data-active={subActive || undefined}
                        aria-current={subActive ? 'step' : undefined}
                        onClick={() => onSelect({ stepKey: step.key, substepKey: sub.key })}
                      >
                        <Text span size="sm" inherit style={{ flex: 1 }}>
                          {sub.title}
                        </Text>
                        {sub.warning && (
                          <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-label="mit Hinweis" />
                        )}
                      </UnstyledButton>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
