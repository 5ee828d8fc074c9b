import { Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StepIcon } from './step-icon';
import classes from './step-list.module.css';
import { isCurrentStep, isCurrentSubstep, type StepperItem, type StepperPosition } from './stepper.types';

type Props = {
  steps: StepperItem[];
  current: StepperPosition;
  onSelect: (position: StepperPosition) => void;
  /** Icons only (the collapsed vertical stepper). */
  iconsOnly?: boolean;
};

/** The steps in order, each with its substeps listed under it. */
export function StepList({ steps, current, onSelect, iconsOnly = false }: Props) {
  return (
    <ol className={classes.list}>
      {steps.map((step, index) => {
        const active = isCurrentStep(step, current);
        const button = (
          <UnstyledButton
            className={`${classes.step} ${iconsOnly ? classes.compact : ''}`}
            data-active={active || undefined}
            aria-current={active && !current.substepKey ? 'step' : undefined}
            aria-label={iconsOnly ? step.label : undefined}
            onClick={() => onSelect({ stepKey: step.key, substepKey: step.substeps[0]?.key })}
          >
            <StepIcon status={step.status} loading={step.loading} number={index + 1} active={active} />
            {!iconsOnly && <span className={classes.label}>{step.label}</span>}
          </UnstyledButton>
        );
        return (
          <li key={step.key}>
            {iconsOnly ? (
              <Tooltip label={step.label} position="right" openDelay={200}>
                {button}
              </Tooltip>
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
