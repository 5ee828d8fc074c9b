import { STEPPER_COLLAPSED_WIDTH_PX, STEPPER_WIDTH_PX } from '@maklerwerk/domain';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { FieldsSkeleton } from '../fields-skeleton';
import { TextSkeleton } from '../text-skeleton';
import listClasses from './step-list.module.css';
import { useLargeStepper, useStepperCollapsed, useStepperLayout } from './stepper-preferences';
import classes from './vertical-stepper.module.css';

/** Steps the placeholder shows: about what a contract has. */
const STEPS = 10;

/** The open step's frame while it loads: its title, fields in two columns, the buttons below. */
function BodySkeleton() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
      <TextSkeleton fz="h3" lh="var(--mantine-h3-line-height)" width={180} mb={2} />
      <TextSkeleton size="sm" width={120} mb="lg" />
      <FieldsSkeleton />
      <Group justify="space-between" pt="md" mt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Skeleton height={36} width={100} radius="sm" />
        <Skeleton height={36} width={100} radius="sm" />
      </Group>
    </Paper>
  );
}

/**
 * The contract's stepper before the contract is there: the same frame as `Stepper` (the list of steps
 * beside the step from 992 px, folded or as tabs as the user left it, the compact bar above it on a
 * phone) with bars for the steps and the step's fields, so the page keeps its shape when they come.
 */
export function StepperSkeleton() {
  const large = useLargeStepper();
  const [layout] = useStepperLayout();
  const [collapsed] = useStepperCollapsed();
  const busy = { role: 'status', 'aria-busy': true, 'aria-label': 'Schritte werden geladen' } as const;
  if (large && layout === 'tabs') {
    return (
      <Stack gap="md" {...busy}>
        <Group gap="lg" wrap="nowrap" py={10} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height={20} width={110} radius="sm" />
          ))}
        </Group>
        <BodySkeleton />
      </Stack>
    );
  }
  if (!large) {
    return (
      <Stack gap="sm" {...busy}>
        <Paper withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ flex: 1 }}>
              <Skeleton height={28} circle />
              <div style={{ flex: 1 }}>
                <TextSkeleton size="sm" fw={600} lh={1.3} width={170} />
                <TextSkeleton size="xs" width={90} />
              </div>
            </Group>
            <Skeleton height={30} width={120} radius="sm" />
          </Group>
        </Paper>
        <BodySkeleton />
      </Stack>
    );
  }
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" {...busy}>
      <div
        className={`${classes.root} ${collapsed ? classes.collapsed : ''}`}
        style={{ width: collapsed ? STEPPER_COLLAPSED_WIDTH_PX : STEPPER_WIDTH_PX }}
      >
        <div className={classes.panel}>
          <div className={classes.head} style={{ minHeight: 30 }}>
            {!collapsed && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.05em' }}>
                Schritte
              </Text>
            )}
          </div>
          {Array.from({ length: STEPS }, (_, i) => i).map((i) => (
            <div key={i} className={`${listClasses.step} ${collapsed ? listClasses.compact : ''}`}>
              <Skeleton height={24} circle />
              {!collapsed && <TextSkeleton size="sm" lh={1.3} width={`${50 + ((i * 37) % 40)}%`} style={{ flex: 1 }} />}
            </div>
          ))}
        </div>
      </div>
      <BodySkeleton />
    </Group>
  );
}
