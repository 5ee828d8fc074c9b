import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { TextSkeleton } from '../../components/text-skeleton';
import classes from './vertrag-header.module.css';

/**
 * The header while the contract loads: the lines of `ContractHeader` (way back and category, company,
 * title, number and plate; status and actions beside it, under it on a phone) at their height and about
 * their width, so they wrap on a phone as the header does and the page keeps its shape.
 */
export function ContractHeaderSkeleton() {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      className={classes.header}
      role="status"
      aria-busy="true"
      aria-label="Versicherung wird geladen"
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
        <TextSkeleton size="sm" width={200} />
        <TextSkeleton size="xs" width={130} />
      </Group>
      <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap" className={classes.main}>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <TextSkeleton size="sm" fw={600} width={130} />
          <TextSkeleton fz={{ base: 'h3', sm: 'h2' }} lh={1.25} width="min(320px, 80%)" />
          <Group gap="md" mt={4} wrap="wrap">
            <TextSkeleton size="sm" width={250} />
            <Skeleton height={26} width={120} radius="xs" />
          </Group>
        </Stack>
        <Group gap="sm" align="flex-start" wrap="nowrap" className={classes.side}>
          <Stack gap={4} align="flex-end">
            <TextSkeleton size="xs" width={90} />
            <Skeleton height={28} width={84} radius="sm" />
          </Stack>
          <Skeleton height={36} width={112} radius="sm" />
        </Group>
      </Group>
    </Paper>
  );
}
