import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { CompactStepper } from './compact-stepper';
import type { StepperNavigation as Navigation, StepperAction, StepperItem, StepperPosition } from './stepper.types';
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
  /**
   * A dynamic document (decision 0045): steps with `actions` may be added, copied, removed (a step
   * with data after a confirmation) and moved; the steps then stay a list (no tab style).
   */
  onStepAction?: (key: string, action: StepperAction) => void;
  children: ReactNode;
};

/** Asks before a step that holds data is removed; any other action runs at once. */
function useStepActions(steps: StepperItem[], onStepAction: Props['onStepAction']) {
  const [removing, setRemoving] = useState<StepperItem | null>(null);
  const onAction = onStepAction
    ? (key: string, action: StepperAction) => {
        const step = steps.find((s) => s.key === key);
        if (action === 'remove' && step?.actions?.removeNeedsConfirm) {
          setRemoving(step);
          return;
        }
        onStepAction(key, action);
      }
    : undefined;
  const confirm = (
    <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Schritt entfernen" centered>
      <Stack gap="md">
        <Text size="sm">
          Der Schritt „{removing?.label}“ enthält Angaben. Nach dem Speichern sind sie nicht mehr vorhanden.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Abbrechen
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (removing) {
                onStepAction?.(removing.key, 'remove');
              }
              setRemoving(null);
            }}
          >
            Schritt entfernen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { onAction, confirm };
}

/** The stepper wizard template (spec 2.6): steps beside or above the content, buttons below it. */
export function Stepper({ steps, current, onSelect, navigation, variant = 'auto', onStepAction, children }: Props) {
  const large = useLargeStepper();
  const [layout, setLayout] = useStepperLayout();
  const { onAction, confirm } = useStepActions(steps, onStepAction);
  const dynamic = onAction !== undefined;
  const body = (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
      {children}
      <StepperNavigation navigation={navigation} />
    </Paper>
  );
  if (!dynamic && (variant === 'tabs' || (large && layout === 'tabs'))) {
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
        <CompactStepper steps={steps} current={current} onSelect={onSelect} onAction={onAction} />
        {body}
        {confirm}
      </Stack>
    );
  }
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <VerticalStepper
        steps={steps}
        current={current}
        onSelect={onSelect}
        onShowAsTabs={dynamic ? undefined : () => setLayout('tabs')}
        onAction={onAction}
      />
      {body}
      {confirm}
    </Group>
  );
}
