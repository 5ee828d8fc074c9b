import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** Mantine's Tooltip in a chunk of its own: the shell draws without it (docs/decisions/0030). */
const MantineTooltip = lazy(() => import('./mantine-tooltip'));

/**
 * Mantine's Tooltip, loaded beside the first page instead of with it; until it is there (a moment after the
 * shell renders) its target shows without the tooltip.
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <MantineTooltip {...props} />
    </Suspense>
  );
}
