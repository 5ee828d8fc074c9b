import { Skeleton, Stack } from '@mantine/core';

/** Shown while a route's code or data is on its way; in the frame of the pages (their padding and width). */
export function PageSkeleton() {
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1440} role="status" aria-busy="true" aria-label="Wird geladen …">
      <Skeleton height={28} width="40%" />
      <Skeleton height={16} width="65%" />
      <Skeleton height={220} />
    </Stack>
  );
}
