import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over a value that cannot be edited here; empty values show as '–'. */
export function ReadOnlyField({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={500}
        c={empty ? 'dimmed' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', hyphens: 'auto' }}
      >
        {empty ? '–' : children}
      </Text>
    </Stack>
  );
}
