import { AENDERUNGSLOG_TEXTE } from '@maklerwerk/domain';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setBackCrumb } from '../../lib/back-crumb';

const listPath = '/home/versicherungen/insurance-group';

/** Spec 2.1: leaving this contract's details for another page (not the list) adds 'zurück zu Details'. */
export function useLeaveDetails(id: number): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
        const here = `${listPath}/details/${id}`;
        if (!fromLocation?.pathname.startsWith(here) || toLocation.pathname.startsWith(here)) {
          return;
        }
        const toList = toLocation.pathname === listPath || toLocation.pathname === `${listPath}/`;
        // Spec 2.5: leaving the change-log step names it.
        const fromLog = (fromLocation.search as { stepKey?: unknown }).stepKey === 'aenderungslog';
        const label = fromLog ? AENDERUNGSLOG_TEXTE.zurueck : 'zurück zu Details';
        setBackCrumb(toList ? null : { label, href: fromLocation.href });
      }),
    [router, id],
  );
}
