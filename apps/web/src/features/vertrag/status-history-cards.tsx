import type { ContractStatus } from '@maklerwerk/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { StatusPill } from '../../components/status-pill';

export type StatusHistoryRow = {
  id: number;
  date: string;
  status: ContractStatus;
  previousStatus: ContractStatus | null;
  changedBy: string | null;
  bemerkung: string | null;
};

/** The status history on a phone: one card per change. */
export function StatusHistoryCards({ rows }: { rows: StatusHistoryRow[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder p="sm">
          <Group justify="space-between" gap="xs" mb={6}>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.date}
            </Text>
            <Text size="xs" c="dimmed">
              {row.changedBy ?? ''}
            </Text>
          </Group>
          <Group gap={6}>
            {row.previousStatus && (
              <>
                <StatusPill status={row.previousStatus} />
                <IconArrowRight size={14} color="var(--mantine-color-gray-6)" aria-label="zu" />
              </>
            )}
            <StatusPill status={row.status} />
          </Group>
          {row.bemerkung && (
            <Text size="sm" mt={6}>
              {row.bemerkung}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
