import { ActionIcon, Group, Paper, Stack, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CompactStepper } from './compact-stepper';
import type { StepperNavigation as Navigation, StepperItem, StepperPosition } from './stepper.types';
import { StepperNavigation } from './stepper-navigation';
import { useLargeStepper, useStepperLayout } from './stepper-preferences';
import { StepperTabs } from './stepper-tabs';
import { VerticalStepper } from './vertical-stepper';

type Props = {
  steps: StepperItem[];
  current: StepperPosition;
  onSelect: (position: StepperPosition) => void;
  navigation: Navigation;
  /** 'auto': vertical at ≥ 992 px (or tabs, if the user chose them), compact below; 'tabs': always tab-style. */
  variant?: 'auto' | 'tabs';
  children: ReactNode;
};

/** The stepper wizard template (spec 2.6): steps beside or above the content, buttons below it. */
export function Stepper({ steps, current, onSelect, navigation, variant = 'auto', children }: Props) {
  const large = useLargeStepper();
  const [layout, setLayout] = useStepperLayout();
  const body = (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
      {children}
      <StepperNavigation navigation={navigation} />
    </Paper>
  );
  if (variant === 'tabs' || (large && layout === 'tabs')) {
    return (
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <div style={{ flex: 1, minWidth: 0 }}>
            <StepperTabs steps={steps} current={current} onSelect={onSelect} />
          </div>
          {variant === 'auto' && (
            <Tooltip label="Schritte als Liste anzeigen" openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setLayout('vertical')}
                aria-label="Schritte als Liste anzeigen"
              >
                <IconLayoutSidebarLeftExpand size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
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
      <VerticalStepper steps={steps} current={current} onSelect={onSelect} onShowAsTabs={() => setLayout('tabs')} />
      {body}
    </Group>
  );
}
