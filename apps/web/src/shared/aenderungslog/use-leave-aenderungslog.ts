import { AENDERUNGSLOG_TEXTE } from '@maklerwerk/domain';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setBackCrumb } from '../../lib/back-crumb';

/** Spec 2.5: leaving the change-log page adds 'zurück zu den Änderungslog' (as useLeaveDetails does). */
export function useLeaveAenderungslog(pathname: string): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
        if (fromLocation?.pathname !== pathname || toLocation.pathname === pathname) {
          return;
        }
        setBackCrumb({ label: AENDERUNGSLOG_TEXTE.zurueck, href: fromLocation.href });
      }),
    [router, pathname],
  );
}
