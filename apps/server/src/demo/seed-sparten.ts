import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branches, companies, contractBranches, contracts, tarife } from '../db/schema';

/**
 * Sparten of the named contract KF-4711-0815 (issue 15): Kfz-Haftpflicht (the primary branch) and
 * Vollkasko with their main data, and three HUK-COBURG tariffs of those branches (one inactive).
 * Its damage reports are filed on the branches in named-claims.ts.
 */
export async function seedDemoSparten(db: Db): Promise<void> {
  const [huk] = await db.select({ id: companies.id }).from(companies).where(eq(companies.kurzname, 'HUK-COBURG'));
  const catalogue = await db
    .select({ id: branches.id, key: branches.key })
    .from(branches)
    .where(inArray(branches.key, ['KH', 'VK']));
  const branchId = (key: string) => {
    const id = catalogue.find((b) => b.key === key)?.id;
    if (id === undefined || !huk) {
      throw new Error(`Demo-Bestand: Sparte ${key} oder HUK-COBURG fehlt.`);
    }
    return id;
  };
  if (!huk) {
    throw new Error('Demo-Bestand: HUK-COBURG fehlt.');
  }
  const [kf] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.nummer, 'KF-4711-0815'), eq(contracts.gesellschaftId, huk.id)));
  if (!kf) {
    throw new Error('Demo-Bestand: KF-4711-0815 fehlt.');
  }
  const tarifRows = await db
    .insert(tarife)
    .values([
      { bezeichnung: 'Kfz-Haftpflicht Classic', gesellschaftId: huk.id, sparteId: branchId('KH') },
      { bezeichnung: 'Vollkasko Classic', gesellschaftId: huk.id, sparteId: branchId('VK') },
      { bezeichnung: 'Vollkasko Kompakt 2015', gesellschaftId: huk.id, sparteId: branchId('VK'), inaktiv: true },
    ])
    .returning({ id: tarife.id });
  await db.insert(contractBranches).values([
    {
      contractId: kf.id,
      sparteId: branchId('KH'),
      isPrimary: true,
      praemieBtoZahlweiseCents: 30_040,
      praemieNtoZahlweiseCents: 25_244,
      tarifId: tarifRows[0]?.id ?? null,
      versichertePerson: 'Erika Mustermann',
      beginn: '2019-01-01',
      parameters: [
        { key: 'Deckungssumme', value: '100 Mio. € pauschal' },
        { key: 'SF-Klasse', value: 'SF 12' },
      ],
    },
    {
      contractId: kf.id,
      sparteId: branchId('VK'),
      praemieBtoZahlweiseCents: 31_200,
      praemieNtoZahlweiseCents: 26_218,
      tarifId: tarifRows[1]?.id ?? null,
      versichertePerson: 'Erika Mustermann',
      beginn: '2019-01-01',
      parameters: [
        { key: 'Selbstbeteiligung', value: '300 € (Teilkasko 150 €)' },
        { key: 'SF-Klasse', value: 'SF 9' },
      ],
    },
  ]);
}
