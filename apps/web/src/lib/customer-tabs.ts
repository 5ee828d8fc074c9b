import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/** One opened customer (spec 2.1: brokers and internal staff open contracts in a customer tab). */
const CustomerTabSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  kundennr: z.string(),
  contractIds: z.array(z.number().int()),
  /** Where the tab was last; clicking the tab goes back there. */
  href: z.string(),
});
export type CustomerTab = z.infer<typeof CustomerTabSchema>;

const StateSchema = z.object({ tabs: z.array(CustomerTabSchema), mainHref: z.string().nullable() });
type State = z.infer<typeof StateSchema>;

const storageKey = 'maklerwerk.customerTabs';
const emptyState: State = { tabs: [], mainHref: null };
const listeners = new Set<() => void>();
let state: State = readState();

function readState(): State {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    const parsed = raw ? StateSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : emptyState;
  } catch {
    return emptyState;
  }
}

function setState(next: State): void {
  state = next;
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the tabs still work for this page life.
  }
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCustomerTabs(): State {
  return useSyncExternalStore(subscribe, () => state);
}

export function getCustomerTabs(): State {
  return state;
}

/** Adds the customer's tab (or updates it) and records the contract as opened in it. */
export function openCustomerTab(
  customer: { id: number; name: string; kundennr: string },
  contractId: number | null,
  href: string,
): void {
  const existing = state.tabs.find((t) => t.customerId === customer.id);
  const contractIds = existing?.contractIds ?? [];
  const known = contractId === null || contractIds.includes(contractId);
  if (existing && known && existing.href === href && existing.name === customer.name) {
    return;
  }
  const tab: CustomerTab = {
    customerId: customer.id,
    name: customer.name,
    kundennr: customer.kundennr,
    contractIds: known ? contractIds : [...contractIds, contractId],
    href,
  };
  const tabs = existing ? state.tabs.map((t) => (t === existing ? tab : t)) : [...state.tabs, tab];
  setState({ ...state, tabs });
}

/** Remembers where the user was inside a tab (null = the main 'Versicherungen' tab). */
export function rememberTabLocation(customerId: number | null, href: string): void {
  if (customerId === null) {
    if (state.mainHref !== href) {
      setState({ ...state, mainHref: href });
    }
    return;
  }
  const tab = state.tabs.find((t) => t.customerId === customerId);
  if (tab && tab.href !== href) {
    setState({ ...state, tabs: state.tabs.map((t) => (t === tab ? { ...tab, href } : t)) });
  }
}

export function closeCustomerTab(customerId: number): void {
  setState({ ...state, tabs: state.tabs.filter((t) => t.customerId !== customerId) });
}

export function clearCustomerTabs(): void {
  setState(emptyState);
}

/** Which tab a location belongs to: the customer of a `customerId` list or of an opened contract. */
export function findTabForLocation(
  tabs: readonly CustomerTab[],
  location: { customerId?: number; contractId?: number },
): CustomerTab | undefined {
  if (location.customerId !== undefined) {
    return tabs.find((t) => t.customerId === location.customerId);
  }
  if (location.contractId !== undefined) {
    const { contractId } = location;
    return tabs.find((t) => t.contractIds.includes(contractId));
  }
  return undefined;
}
