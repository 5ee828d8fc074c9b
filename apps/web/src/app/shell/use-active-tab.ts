import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type CustomerTab, findTabForLocation, rememberTabLocation, useCustomerTabs } from '../../lib/customer-tabs';

// Every page about one contract belongs to the tab of the contract's customer, a customer page to its own.
const customerPath = /^\/home\/kunden\/(\d+)/;
const contractPath =
  /^\/home\/versicherungen\/(?:insurance-group\/(?:overview|details|insurancePostfach|dokumente|anmerkungen|deeplinks|vertrag-status|schadensmeldung)|kundennr-aendern)\/(\d+)/;

function readCustomerId(search: unknown): number | undefined {
  const value = (search as { customerId?: unknown } | undefined)?.customerId;
  return typeof value === 'number' ? value : undefined;
}

/** The customer tab the current page belongs to (undefined = 'Versicherungen'), remembering where each tab was. */
export function useActiveTab(): { tabs: CustomerTab[]; active: CustomerTab | undefined; mainHref: string | null } {
  const { tabs, mainHref } = useCustomerTabs();
  const location = useRouterState({ select: (state) => state.location });
  const match = contractPath.exec(location.pathname);
  const customerMatch = customerPath.exec(location.pathname);
  const active = findTabForLocation(tabs, {
    customerId: customerMatch?.[1] ? Number(customerMatch[1]) : readCustomerId(location.search),
    contractId: match?.[1] ? Number(match[1]) : undefined,
  });
  const activeId = active?.customerId ?? null;

  useEffect(() => {
    rememberTabLocation(activeId, location.href);
  }, [activeId, location.href]);

  return { tabs, active, mainHref };
}
