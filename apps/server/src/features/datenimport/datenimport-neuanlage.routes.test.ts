// What an import creates with new contracts and customers: one customer for several contracts, his bank
// account, the insured object; and a matched customer changed once.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, changeLog, companies, contracts, customers, versicherteSachen } from '../../db/schema';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';
import { type ImportSchritte, importSchritte, paket, person, testQuelle, vertrag } from './datenimport.test-support';

let t: TestApp;
let makler: Client;
const source = testQuelle();
let vu: string;
let vorschau: ImportSchritte['vorschau'];
let uebernehmen: ImportSchritte['uebernehmen'];

beforeAll(async () => {
  t = await createTestApp();
  [makler] = await loginAllRoles(t.app);
  const company = (
    await t.database.db.select().from(companies).where(sql`${companies.vuNummer} IS NOT NULL`).limit(1)
  )[0];
  vu = company?.vuNummer ?? '';
  ({ vorschau, uebernehmen } = importSchritte(t, source));
});
afterAll(() => t.close());

describe('Datenimport: a customer of several contracts', () => {
  it('changes a matched customer once when two of his contracts bring his new address, and creates a new one once', async () => {
    source.set('erst.gdv', [paket(vu, [vertrag('DI-599-0')])]);
    await uebernehmen(makler, (await vorschau(makler, 'erst.gdv')).id);
    const umgezogen = person({ strasse: 'Neue Allee 3' });
    const neuerKunde = person({ name: 'Zweivertrag', vorname: 'Zora', geburtsdatum: '1988-08-08' });
    source.set('umzug.gdv', [
      paket(vu, [
        vertrag('DI-600-1', { personen: [umgezogen] }),
        vertrag('DI-600-2', { personen: [umgezogen] }),
        vertrag('DI-600-3', { personen: [neuerKunde] }),
        vertrag('DI-600-4', { personen: [neuerKunde] }),
      ]),
    ]);
    const preview = await vorschau(makler, 'umzug.gdv');
    expect(preview.zaehler).toMatchObject({ kundenNeu: 1, kundenGeaendert: 1, vertraegeNeu: 4, fehler: 0 });
    const applied = await uebernehmen(makler, preview.id);
    expect(applied.zaehler).toMatchObject({ kundenNeu: 1, kundenGeaendert: 1, vertraegeNeu: 4, fehler: 0 });
    const rows = await t.database.db
      .select({ nummer: contracts.nummer, customerId: contracts.customerId, eingelesen: contracts.kundeEingelesen })
      .from(contracts)
      .where(sql`${contracts.nummer} LIKE 'DI-600-%'`)
      .orderBy(contracts.nummer);
    expect(rows.map((r) => r.eingelesen)).toEqual([false, false, true, true]);
    expect(rows[0]?.customerId).toBe(rows[1]?.customerId);
    expect(rows[2]?.customerId).toBe(rows[3]?.customerId);
    const kunde = (
      await t.database.db
        .select()
        .from(customers)
        .where(eq(customers.id, rows[0]?.customerId ?? 0))
    )[0];
    expect(kunde).toMatchObject({ strasse: 'Neue Allee', hausnr: '3', plz: '50667' });
  });
});

describe('Datenimport: bank account and insured object of new records', () => {
  it('keeps a new customer’s valid IBAN as his standard account and a new contract’s insured persons; a wrong IBAN is a warning', async () => {
    const mitKonto = person({
      name: 'Kontomann',
      vorname: 'Karl',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    const falsch = person({ name: 'Falschkonto', vorname: 'Frida', iban: 'DE00123456789012345678' });
    const sachen = [
      { zeile: 5, satzart: '0220.030', bezeichnung: 'Karl Kontomann' },
      { zeile: 6, satzart: '0220.030', bezeichnung: 'Klara Kontomann' },
    ];
    source.set('konten.gdv', [
      paket(vu, [
        vertrag('DI-700-1', { personen: [mitKonto], sparteCode: '030', versicherteSachen: sachen }),
        vertrag('DI-700-2', { personen: [falsch] }),
      ]),
    ]);
    const preview = await vorschau(makler, 'konten.gdv');
    expect(preview.zaehler).toMatchObject({ kundenNeu: 2, vertraegeNeu: 2, warnungen: 1, fehler: 0 });
    expect(preview.meldungen[0]).toMatchObject({ feld: 'IBAN', art: 'warnung', satzart: '0100' });
    expect(preview.meldungen[0]?.text).toContain('Sie wird nicht übernommen.');
    await uebernehmen(makler, preview.id);

    const [karl] = await t.database.db.select().from(customers).where(eq(customers.name, 'Kontomann'));
    const konten = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.customerId, karl?.id ?? 0));
    expect(konten).toEqual([
      expect.objectContaining({
        kontoinhaber: 'Karl Kontomann',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        isDefault: true,
      }),
    ]);
    const [frida] = await t.database.db.select().from(customers).where(eq(customers.name, 'Falschkonto'));
    expect(
      await t.database.db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.customerId, frida?.id ?? 0)),
    ).toEqual([]);
    const log = await t.database.db
      .select({ newValue: changeLog.newValue })
      .from(changeLog)
      .where(and(eq(changeLog.recordType, 'bankverbindung'), eq(changeLog.recordId, karl?.id ?? 0)));
    expect(log.map((l) => l.newValue)).toEqual([
      'Karl Kontomann · DE89 3704 0044 0532 0130 00 · COBADEFFXXX · Standard',
    ]);

    const [v1] = await t.database.db.select().from(contracts).where(eq(contracts.nummer, 'DI-700-1'));
    const [sache] = await t.database.db
      .select()
      .from(versicherteSachen)
      .where(eq(versicherteSachen.contractId, v1?.id ?? 0));
    expect(sache).toMatchObject({ verssache: 'Karl Kontomann', zusatz: 'Klara Kontomann' });

    // Once more: nothing new, nothing doubled.
    source.set('konten-2.gdv', [
      paket(vu, [
        vertrag('DI-700-1', { personen: [mitKonto], sparteCode: '030', versicherteSachen: sachen }),
        vertrag('DI-700-2', { personen: [falsch] }),
      ]),
    ]);
    const again = await uebernehmen(makler, (await vorschau(makler, 'konten-2.gdv')).id);
    expect(again.zaehler).toMatchObject({ vertraegeUnveraendert: 2, kundenNeu: 0 });
    expect(
      await t.database.db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.customerId, karl?.id ?? 0)),
    ).toHaveLength(1);
  });
});
