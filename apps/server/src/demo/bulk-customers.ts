import { demoPostalCodes } from './data/postal-codes';
import { addYears, isoDate } from './dates';
import { businessPatterns, femaleFirstNames, lastNames, maleFirstNames, streetNames, toMailLocalPart } from './names';
import type { Rng } from './random';
import type { CustomerSeed, PersonSeed } from './types';

/** Customers per Vermittlernummer for the generated part (Erika and Hans come on top, both under 10001). */
const customersPerBroker: ReadonlyArray<readonly [string, number]> = [
  ['10001', 22],
  ['10002', 8],
  ['10003', 6],
  ['10004', 5],
  ['20001', 8],
  ['20002', 3],
  ['20003', 2],
  ['10005', 4],
];

/** Every twelfth generated customer is a small business. */
const BUSINESS_EVERY = 12;

/** Film numbers of the Bundesnetzagentur ("Drama Numbers", Amtsblatt 7/2021): never assigned to anyone. */
const dramaNumberPrefix: Readonly<Record<string, string>> = {
  Berlin: '030 23125',
  Hamburg: '040 66969',
  München: '089 99998',
  Köln: '0221 4710',
  'Frankfurt am Main': '069 90009',
};

const mailDomains = ['example.com', 'example.org', 'example.net'] as const;

export type GeneratedCustomer = CustomerSeed & { isBusiness: boolean; birthYear: number | null };

export type GeneratedCustomers = { customers: GeneratedCustomer[]; familyMembers: PersonSeed[] };

/** Generates the customers 100003 … with their households. */
export function generateCustomers(rng: Rng, firstKundennr: number): GeneratedCustomers {
  const brokerSlots = rng.shuffle(customersPerBroker.flatMap(([nr, count]) => Array<string>(count).fill(nr)));
  const usedNames = new Set<string>(['Erika Mustermann', 'Hans Beispiel']);
  const phoneCounter = new Map<string, number>();
  const customers: GeneratedCustomer[] = [];
  const familyMembers: PersonSeed[] = [];

  brokerSlots.forEach((broker, index) => {
    const kundennr = String(firstKundennr + index);
    const place = rng.pick(demoPostalCodes);
    const address = {
      strasse: rng.pick(streetNames),
      hausnr: `${rng.int(1, 120)}${rng.chance(0.08) ? 'a' : ''}`,
      plz: place.plz,
      ort: place.ort,
    };
    const prefix = dramaNumberPrefix[place.ort];
    const nextPhone = (): string | null => {
      if (!prefix) {
        return null;
      }
      const n = (phoneCounter.get(place.ort) ?? 300) + 1;
      phoneCounter.set(place.ort, n);
      return `${prefix}${n}`;
    };
    const seit = isoDate(rng.int(2015, 2024), rng.int(1, 12), rng.int(1, 28));

    if (index % BUSINESS_EVERY === BUSINESS_EVERY - 5) {
      const firma = rng.pick(businessPatterns).replace('{name}', rng.pick(lastNames));
      customers.push({
        kundennr,
        broker,
        anrede: 'Firma',
        titel: null,
        vorname: null,
        name: firma,
        firma,
        geburtsdatum: null,
        email: `${toMailLocalPart(firma.split(' ')[0] ?? 'info', firma.split(' ')[1] ?? '')}@example.com`,
        telefon: nextPhone(),
        ...address,
        seit,
        isBusiness: true,
        birthYear: null,
      });
      return;
    }

    const female = rng.chance(0.5);
    let vorname = '';
    let name = '';
    do {
      vorname = rng.pick(female ? femaleFirstNames : maleFirstNames);
      name = rng.pick(lastNames);
    } while (usedNames.has(`${vorname} ${name}`));
    usedNames.add(`${vorname} ${name}`);
    const birthYear = rng.int(1946, 2002);
    customers.push({
      kundennr,
      broker,
      anrede: female ? 'Frau' : 'Herr',
      titel: rng.chance(0.06) ? 'Dr.' : null,
      vorname,
      name,
      firma: null,
      geburtsdatum: isoDate(birthYear, rng.int(1, 12), rng.int(1, 28)),
      email: rng.chance(0.85) ? `${toMailLocalPart(vorname, name)}@${rng.pick(mailDomains)}` : null,
      telefon: nextPhone(),
      ...address,
      seit,
      isBusiness: false,
      birthYear,
    });

    if (rng.chance(0.4)) {
      const partnerYear = birthYear + rng.int(-4, 4);
      familyMembers.push({
        kundennr,
        istKunde: false,
        anrede: female ? 'Herr' : 'Frau',
        vorname: rng.pick(female ? maleFirstNames : femaleFirstNames),
        name,
        geburtsdatum: isoDate(partnerYear, rng.int(1, 12), rng.int(1, 28)),
        ...address,
      });
    }
    const children = birthYear >= 1965 && rng.chance(0.35) ? rng.int(1, 2) : 0;
    for (let c = 0; c < children; c++) {
      const girl = rng.chance(0.5);
      const born = addYears(isoDate(birthYear, rng.int(1, 12), rng.int(1, 28)), rng.int(24, 38));
      familyMembers.push({
        kundennr,
        istKunde: false,
        anrede: girl ? 'Frau' : 'Herr',
        vorname: rng.pick(girl ? femaleFirstNames : maleFirstNames),
        name,
        geburtsdatum: born < '2024-01-01' ? born : '2023-06-15',
        ...address,
      });
    }
  });
  return { customers, familyMembers };
}

/** The customer's own person row (istKunde): same name and address as the customer. */
export function personOfCustomer(customer: CustomerSeed): PersonSeed {
  return {
    kundennr: customer.kundennr,
    istKunde: true,
    anrede: customer.anrede,
    vorname: customer.vorname,
    name: customer.name,
    geburtsdatum: customer.geburtsdatum,
    strasse: customer.strasse,
    hausnr: customer.hausnr,
    plz: customer.plz,
    ort: customer.ort,
  };
}
