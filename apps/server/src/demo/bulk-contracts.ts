import type { ContractStatus } from '@maklerwerk/domain';
import { type DemoBranch, demoBranches, furtherBranches } from './branches';
import type { GeneratedCustomer } from './bulk-customers';
import { buildContract } from './contract-builder';
import { addDays, addMonths, addYears, DEMO_AS_OF, isoDate, nextAnniversary } from './dates';
import { demoInsurers } from './insurers';
import { policyNumberFromTemplate } from './policy-numbers';
import type { Rng } from './random';
import type { ContractSeed } from './types';
import { formatKennzeichen, unterscheidungszeichenFor } from './vehicle-codes';

/** Numbers and plates already taken (the named contracts' ones first), so generated ones stay unique. */
export type UsedIdentifiers = { policyNumbers: Map<string, Set<string>>; kennzeichen: Set<string> };

const MIN_PER_CUSTOMER = 2;
const MAX_PER_PRIVATE = 9;
const MAX_PER_BUSINESS = 5;

const tariffLines = {
  sach: ['Basis', 'Kompakt', 'Komfort', 'Premium', 'Exklusiv'],
  vorsorge: ['Klassik', 'Invest', 'Chance', 'Garant'],
  kranken: ['Start', 'Plus', 'Top'],
} as const;

/** How many contracts each customer gets, adjusted so that the sum is exactly `total`. */
export function distributeContractCounts(rng: Rng, customers: readonly GeneratedCustomer[], total: number): number[] {
  const max = (c: GeneratedCustomer) => (c.isBusiness ? MAX_PER_BUSINESS : MAX_PER_PRIVATE);
  const counts = customers.map((c) => rng.int(MIN_PER_CUSTOMER, max(c)));
  let sum = counts.reduce((a, b) => a + b, 0);
  for (let i = 0; sum !== total; i = (i + 1) % counts.length) {
    const count = counts[i] ?? 0;
    const customer = customers[i] as GeneratedCustomer;
    if (sum > total && count > MIN_PER_CUSTOMER) {
      counts[i] = count - 1;
      sum--;
    } else if (sum < total && count < max(customer)) {
      counts[i] = count + 1;
      sum++;
    }
  }
  return counts;
}

function pickBranches(rng: Rng, customer: GeneratedCustomer, count: number): DemoBranch[] {
  const weight = (b: DemoBranch) => (customer.isBusiness ? b.businessWeight : b.privateWeight);
  const maxCars = customer.isBusiness ? 3 : 2;
  const chosen: DemoBranch[] = [];
  while (chosen.length < count) {
    const open = demoBranches.filter((b) => {
      const taken = chosen.filter((c) => c.key === b.key).length;
      const excluded = b.key === 'ZZ' && chosen.some((c) => c.key === 'PKV');
      return weight(b) > 0 && !excluded && taken < (b.key === 'KFZ' ? maxCars : 1);
    });
    chosen.push(rng.weighted(open, weight));
  }
  return chosen;
}

function pickStatus(rng: Rng, branch: DemoBranch): ContractStatus {
  const roll = rng.next();
  const vorsorge = branch.vtgGruppe !== null;
  if (roll < 0.8) {
    return 'aktiv';
  }
  if (roll < 0.85) {
    return 'gekuendigt';
  }
  if (roll < 0.88) {
    return vorsorge && branch.key !== 'RLV' ? 'beitragsfrei' : 'abgelaufen';
  }
  if (roll < 0.91) {
    return 'storniert';
  }
  if (roll < 0.95) {
    return 'angebot';
  }
  if (roll < 0.97) {
    return 'antrag';
  }
  if (vorsorge) {
    return 'beitragsfrei';
  }
  return branch.key === 'KFZ' ? 'ruhend' : 'aktiv';
}

/** Contract begins on the 1st of a month; Kfz often on 1 January. */
function pickBeginn(rng: Rng, customer: GeneratedCustomer, branch: DemoBranch, status: ContractStatus): string {
  if (status === 'angebot' || status === 'antrag') {
    return rng.pick(['2026-12-01', '2026-12-01', '2026-11-01']);
  }
  const lastYear = status === 'abgelaufen' ? 2020 : status === 'storniert' ? 2024 : 2026;
  const firstYear = Math.min(Math.max(2015, Number(customer.seit.slice(0, 4))), lastYear);
  const year = rng.int(firstYear, lastYear);
  const month = year === 2026 ? rng.int(1, 9) : rng.int(1, 12);
  return branch.key === 'KFZ' && rng.chance(0.5) ? isoDate(year, 1, 1) : isoDate(year, month, 1);
}

function premiumCents(rng: Rng, branch: DemoBranch): number {
  const [low, high] = branch.premium;
  if (branch.vtgGruppe || branch.key === 'PKV') {
    // Vorsorge and Kranken premiums are agreed as whole euros per month.
    return rng.int(Math.round(low / 12), Math.round(high / 12)) * 1200;
  }
  return rng.int(low * 10, high * 10) * 10;
}

function sumCents(rng: Rng, branch: DemoBranch): number | null {
  if (!branch.sum) {
    return null;
  }
  const [low, high] = branch.sum;
  if (low >= 1_000_000) {
    const deckungssummen = [3, 5, 10, 15, 20, 50].map((m) => m * 1_000_000).filter((s) => s >= low && s <= high);
    return rng.pick(deckungssummen) * 100;
  }
  return rng.int(low / 1000, high / 1000) * 1000 * 100;
}

function tariff(rng: Rng, branch: DemoBranch): string {
  const lines = branch.vtgGruppe
    ? tariffLines.vorsorge
    : branch.kategorieName === 'Kranken'
      ? tariffLines.kranken
      : tariffLines.sach;
  return `${rng.pick(branch.products)} ${rng.pick(lines)}`;
}

function uniqueValue(make: () => string, used: Set<string>): string {
  let value = make();
  while (used.has(value)) {
    value = make();
  }
  used.add(value);
  return value;
}

function contractFor(rng: Rng, customer: GeneratedCustomer, branch: DemoBranch, used: UsedIdentifiers): ContractSeed {
  const insurer = rng.weighted(
    demoInsurers.filter((i) => i.branches.includes(branch.key)),
    (i) => i.weight,
  );
  const status = pickStatus(rng, branch);
  const beginn = pickBeginn(rng, customer, branch, status);
  const vorsorge = branch.vtgGruppe !== null;
  let laufzeit: number | null = null;
  if (vorsorge) {
    const age = Number(beginn.slice(0, 4)) - (customer.birthYear ?? 1980);
    if (status === 'abgelaufen') {
      laufzeit = rng.int(3, 5);
    } else {
      laufzeit = branch.key === 'RLV' ? rng.int(5, 25) : Math.min(40, Math.max(12, 67 - age));
    }
  }
  let ende: string | null = null;
  if (status === 'gekuendigt') {
    ende = vorsorge ? addMonths(DEMO_AS_OF, 1) : nextAnniversary(beginn);
  } else if (status === 'storniert') {
    ende = addMonths(beginn, rng.int(1, 14));
  } else if (status === 'abgelaufen') {
    ende = addYears(beginn, laufzeit ?? rng.int(1, 5));
  }
  const further = furtherBranches[branch.key];
  const jahresbeitragCents = premiumCents(rng, branch);
  // Small premiums are paid once a year; Vorsorge and Kranken keep their monthly rhythm.
  const monthlyAgreed = branch.vtgGruppe !== null || branch.kategorieName === 'Kranken';
  const small = jahresbeitragCents < 20_000 && !monthlyAgreed;
  const rhythm = small ? 'jährlich' : rng.chance(0.6) ? (branch.rhythms[0] as string) : rng.pick(branch.rhythms);
  const kennzeichen =
    branch.key === 'KFZ'
      ? uniqueValue(
          () => formatKennzeichen(unterscheidungszeichenFor(customer.ort), rng.pick, rng.digits(4)),
          used.kennzeichen,
        )
      : null;
  const numbers = used.policyNumbers.get(insurer.kurzname) ?? new Set<string>();
  used.policyNumbers.set(insurer.kurzname, numbers);
  return buildContract({
    kundennr: customer.kundennr,
    company: insurer.kurzname,
    branch: branch.key,
    status,
    nummer: uniqueValue(() => policyNumberFromTemplate(insurer.template, rng, branch.kuerzel, beginn), numbers),
    produktbez: tariff(rng, branch),
    beginn,
    jahresbeitragCents,
    zahlrhythm: rhythm,
    zahlungsart: rng.chance(0.85) ? 'Lastschrift' : 'Überweisung',
    furtherBranches: further && rng.chance(0.3) ? [rng.pick(further)] : [],
    kennzeichen,
    laufzeit,
    ende,
    vertragssummeCents: sumCents(rng, branch),
    erfassungsdatum: addDays(beginn, -rng.int(7, 45)),
  });
}

/** Generates `total` contracts spread over the customers, in customer order. */
export function generateContracts(
  rng: Rng,
  customers: readonly GeneratedCustomer[],
  total: number,
  used: UsedIdentifiers,
): ContractSeed[] {
  const counts = distributeContractCounts(rng, customers, total);
  return customers.flatMap((customer, index) =>
    pickBranches(rng, customer, counts[index] ?? 0).map((branch) => contractFor(rng, customer, branch, used)),
  );
}
