import type { CappedCount } from '@maklerwerk/domain';
import { Badge, Group, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from './start-figures';

/**
 * The head of a start-page card: icon, title and, when there is something, its capped count. The
 * count never shrinks: on a phone a two-line title would otherwise cut '14' to '1…'.
 */
export function StartCardHeader({
  icon,
  title,
  count,
  countLabel,
}: {
  icon: ReactNode;
  title: string;
  count: CappedCount | undefined;
  /** What a screen reader says for the count ('14 offene Aufgaben'); the figure alone otherwise. */
  countLabel?: (text: string) => string;
}) {
  const text = count ? formatCount(count) : '';
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={34} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h5">
          {title}
        </Title>
      </Group>
      {count && count.total > 0 && (
        <Badge
          variant="filled"
          radius="sm"
          tt="none"
          style={{ flexShrink: 0 }}
          aria-label={countLabel ? countLabel(text) : undefined}
        >
          {text}
        </Badge>
      )}
    </Group>
  );
}
