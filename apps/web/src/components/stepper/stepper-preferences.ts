import { STEPPER_BREAKPOINT_PX } from '@maklerwerk/domain';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';

/** The stepper's look as the user left it (kept in the browser), shared by the stepper and its loading skeleton. */
export const useStepperLayout = () =>
  useLocalStorage<'vertical' | 'tabs'>({ key: 'maklerwerk.stepperLayout', defaultValue: 'vertical' });

export const useStepperCollapsed = () => useLocalStorage({ key: 'maklerwerk.stepperCollapsed', defaultValue: false });

/** Steps beside the content from STEPPER_BREAKPOINT_PX, the compact bar above it below. */
export const useLargeStepper = () =>
  useMediaQuery(`(min-width: ${STEPPER_BREAKPOINT_PX}px)`, true, { getInitialValueInEffect: false });
