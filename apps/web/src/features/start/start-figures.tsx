import type { CappedCount } from '@maklerwerk/domain';
import { Group, Paper, SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { TextSkeleton } from '../../components/text-skeleton';

const countFormat = new Intl.NumberFormat('de-DE');

/** A capped count as the contract list shows it: beyond LIST_COUNT_CAP 'mehr als 10.000'. */
export const formatCount = (count: CappedCount) =>
  count.capped ? `mehr als ${countFormat.format(count.total)}` : countFormat.format(count.total);

/** `shortLabel`: the label on a phone, where three figures share one row; `count` undefined: loading. */
export type Figure = {
  key: string;
  label: string;
  shortLabel: string;
  count: CappedCount | undefined;
  icon: ReactNode;
  note: ReactNode;
};

/** A figure on a phone: the number over its label, three in a row. */
function CompactFigure({ figure }: { figure: Figure }) {
  const { count } = figure;
  return (
    <Paper withBorder p="xs" radius="md">
      {/* 'mehr als 10.000' does not fit a third of a phone: '10.000+', read out in full. */}
      {count ? (
        <Text fz={22} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {count.capped ? (
            <>
              <span aria-hidden>{countFormat.format(count.total)}+</span>
              <VisuallyHidden>{formatCount(count)}</VisuallyHidden>
            </>
          ) : (
            formatCount(count)
          )}
        </Text>
      ) : (
        <TextSkeleton fz={22} lh={1.2} width="3ch" />
      )}
      <Text size="xs" c="dimmed" fw={500} lh={1.3}>
        {figure.shortLabel}
      </Text>
    </Paper>
  );
}

/**
 * The key figures on top of the start page. While they load, each card is there already with its icon,
 * label and link, and a bar where its number will be: nothing moves when the numbers come.
 */
export function StartFigures({ figures, compact }: { figures: Figure[]; compact: boolean }) {
  const loading = figures.some((f) => f.count === undefined);
  const busy = loading ? { role: 'status', 'aria-busy': true, 'aria-label': 'Kennzahlen werden geladen' } : {};
  if (compact) {
    return (
      <SimpleGrid cols={figures.length} spacing="xs" {...busy}>
        {figures.map((f) => (
          <CompactFigure key={f.key} figure={f} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: figures.length, lg: figures.length }} spacing="md" {...busy}>
      {figures.map((f) => (
        <Paper key={f.key} withBorder p="md" radius="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              {f.icon}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" fw={500}>
                {f.label}
              </Text>
              {f.count ? (
                <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(f.count)}
                </Text>
              ) : (
                <TextSkeleton fz={28} lh={1.2} width="4ch" />
              )}
              <Text size="xs" c="dimmed" mt={2}>
                {f.note}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
