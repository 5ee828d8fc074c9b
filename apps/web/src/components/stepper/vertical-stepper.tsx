import { STEPPER_COLLAPSED_WIDTH_PX, STEPPER_WIDTH_PX } from '@maklerwerk/domain';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconLayoutNavbar, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { StepList } from './step-list';
import type { StepperAction, StepperItem, StepperPosition } from './stepper.types';
import { useStepperCollapsed } from './stepper-preferences';
import classes from './vertical-stepper.module.css';

type Props = {
  steps: StepperItem[];
  current: StepperPosition;
  onSelect: (position: StepperPosition) => void;
  /** Switches to tab-style steps (spec 2.6); left out where the layout is fixed. */
  onShowAsTabs?: (() => void) | undefined;
  /** A dynamic document's step actions (decision 0045). */
  onAction?: ((key: string, action: StepperAction) => void) | undefined;
};

/** The stepper on large screens: a column of at most 268 px that folds to 32 px of icons. */
export function VerticalStepper({ steps, current, onSelect, onShowAsTabs, onAction }: Props) {
  const [collapsed, setCollapsed] = useStepperCollapsed();
  const toggleLabel = collapsed ? 'Schritte ausklappen' : 'Schritte einklappen';
  return (
    <nav
      className={`${classes.root} ${collapsed ? classes.collapsed : ''}`}
      style={{ width: collapsed ? STEPPER_COLLAPSED_WIDTH_PX : STEPPER_WIDTH_PX }}
      aria-label="Schritte"
    >
      <div className={classes.panel}>
        <div className={classes.head}>
          {!collapsed && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.05em' }}>
              Schritte
            </Text>
          )}
          <Group gap={2} wrap="nowrap">
            {onShowAsTabs && !collapsed && (
              <Tooltip label="Schritte als Reiter anzeigen" position="right" openDelay={300}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={onShowAsTabs}
                  aria-label="Schritte als Reiter anzeigen"
                >
                  <IconLayoutNavbar size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={toggleLabel} position="right" openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => setCollapsed(!collapsed)}
                aria-label={toggleLabel}
              >
                {collapsed ? <IconLayoutSidebarLeftExpand size={16} /> : <IconLayoutSidebarLeftCollapse size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        </div>
        <StepList steps={steps} current={current} onSelect={onSelect} iconsOnly={collapsed} onAction={onAction} />
      </div>
    </nav>
  );
}
