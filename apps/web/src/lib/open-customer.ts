import { opensCustomerTabs } from '@maklerwerk/domain';
import { useNavigate } from '@tanstack/react-router';
import { openCustomerTab } from './customer-tabs';
import { useSession } from './session';

/** The customer page (issue 8). */
export const customerHref = (id: number) => `/home/kunden/${id}`;

/**
 * Spec 2.1: brokers and internal staff open a customer in his customer tab (the tab comes to the
 * customer page); a customer opens his own page in place.
 */
export function useOpenCustomer(): (customer: { id: number; name: string; kundennr: string }) => Promise<void> {
  const { actor } = useSession();
  const navigate = useNavigate();
  return async (customer) => {
    const href = customerHref(customer.id);
    if (opensCustomerTabs(actor)) {
      openCustomerTab(customer, null, href);
    }
    await navigate({ href });
  };
}
