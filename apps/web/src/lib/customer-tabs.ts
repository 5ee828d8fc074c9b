import { useSyncExternalStore } from 'react';

/** One opened customer (spec 2.1: brokers and internal staff open contracts in a customer tab). */
export type CustomerTab = {
  customerId: number;
  name: string;
  kundennr: string;
  contractIds: number[];
  /** Where the tab was last; clicking the tab goes back there. */
  href: string;
};

type State = { tabs: CustomerTab[]; mainHref: string | null };

// The stored state is read by hand, not with zod: this module is part of the first page (docs/decisions/0030).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function readTab(value: unknown): CustomerTab | null {
  if (
    !isRecord(value) ||
    !isWholeNumber(value.customerId) ||
    typeof value.name !== 'string' ||
    typeof value.kundennr !== 'string' ||
    !Array.isArray(value.contractIds) ||
    !value.contractIds.every(isWholeNumber) ||
    typeof value.href !== 'string'
  ) {
    return null;
  }
  const { customerId, name, kundennr, contractIds, href } = value;
  return { customerId, name, kundennr, contractIds: [...contractIds], href };
}

/** The state kept in the session storage, or null when it is not one (an older or a foreign value). */
function readStoredState(value: unknown): State | null {
  if (
    !isRecord(value) ||
    !Array.isArray(value.tabs) ||
    !(value.mainHref === null || typeof value.mainHref === 'string')
  ) {
    return null;
  }
  const tabs = value.tabs.map(readTab);
  return tabs.every((tab) => tab !== null) ? { tabs: tabs as CustomerTab[], mainHref: value.mainHref } : null;
}

const storageKey = 'maklerwerk.customerTabs';
const emptyState: State = { tabs: [], mainHref: null };
const listeners = new Set<() => void>();
let state: State = readState();

function readState(): State {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    return (raw ? readStoredState(JSON.parse(raw)) : null) ?? emptyState;
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
