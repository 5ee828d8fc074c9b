import type { FahrzeugDaten } from '@maklerwerk/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  anbindungen,
  companyBrokerNumbers,
  companyContacts,
  contractPersons,
  contracts,
  fahrzeugdaten,
  persons,
  policyNumberHistory,
  versicherteSachen,
} from '../db/schema';
import { demoAnbindungen, demoContacts } from './ansprechpartner';
import { demoInsurers } from './insurers';
import {
  namedBetreuung,
  namedContractPersons,
  namedFehler,
  namedPolicyNumberHistory,
  namedVersicherteSachen,
} from './named-details';
import { ERIKA_KUNDENNR } from './named-records';
import { createRng, DEMO_SEED } from './random';
import { seedClaimsAndNotes } from './seed-claims';
import type { DemoPlan } from './types';
import { ERIKA_ASTRA, ERIKA_GOLF, generateVehicle } from './vehicles';

export type DetailsContext = {
  plan: DemoPlan;
  /** 'Kurzname|Nummer' → contract id. */
  contractId: (key: string) => number;
  companyIds: ReadonlyMap<string, number>;
  customerIds: ReadonlyMap<string, number>;
  maklerUserId: number;
  /** Max Makler's broker id: his courtage numbers belong to his structure. */
  maklerBrokerId: number;
};

const fixedVehicles: Readonly<Record<string, FahrzeugDaten>> = {
  'HUK-COBURG|KF-4711-0815': ERIKA_GOLF,
  'HUK-COBURG|KF-4711-0500': ERIKA_ASTRA,
};

/** Vehicle data, persons, old numbers, warnings, insured object, combos and contacts (issue 3). */
export async function seedContractDetails(tx: Tx, ctx: DetailsContext): Promise<void> {
  await seedVehicles(tx, ctx);
  await seedNamedContractParts(tx, ctx);
  await seedCompanyData(tx, ctx);
  await seedClaimsAndNotes(tx, ctx);
  // A running contract can be cancelled by mail; kuendigung_laeuft already marks those being cancelled.
  await tx
    .update(contracts)
    .set({ kuendigungCanMail: true })
    .where(inArray(contracts.status, ['aktiv', 'beitragsfrei', 'ruhend', 'gekuendigt']));
}

async function seedVehicles(tx: Tx, ctx: DetailsContext): Promise<void> {
  // A separate stream: vehicles never shift the generated contracts.
  const rng = createRng(DEMO_SEED + 3);
  const rows = ctx.plan.contracts
    .filter((c) => c.branch === 'KFZ')
    .flatMap((c) => {
      const key = `${c.company}|${c.nummer}`;
      const fixed = fixedVehicles[key];
      // One in ten generated motor contracts still lacks its vehicle data: 'Fahrzeugdaten fehlen.'
      if (!fixed && rng.chance(0.1)) {
        return [];
      }
      return [{ ...(fixed ?? generateVehicle(rng, c.kennzeichen, c.beginn)), contractId: ctx.contractId(key) }];
    });
  if (rows.length > 0) {
    await tx.insert(fahrzeugdaten).values(rows);
  }
}

async function seedNamedContractParts(tx: Tx, ctx: DetailsContext): Promise<void> {
  const erikaId = ctx.customerIds.get(ERIKA_KUNDENNR) ?? 0;
  const household = await tx
    .select({ id: persons.id, vorname: persons.vorname })
    .from(persons)
    .where(eq(persons.customerId, erikaId));
  const personId = (vorname: string) => household.find((p) => p.vorname === vorname)?.id ?? 0;
  const links = Object.entries(namedContractPersons).flatMap(([key, list]) =>
    list.map(([vorname, vtgrolle]) => ({ contractId: ctx.contractId(key), personId: personId(vorname), vtgrolle })),
  );
  await tx.insert(contractPersons).values(links);

  const history = Object.entries(namedPolicyNumberHistory).flatMap(([key, list]) =>
    list.map((h) => ({ contractId: ctx.contractId(key), ...h, changedByUserId: ctx.maklerUserId })),
  );
  await tx.insert(policyNumberHistory).values(history);

  for (const [key, fehler] of Object.entries(namedFehler)) {
    await tx
      .update(contracts)
      .set({ fehler })
      .where(eq(contracts.id, ctx.contractId(key)));
  }
  for (const [key, betreuung] of Object.entries(namedBetreuung)) {
    await tx
      .update(contracts)
      .set(betreuung)
      .where(eq(contracts.id, ctx.contractId(key)));
  }
  await tx
    .insert(versicherteSachen)
    .values(
      Object.entries(namedVersicherteSachen).map(([key, sache]) => ({ ...sache, contractId: ctx.contractId(key) })),
    );
}

async function seedCompanyData(tx: Tx, ctx: DetailsContext): Promise<void> {
  const companyId = (kurzname: string) => ctx.companyIds.get(kurzname) ?? 0;
  await tx.insert(companyBrokerNumbers).values(
    demoInsurers.flatMap((i) => [
      {
        companyId: companyId(i.kurzname),
        nummer: i.vermittlerNummer,
        bezeichnung: 'Direktvereinbarung Max Makler GmbH',
        brokerId: ctx.maklerBrokerId,
      },
      { companyId: companyId(i.kurzname), nummer: i.hauptNummer, bezeichnung: 'Hauptnummer der Gesellschaft' },
    ]),
  );
  await tx.insert(anbindungen).values(demoAnbindungen.map((name, sort) => ({ name, sort, companyId: null })));
  const others = demoInsurers.filter((i) => i.kurzname !== 'HUK-COBURG');
  await tx
    .insert(companyContacts)
    .values(demoContacts(others).map(({ company, ...c }) => ({ ...c, companyId: companyId(company) })));
}
