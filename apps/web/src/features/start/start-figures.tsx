import type { CappedCount } from '@maklerwerk/domain';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

const countFormat = new Intl.NumberFormat('de-DE');

/** A capped count as the contract list shows it: beyond LIST_COUNT_CAP 'mehr als 10.000'. */
export const formatCount = (count: CappedCount) =>
  count.capped ? `mehr als ${countFormat.format(count.total)}` : countFormat.format(count.total);

/** `shortLabel`: the label on a phone, where three figures share one row. */
export type Figure = {
  key: string;
  label: string;
  shortLabel: string;
  count: CappedCount;
  icon: ReactNode;
  note: ReactNode;
};

/** A figure on a phone: the number over its label, three in a row. */
function CompactFigure({ figure }: { figure: Figure }) {
  return (
    <Paper withBorder p="xs" radius="md">
      {/* 'mehr als 10.000' does not fit a third of a phone: '10.000+', read out in full. */}
      <Text fz={22} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {figure.count.capped ? (
          <>
            <span aria-hidden>{countFormat.format(figure.count.total)}+</span>
            <VisuallyHidden>{formatCount(figure.count)}</VisuallyHidden>
          </>
        ) : (
          formatCount(figure.count)
        )}
      </Text>
      <Text size="xs" c="dimmed" fw={500} lh={1.3}>
        {figure.shortLabel}
      </Text>
    </Paper>
  );
}

/** The key figures on top of the start page. */
export function StartFigures({ figures, compact }: { figures: Figure[] | undefined; compact: boolean }) {
  const count = figures?.length ?? 3;
  if (compact) {
    return (
      <SimpleGrid cols={count} spacing="xs">
        {figures
          ? figures.map((f) => <CompactFigure key={f.key} figure={f} />)
          : [0, 1, 2].map((i) => <Skeleton key={i} height={64} radius="md" />)}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: count, lg: count }} spacing="md">
      {figures
        ? figures.map((f) => (
            <Paper key={f.key} withBorder p="md" radius="md">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  {f.icon}
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" c="dimmed" fw={500}>
                    {f.label}
                  </Text>
                  <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCount(f.count)}
                  </Text>
                  <Text size="xs" c="dimmed" mt={2}>
                    {f.note}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))
        : [0, 1, 2].map((i) => <Skeleton key={i} height={98} radius="md" />)}
    </SimpleGrid>
  );
}
