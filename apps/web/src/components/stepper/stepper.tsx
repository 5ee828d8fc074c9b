import { STEPPER_BREAKPOINT_PX } from '@maklerwerk/domain';
import { Group, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { CompactStepper } from './compact-stepper';
import type { StepperNavigation as Navigation, StepperItem, StepperPosition } from './stepper.types';
import { StepperNavigation } from './stepper-navigation';
import { StepperTabs } from './stepper-tabs';
import { VerticalStepper } from './vertical-stepper';

type Props = {
  steps: StepperItem[];
  current: StepperPosition;
  onSelect: (position: StepperPosition) => void;
  navigation: Navigation;
  /** 'auto': vertical at ≥ 992 px, compact below; 'tabs': tab-style steps. */
  variant?: 'auto' | 'tabs';
  children: ReactNode;
};

/** The stepper wizard template (spec 2.6): steps beside or above the content, buttons below it. */
export function Stepper({ steps, current, onSelect, navigation, variant = 'auto', children }: Props) {
  const large = useMediaQuery(`(min-width: ${STEPPER_BREAKPOINT_PX}px)`, true, { getInitialValueInEffect: false });
  const body = (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
      {children}
      <StepperNavigation navigation={navigation} />
    </Paper>
  );
  if (variant === 'tabs') {
    return (
      <Stack gap="md">
        <StepperTabs steps={steps} current={current} onSelect={onSelect} />
        {body}
      </Stack>
    );
  }
  if (!large) {
    return (
      <Stack gap="sm">
        <CompactStepper steps={steps} current={current} onSelect={onSelect} />
        {body}
      </Stack>
    );
  }
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <VerticalStepper steps={steps} current={current} onSelect={onSelect} />
      {body}
    </Group>
  );
}
