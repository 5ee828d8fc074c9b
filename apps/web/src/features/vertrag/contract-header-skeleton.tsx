import { Group, Paper, Skeleton, Stack } from '@mantine/core';

export function ContractHeaderSkeleton() {
  return (
    <Paper withBorder p="lg" role="status" aria-busy="true" aria-label="Versicherung wird geladen">
      <Group justify="space-between" mb="md">
        <Skeleton height={14} width={170} />
        <Skeleton height={12} width={140} />
      </Group>
      <Group justify="space-between" align="flex-start">
        <Stack gap={10} style={{ flex: 1 }}>
          <Skeleton height={14} width={180} />
          <Skeleton height={26} width="55%" />
          <Skeleton height={14} width={240} />
        </Stack>
        <Skeleton height={26} width={80} />
      </Group>
    </Paper>
  );
}
