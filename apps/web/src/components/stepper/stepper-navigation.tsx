import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconX } from '@tabler/icons-react';
import type { StepperNavigation as Navigation } from './stepper.types';

/** Zurück, Weiter and Schließen (spec 4): only with more than one visible step; Schließen on the last. */
export function StepperNavigation({ navigation }: { navigation: Navigation }) {
  if (!navigation.showNavigation) {
    return null;
  }
  return (
    <Group
      justify="space-between"
      gap="sm"
      pt="md"
      mt="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
        onClick={navigation.onBack}
        disabled={!navigation.canBack}
      >
        Zurück
      </Button>
      <Group gap="sm">
        {navigation.canNext && (
          <Button rightSection={<IconArrowRight size={16} />} onClick={navigation.onNext}>
            Weiter
          </Button>
        )}
        {navigation.showClose && (
          <Button leftSection={<IconX size={16} />} onClick={navigation.onClose}>
            Schließen
          </Button>
        )}
      </Group>
    </Group>
  );
}
