import type { StepStatus } from '@maklerwerk/domain';
import { Loader, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

type Props = { status: StepStatus; loading?: boolean; number: number; active: boolean; size?: number };

const statusLabel: Record<StepStatus, string> = { default: '', success: 'vollständig', warning: 'mit Hinweis' };

/** Step icon: loading while saving, else success, warning or the step number (spec 4.6). */
export function StepIcon({ status, loading = false, number, active, size = 24 }: Props) {
  if (loading) {
    return (
      <ThemeIcon size={size} radius="xl" variant="light" role="img" aria-label="wird gespeichert">
        <Loader size={size * 0.55} />
      </ThemeIcon>
    );
  }
  if (status === 'warning') {
    return (
      <ThemeIcon
        size={size}
        radius="xl"
        color="orange"
        variant={active ? 'filled' : 'light'}
        role="img"
        aria-label={statusLabel.warning}
      >
        <IconAlertTriangle size={size * 0.58} stroke={2} />
      </ThemeIcon>
    );
  }
  if (status === 'success') {
    return (
      <ThemeIcon
        size={size}
        radius="xl"
        color="teal"
        variant={active ? 'filled' : 'light'}
        role="img"
        aria-label={statusLabel.success}
      >
        <IconCheck size={size * 0.62} stroke={2.4} />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      color={active ? 'brand' : 'gray'}
      variant={active ? 'filled' : 'light'}
      fz={size * 0.5}
      fw={700}
      aria-hidden
    >
      {number}
    </ThemeIcon>
  );
}
