import { redirect } from '@tanstack/react-router';

/**
 * beforeLoad of the spec's application routes that Maklerwerk has no application for (spec
 * dokumente-formulare.md §2, §8: an unknown application type leads to /role-forbidden). Kept free of
 * zod and components: route definitions land in the first page's JavaScript.
 */
export function unknownApplication(): never {
  throw redirect({ to: '/role-forbidden', replace: true });
}
