import { Stack } from '@mantine/core';
import { TextSkeleton } from '../../components/text-skeleton';

/** The items of a card on the start page while they load: two of them, each a link and a line below. */
export function ItemsSkeleton() {
  return (
    <Stack gap={6} role="status" aria-busy="true" aria-label="Wird geladen">
      {[0, 1].map((i) => (
        <div key={i}>
          <TextSkeleton size="sm" width="70%" />
          <TextSkeleton size="xs" width="50%" />
        </div>
      ))}
    </Stack>
  );
}
