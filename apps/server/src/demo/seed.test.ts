import { createHash } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { type Database, type Db, openDatabase } from '../db/client';
import {
  bankAccounts,
  brokers,
  companies,
  companyContacts,
  contractBranches,
  contractPersons,
  contractStatusHistory,
  contracts,
  customers,
  fahrzeugdaten,
  persons,
  policyNumberHistory,
  users,
  versicherteSachen,
} from '../db/schema';
import { hasData, seedDemoData } from './seed';

async function contractDigest(db: Db): Promise<string> {
  const rows = await db
    .select({
      id: contracts.id,
      customerId: contracts.customerId,
      brokerId: contracts.brokerId,
      gesellschaftId: contracts.gesellschaftId,
      sparteId: contracts.sparteId,
      status: contracts.status,
      nummer: contracts.nummer,
      produktbez: contracts.produktbez,
      beginn: contracts.beginn,
      ende: contracts.ende,
      praemie: contracts.praemieBtoZahlweiseCents,
      zahlrhythm: contracts.zahlrhythm,
      kennzeichen: contracts.kennzeichen,
      createdAt: contracts.createdAt,
    })
    .from(contracts)
    .orderBy(asc(contracts.id));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

async function findContract(db: Db, nummer: string) {
  const [row] = await db
    .select({ contract: contracts, kurzname: companies.kurzname, kundennr: customers.kundennr })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.gesellschaftId))
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .where(eq(contracts.nummer, nummer));
  return row;
}

describe('Demo-Bestand', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    db = database.db;
    expect(await hasData(db)).toBe(false);
    await seedDemoData(db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('creates the five logins with password demo', async () => {
    expect(await hasData(db)).toBe(true);
    const rows = await db
      .select({ username: users.username, kind: users.kind, rights: users.rights, hash: users.passwordHash })
      .from(users)
      .orderBy(asc(users.username));
    expect(rows.map((u) => [u.username, u.kind])).toEqual([
      ['intern', 'internal'],
      ['kunde', 'customer'],
      ['lesend', 'broker'],
      ['makler', 'broker'],
      ['vermittler', 'agent'],
    ]);
    expect(await verifyPassword(rows[0]?.hash ?? '', 'demo')).toBe(true);
    const byName = new Map(rows.map((u) => [u.username, u.rights]));
    expect(byName.get('lesend')?.isReadOnly).toBe(true);
    expect(byName.get('makler')).toMatchObject({ canAddSparten: true, isReadOnly: false, bypass: false });
    expect(byName.get('intern')?.bypass).toBe(true);
  });

  it('links the logins to their broker records and Erika', async () => {
    const rows = await db
      .select({ username: users.username, nr: brokers.vermittlernummer, customerId: users.customerId })
      .from(users)
      .leftJoin(brokers, eq(brokers.id, users.brokerId));
    const byName = new Map(rows.map((r) => [r.username, r]));
    expect(byName.get('makler')?.nr).toBe('10001');
    expect(byName.get('vermittler')?.nr).toBe('20001');
    expect(byName.get('lesend')?.nr).toBe('10003');
    expect(byName.get('intern')?.nr).toBeNull();
    const [erika] = await db.select().from(customers).where(eq(customers.kundennr, '100001'));
    expect(byName.get('kunde')?.customerId).toBe(erika?.id);

    const structure = await db.execute<{ nr: string; parent: string | null }>(
      sql`select b.vermittlernummer as nr, p.vermittlernummer as parent
          from brokers b left join brokers p on p.id = b.parent_id`,
    );
    const parentOf = new Map(structure.rows.map((r) => [r.nr, r.parent]));
    expect(parentOf.get('10001')).toBeNull();
    expect(parentOf.get('10002')).toBe('10001');
    expect(parentOf.get('10003')).toBe('10001');
  });

  it('has Erika and Hans with Kundennr and address, each with a person row', async () => {
    const rows = await db
      .select()
      .from(customers)
      .where(sql`${customers.kundennr} in ('100001', '100002')`)
      .orderBy(asc(customers.kundennr));
    expect(rows.map((c) => [c.kundennr, c.anrede, c.vorname, c.name, c.strasse, c.hausnr, c.plz, c.ort])).toEqual([
      ['100001', 'Frau', 'Erika', 'Mustermann', 'Musterstraße', '1', '10115', 'Berlin'],
      ['100002', 'Herr', 'Hans', 'Beispiel', 'Hauptstraße', '5', '80331', 'München'],
    ]);
    const erikaPersons = await db
      .select()
      .from(persons)
      .where(eq(persons.customerId, rows[0]?.id ?? 0));
    expect(erikaPersons.filter((p) => p.istKunde).map((p) => `${p.vorname} ${p.name}`)).toEqual(['Erika Mustermann']);
    expect(erikaPersons.length).toBeGreaterThan(1);
    const withoutOwnPerson = await db.execute(
      sql`select c.kundennr from customers c where (select count(*) from persons p
          where p.customer_id = c.id and p.ist_kunde) <> 1`,
    );
    expect(withoutOwnPerson.rows).toEqual([]);
  });

  it('gives Erika her default bank account and Hans his e-mail address', async () => {
    const rows = await db
      .select({ kundennr: customers.kundennr, account: bankAccounts })
      .from(bankAccounts)
      .innerJoin(customers, eq(customers.id, bankAccounts.customerId));
    expect(
      rows.map((r) => [r.kundennr, r.account.kontoinhaber, r.account.iban, r.account.bic, r.account.isDefault]),
    ).toEqual([['100001', 'Erika Mustermann', 'DE89370400440532013000', 'COBADEFFXXX', true]]);
    const [hans] = await db.select().from(customers).where(eq(customers.kundennr, '100002'));
    expect(hans?.email).toBe('hans.beispiel@example.com');
  });

  it('has the four named contracts', async () => {
    const kf = await findContract(db, 'KF-4711-0815');
    expect(kf).toMatchObject({ kurzname: 'HUK-COBURG', kundennr: '100001' });
    expect(kf?.contract).toMatchObject({ kennzeichen: 'B-EM 1234', status: 'aktiv' });
    const lv = await findContract(db, 'LV-2024-000123');
    expect(lv).toMatchObject({ kurzname: 'Allianz', kundennr: '100001' });
    expect(lv?.contract).toMatchObject({ vtgGruppe: 'Vorsorge', status: 'aktiv' });
    const hr = await findContract(db, 'HR-55501');
    expect(hr).toMatchObject({ kurzname: 'ERGO', kundennr: '100001' });
    const ph = await findContract(db, 'PH-1000200');
    expect(ph).toMatchObject({ kurzname: 'AXA', kundennr: '100002' });
    const [makler] = await db.select().from(users).where(eq(users.username, 'makler'));
    for (const row of [kf, lv, hr, ph]) {
      expect(row?.contract.createdByUserId).toBe(makler?.id);
      expect(row?.contract.praemieBtoZahlweiseCents).toBeGreaterThan(0);
    }
  });

  it('has the volume: customers, contracts, Sparten and insurers', async () => {
    const [counts] = (
      await db.execute<{ customers: number; contracts: number; sparten: number; companies: number; history: number }>(
        sql`select (select count(*)::int from customers) as customers,
                   (select count(*)::int from contracts) as contracts,
                   (select count(distinct sparte_id)::int from contracts) as sparten,
                   (select count(distinct gesellschaft_id)::int from contracts) as companies,
                   (select count(*)::int from contract_status_history) as history`,
      )
    ).rows;
    expect(counts?.customers).toBeGreaterThanOrEqual(50);
    expect(counts?.contracts).toBeGreaterThanOrEqual(300);
    expect(counts?.sparten).toBeGreaterThanOrEqual(12);
    expect(counts?.companies).toBeGreaterThanOrEqual(15);
    // One row per contract, more for the named histories (KF-4711-0815: angebot → antrag → aktiv).
    expect(counts?.history).toBe((counts?.contracts ?? 0) + 3);
    expect((await db.select().from(contractBranches)).length).toBeGreaterThan(0);
  });

  it('gives every contract a policy number that fits its company pattern, unique per company', async () => {
    const rows = await db
      .select({ nummer: contracts.nummer, kurzname: companies.kurzname, pattern: companies.policyNumberPattern })
      .from(contracts)
      .innerJoin(companies, eq(companies.id, contracts.gesellschaftId));
    const misfits = rows.filter((r) => r.pattern && !new RegExp(r.pattern).test(r.nummer));
    expect(misfits).toEqual([]);
    const keys = rows.map((r) => `${r.kurzname}|${r.nummer}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The same check in PostgreSQL's regex dialect, which the server may use.
    const pgMisfits = await db.execute(
      sql`select c.nummer from contracts c join companies g on g.id = c.gesellschaft_id
          where g.policy_number_pattern is not null and c.nummer !~ g.policy_number_pattern`,
    );
    expect(pgMisfits.rows).toEqual([]);
  });

  it('has the contract details of KF-4711-0815: Golf, persons, old numbers, status history', async () => {
    const kf = await findContract(db, 'KF-4711-0815');
    const id = kf?.contract.id ?? 0;
    const [golf] = await db.select().from(fahrzeugdaten).where(eq(fahrzeugdaten.contractId, id));
    expect(golf).toMatchObject({
      marke: 'Volkswagen',
      handelsbez: 'Golf 1.5 TSI',
      leistung: 110,
      hubraum: 1498,
      kennzeichen: 'B-EM 1234',
      schluesselnr_herst: '0603',
      schluesselnr_typ: 'BJM',
      erstzulassdat: '2021-03-15',
      plaetze: 5,
    });
    const links = await db
      .select({ vorname: persons.vorname, rolle: contractPersons.vtgrolle })
      .from(contractPersons)
      .innerJoin(persons, eq(persons.id, contractPersons.personId))
      .where(eq(contractPersons.contractId, id))
      .orderBy(asc(contractPersons.id));
    expect(links).toEqual([
      { vorname: 'Erika', rolle: 'Versicherungsnehmer' },
      { vorname: 'Erika', rolle: 'Halter' },
      { vorname: 'Thomas', rolle: 'Fahrer' },
    ]);
    const old = await db
      .select({ polNr: policyNumberHistory.polNr, dateChanged: policyNumberHistory.dateChanged })
      .from(policyNumberHistory)
      .where(eq(policyNumberHistory.contractId, id))
      .orderBy(asc(policyNumberHistory.dateChanged));
    expect(old).toEqual([
      { polNr: 'KF-4711-0001', dateChanged: '2019-03-01' },
      { polNr: 'KF-4711-0500', dateChanged: '2022-01-01' },
    ]);
    const other = await findContract(db, 'KF-4711-0500');
    expect(other).toMatchObject({ kurzname: 'HUK-COBURG', kundennr: '100001' });
    expect(other?.contract.status).toBe('storniert');
    const statuses = await db
      .select({ status: contractStatusHistory.status, previous: contractStatusHistory.previousStatus })
      .from(contractStatusHistory)
      .where(eq(contractStatusHistory.contractId, id))
      .orderBy(asc(contractStatusHistory.changedAt));
    expect(statuses).toEqual([
      { status: 'angebot', previous: null },
      { status: 'antrag', previous: 'angebot' },
      { status: 'aktiv', previous: 'antrag' },
    ]);
  });

  it('has a stored warning, an insured object, contacts and vehicle data for most motor contracts', async () => {
    const lv = await findContract(db, 'LV-2024-000123');
    expect(lv?.contract.fehler).toEqual([
      {
        text: 'Bezugsberechtigung prüfen: keine Angabe zum Bezugsberechtigten.',
        stepKey: 'allgemeine',
        substepKey: 'vertragsPersonen',
      },
    ]);
    const hr = await findContract(db, 'HR-55501');
    const [sache] = await db
      .select()
      .from(versicherteSachen)
      .where(eq(versicherteSachen.contractId, hr?.contract.id ?? 0));
    expect(sache).toMatchObject({ verssache: 'WOHNUNG', plz: '10115', ort: 'Berlin' });
    const [huk] = await db.select().from(companies).where(eq(companies.kurzname, 'HUK-COBURG'));
    const [hukContacts] = await db
      .select({ n: count() })
      .from(companyContacts)
      .where(eq(companyContacts.companyId, huk?.id ?? 0));
    expect(hukContacts?.n).toBeGreaterThanOrEqual(21);
    const motor = await db.execute<{ total: number; with_vehicle: number }>(
      sql`select count(*)::int as total, count(f.id)::int as with_vehicle from contracts c
          join branches b on b.id = c.sparte_id left join fahrzeugdaten f on f.contract_id = c.id
          where b.kategorie_name = 'Kraftfahrt'`,
    );
    const row = motor.rows[0];
    expect(row?.with_vehicle).toBeGreaterThan((row?.total ?? 0) * 0.7);
    expect(row?.with_vehicle).toBeLessThan(row?.total ?? 0);
  });

  it('has the damage reports and notes of issue 9 on the named contracts', async () => {
    const reports = await db.execute<{
      nummer: string;
      schadennr: string;
      melde: string;
      ereignis: string | null;
      ursache: string;
      stand: string;
      payments: number;
    }>(
      sql`select c.nummer, d.schadennr, d.meldedatum::text as melde, d.ereignisdatum::text as ereignis,
                 d.schadensursache as ursache, d.bearbstand as stand,
                 (select count(*)::int from damage_payments p where p.damage_report_id = d.id) as payments
          from damage_reports d join contracts c on c.id = d.contract_id order by c.nummer, d.meldedatum`,
    );
    const erika = reports.rows.filter((r) => r.nummer === 'KF-4711-0815');
    expect(erika.map((r) => [r.schadennr, r.melde, r.ereignis, r.ursache, r.stand, r.payments])).toEqual([
      ['KS-2024-0001', '2024-03-15', '2024-03-14', 'Auffahrunfall', 'REGULIERT', 2],
      ['KS-2025-0107', '2025-06-02', '2025-06-01', 'Glasbruch Windschutzscheibe', 'IN_BEARBEITUNG', 0],
      ['KS-2025-0107-A', '2025-06-03', '2025-06-01', 'Steinschlag Windschutzscheibe', 'GEMELDET', 0],
    ]);
    expect(reports.rows.filter((r) => r.nummer === 'PH-1000200')).toHaveLength(12);
    expect(reports.rows.filter((r) => r.nummer === 'WG-2020-4711')).toHaveLength(2);

    const noteRows = await db.execute<{ nummer: string; betreff: string; sichtbar: string }>(
      sql`select c.nummer, n.betreff, n.sichtbar from notes n join contracts c on c.id = n.contract_id order by n.datum`,
    );
    const of = (nummer: string) => noteRows.rows.filter((r) => r.nummer === nummer);
    expect(of('KF-4711-0815').map((r) => [r.betreff, r.sichtbar])).toEqual([
      ['Beratungsgespräch', 'MAKLER'],
      ['Hinweis für Kundin', 'KUNDE'],
      ['Interne Prüfung', 'INTERN'],
      ['Pool-Info', 'POOL'],
    ]);
    expect(of('LV-2024-000123')).toHaveLength(12);
    expect(of('WG-2020-4711').map((r) => r.sichtbar)).toEqual(['MAKLER', 'KUNDE']);
  });

  it('gives Klara Klein the next free Kundennr and Vera Vermittler as her broker', async () => {
    const rows = await db.execute<{ kundennr: string; name: string; broker: string; max_before: string }>(
      sql`select c.kundennr, c.vorname || ' ' || c.name as name, b.vermittlernummer as broker,
                 (select max(kundennr::int)::text from customers where kundennr <> c.kundennr) as max_before
          from customers c join brokers b on b.id = c.broker_id where c.name = 'Klein' and c.vorname = 'Klara'`,
    );
    const klara = rows.rows[0];
    expect(klara).toMatchObject({ name: 'Klara Klein', broker: '20001' });
    expect(Number(klara?.kundennr)).toBe(Number(klara?.max_before) + 1);
  });

  it('seeds the same contracts on every run', async () => {
    const other = await openDatabase({ memory: true });
    try {
      await seedDemoData(other.db);
      expect(await contractDigest(other.db)).toBe(await contractDigest(db));
    } finally {
      await other.close();
    }
  });
});
