import { SimpleGrid, Skeleton } from '@mantine/core';
import { TextSkeleton } from './text-skeleton';

/** A form's fields while they load: labels and inputs in two columns (one on a phone), as the forms lay them out. */
export function FieldsSkeleton({ count = 12 }: { count?: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      verticalSpacing="sm"
      role="status"
      aria-busy="true"
      aria-label="Wird geladen"
    >
      {Array.from({ length: count }, (_, i) => i).map((i) => (
        <div key={i}>
          <TextSkeleton size="sm" fw={500} width={110} />
          <Skeleton height={36} radius="sm" />
        </div>
      ))}
    </SimpleGrid>
  );
}
