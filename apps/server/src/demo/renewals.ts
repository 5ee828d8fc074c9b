import { addDays, nextAnniversary } from './dates';
import { MAKLER_NR, namedContracts } from './named-records';
import type { ContractSeed, DemoPlan } from './types';

/**
 * Days after the load day on which the pinned contracts of Max Makler fall due: six renewals spread
 * over the start page's 90-day window ('Hauptfälligkeit in den nächsten 90 Tagen').
 */
export const DUE_SOON_OFFSETS: readonly number[] = [6, 19, 33, 47, 62, 76];

const keyOf = (c: Pick<ContractSeed, 'company' | 'nummer'>) => `${c.company}|${c.nummer}`;

/**
 * The Demo-Bestand as of the day it is loaded. The plan is computed as of DEMO_AS_OF (same data on
 * every run); on loading, every Hauptfälligkeit moves on to the next anniversary on or after `today`,
 * so that none lies in the past. Six running contracts of Max Makler's own customers (one per customer,
 * none of the named contracts that tests and documentation cite) fall due within the next 90 days on
 * fixed offsets, so his renewal list is never empty. Only Hauptfälligkeiten change.
 */
export function withRenewalsDue(plan: DemoPlan, today: string): DemoPlan {
  const maklerCustomers = new Set(plan.customers.filter((c) => c.broker === MAKLER_NR).map((c) => c.kundennr));
  const named = new Set(namedContracts.map(keyOf));
  const pinnedCustomers = new Set<string>();
  const contracts = plan.contracts.map((contract) => {
    if (contract.hauptfaelligkeit === null) {
      return contract;
    }
    const offset = DUE_SOON_OFFSETS[pinnedCustomers.size];
    const pin =
      offset !== undefined &&
      contract.status === 'aktiv' &&
      maklerCustomers.has(contract.kundennr) &&
      !pinnedCustomers.has(contract.kundennr) &&
      !named.has(keyOf(contract));
    if (pin) {
      pinnedCustomers.add(contract.kundennr);
      return { ...contract, hauptfaelligkeit: addDays(today, offset) };
    }
    return { ...contract, hauptfaelligkeit: nextAnniversary(contract.hauptfaelligkeit, today) };
  });
  return { ...plan, contracts };
}
