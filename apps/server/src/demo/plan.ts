import { generateContracts } from './bulk-contracts';
import { generateCustomers, personOfCustomer } from './bulk-customers';
import { addDays } from './dates';
import { demoInsurers } from './insurers';
import { klaraKlein, klaraWohngebaeude } from './named-claims';
import { erikaOldCarContract } from './named-details';
import { namedBrokers, namedContracts, namedCustomers, namedFamilyMembers, namedUsers } from './named-records';
import { createRng, DEMO_SEED } from './random';
import type { CustomerSeed, DemoPlan } from './types';

/** Generated customers and contracts; Klara Klein and Erika's old car come on top (61 customers, 322 contracts). */
export const DEMO_CUSTOMER_COUNT = 60;
export const DEMO_CONTRACT_COUNT = 320;

/** The whole Demo-Bestand as plain records; pure and deterministic (same seed, same plan). */
export function buildDemoPlan(seed: number = DEMO_SEED): DemoPlan {
  const rng = createRng(seed);
  const used = {
    policyNumbers: new Map(demoInsurers.map((i) => [i.kurzname, new Set<string>()])),
    kennzeichen: new Set<string>(),
  };
  for (const contract of [...namedContracts, erikaOldCarContract]) {
    used.policyNumbers.get(contract.company)?.add(contract.nummer);
    if (contract.kennzeichen) {
      used.kennzeichen.add(contract.kennzeichen);
    }
  }

  const firstGenerated = Number(namedCustomers.at(-1)?.kundennr) + 1;
  const generated = generateCustomers(rng, firstGenerated);
  const bulkContracts = generateContracts(rng, generated.customers, DEMO_CONTRACT_COUNT - namedContracts.length, used);

  // A customer is on the books at the latest when his first contract is recorded.
  const firstRecorded = new Map<string, string>();
  for (const contract of bulkContracts) {
    const known = firstRecorded.get(contract.kundennr);
    if (!known || contract.erfassungsdatum < known) {
      firstRecorded.set(contract.kundennr, contract.erfassungsdatum);
    }
  }
  const bulkCustomers: CustomerSeed[] = generated.customers.map(({ isBusiness, birthYear, ...customer }) => {
    const first = firstRecorded.get(customer.kundennr);
    const seit = first && first < customer.seit ? addDays(first, -rng.int(0, 30)) : customer.seit;
    return { ...customer, seit };
  });

  // Klara Klein (issue 9) takes the next free Kundennr after the generated customers.
  const klara = klaraKlein(String(Number(bulkCustomers.at(-1)?.kundennr ?? firstGenerated) + 1));
  const customers = [...namedCustomers, ...bulkCustomers, klara];
  const family = [...namedFamilyMembers, ...generated.familyMembers];
  const persons = customers.flatMap((customer) => [
    personOfCustomer(customer),
    ...family.filter((member) => member.kundennr === customer.kundennr),
  ]);

  return {
    brokers: [...namedBrokers],
    users: [...namedUsers],
    customers,
    persons,
    // Appended after the generated ones so that adding named history never shifts the generated Bestand.
    contracts: [...namedContracts, ...bulkContracts, erikaOldCarContract, klaraWohngebaeude(klara.kundennr)],
  };
}
