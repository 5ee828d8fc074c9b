import { vergleichsportalApi } from '@maklerwerk/domain';
import { useNavigate } from '@tanstack/react-router';
import { apiCall } from './api-client';

/**
 * Before an application, investor profile or advice documentation is opened for a customer (spec §6, §7):
 * the customer access link. With a link the caller goes on; without one (no customer login) the user
 * lands on /role-forbidden. Navigation failures are swallowed (spec §8).
 */
export function useKundenzugang() {
  const navigate = useNavigate();
  return async (customerId: number): Promise<string | null> => {
    try {
      const { link } = await apiCall(vergleichsportalApi.kundenzugang, {
        query: { userType: 'KUNDE', userid: customerId },
      });
      if (link === null) {
        void navigate({ href: '/role-forbidden' });
      }
      return link;
    } catch {
      void navigate({ href: '/role-forbidden' });
      return null;
    }
  };
}
