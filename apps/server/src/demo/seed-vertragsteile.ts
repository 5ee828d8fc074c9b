import { isValidIsin } from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { companies, contracts, rueckkaufswerte, versicherungssummen, wertpapiere } from '../db/schema';

// Parts of the named contracts (issue 15 items 5–7): LV-2024-000123 (Allianz, Vorsorge) has buy-back
// values for 2025–2034, rising with the paid premiums (1.800 € a year, low at first: acquisition costs),
// two embedded funds (one in US dollars) and two sums insured; HR-55501 (ERGO) has its household sum.

const LV = { company: 'Allianz', nummer: 'LV-2024-000123' };
const HR = { company: 'ERGO', nummer: 'HR-55501' };

/** Year → buy-back value in cents. */
const lvRueckkaufswerte: ReadonlyArray<[number, number]> = [
  [2025, 112_000],
  [2026, 278_050],
  [2027, 452_310],
  [2028, 634_580],
  [2029, 824_900],
  [2030, 1_021_540],
  [2031, 1_227_030],
  [2032, 1_441_260],
  [2033, 1_663_820],
  [2034, 1_895_070],
];

const lvWertpapiere = [
  {
    isin: 'IE00B5BMR087',
    wertpapiername: 'iShares Core S&P 500 UCITS ETF (Acc)',
    anlageart: 'ETF',
    anteileDatum: '2025-12-31',
    anteileHundredths: 1_234,
    anlagesummeCents: 540_000,
    fondswertCents: 789_760,
    fondswertEuroCents: 675_009,
    waehrung: 'USD' as const,
  },
  {
    isin: 'DE0009848119',
    wertpapiername: 'DWS Top Dividende LD',
    anlageart: 'Aktienfonds',
    anteileDatum: '2025-12-31',
    anteileHundredths: 12_050,
    anlagesummeCents: 1_500_000,
    fondswertCents: 1_687_000,
    fondswertEuroCents: 1_687_000,
    waehrung: 'EUR' as const,
  },
];

async function contractOf(db: Executor, ref: { company: string; nummer: string }) {
  const [row] = await db
    .select({ id: contracts.id, sparteId: contracts.sparteId })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.gesellschaftId))
    .where(and(eq(companies.kurzname, ref.company), eq(contracts.nummer, ref.nummer)));
  if (!row) {
    throw new Error(`Demo-Bestand: Vertrag ${ref.company} ${ref.nummer} fehlt.`);
  }
  return row;
}

export async function seedDemoVertragsteile(db: Db): Promise<void> {
  for (const w of lvWertpapiere) {
    if (!isValidIsin(w.isin)) {
      throw new Error(`Demo-Bestand: ISIN ${w.isin} ist ungültig.`);
    }
  }
  await db.transaction(async (tx) => {
    const lv = await contractOf(tx, LV);
    const hr = await contractOf(tx, HR);
    await tx.insert(rueckkaufswerte).values(
      lvRueckkaufswerte.map(([jahr, betragCents]) => ({
        contractId: lv.id,
        sparteId: lv.sparteId,
        jahr,
        betragCents,
      })),
    );
    await tx.insert(wertpapiere).values(lvWertpapiere.map((w) => ({ ...w, contractId: lv.id, sparteId: lv.sparteId })));
    await tx.insert(versicherungssummen).values([
      {
        contractId: lv.id,
        sparteId: lv.sparteId,
        bezeichnung: 'Todesfallleistung',
        betragCents: 7_500_000,
        personOderObjekt: 'Erika Mustermann',
      },
      {
        contractId: lv.id,
        sparteId: lv.sparteId,
        bezeichnung: 'Berufsunfähigkeitsrente (monatlich)',
        betragCents: 150_000,
        personOderObjekt: 'Erika Mustermann',
      },
      {
        contractId: hr.id,
        sparteId: hr.sparteId,
        bezeichnung: 'Versicherungssumme Hausrat',
        betragCents: 6_500_000,
        personOderObjekt: 'Wohnung Musterstraße 1, Berlin',
      },
    ]);
  });
}
