import { tabStatus } from '@maklerwerk/domain';
import { Tabs } from '@mantine/core';
import { StepIcon } from './step-icon';
import type { StepperItem, StepperPosition } from './stepper.types';

type Props = { steps: StepperItem[]; current: StepperPosition; onSelect: (position: StepperPosition) => void };

/** Tab-style steps: the icons know only default and warning here (spec 4). */
export function StepperTabs({ steps, current, onSelect }: Props) {
  return (
    <Tabs
      value={current.stepKey}
      onChange={(key) => {
        const step = steps.find((s) => s.key === key);
        if (step) {
          onSelect({ stepKey: step.key, substepKey: step.substeps[0]?.key });
        }
      }}
      keepMounted={false}
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {steps.map((step, index) => (
          <Tabs.Tab
            key={step.key}
            value={step.key}
            leftSection={
              <StepIcon
                status={tabStatus(step.status)}
                number={index + 1}
                active={step.key === current.stepKey}
                size={20}
              />
            }
          >
            {step.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
