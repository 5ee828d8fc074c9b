import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListNumbers } from '@tabler/icons-react';
import { StepIcon } from './step-icon';
import { StepList } from './step-list';
import type { StepperAction, StepperItem, StepperPosition } from './stepper.types';

type Props = {
  steps: StepperItem[];
  current: StepperPosition;
  onSelect: (position: StepperPosition) => void;
  onAction?: ((key: string, action: StepperAction) => void) | undefined;
};

/** The stepper below 992 px: 'Schritt n von m: Label' and a modal listing every step. */
export function CompactStepper({ steps, current, onSelect, onAction }: Props) {
  const [opened, modal] = useDisclosure(false);
  const index = Math.max(
    0,
    steps.findIndex((s) => s.key === current.stepKey),
  );
  const step = steps[index];
  const substep = step?.substeps.find((s) => s.key === current.substepKey);
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {step && <StepIcon status={step.status} loading={step.loading} number={index + 1} active size={28} />}
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} lh={1.3}>
              Schritt {index + 1} von {steps.length}: {step?.label}
            </Text>
            {substep && (
              <Text size="xs" c="dimmed" truncate>
                {substep.title}
              </Text>
            )}
          </div>
        </Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconListNumbers size={14} />}
          onClick={modal.open}
          aria-haspopup="dialog"
          style={{ flexShrink: 0 }}
        >
          Alle Schritte
        </Button>
      </Group>
      <Modal opened={opened} onClose={modal.close} title="Schritte" size="sm">
        <StepList
          steps={steps}
          current={current}
          onSelect={(position) => {
            modal.close();
            onSelect(position);
          }}
          onAction={onAction}
        />
      </Modal>
    </Paper>
  );
}
