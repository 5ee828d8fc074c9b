import { useMediaQuery } from '@mantine/hooks';

/** Below the `sm` breakpoint the report's tables become cards (as the other lists do on a phone). */
export const useIsPhone = () => useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
