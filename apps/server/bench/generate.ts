import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { BENCH_CHANGELOG_CONTRACT, SMALL_BROKER } from './settings';

const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
];
const firstNames = [
  'Anna',
  'Lukas',
  'Marie',
  'Felix',
  'Sophie',
  'Jonas',
  'Laura',
  'Paul',
  'Lea',
  'Leon',
  'Mia',
  'Elias',
  'Hannah',
  'Noah',
  'Emma',
  'Ben',
];
const statuses = [
  'aktiv',
  'aktiv',
  'aktiv',
  'aktiv',
  'aktiv',
  'beitragsfrei',
  'ruhend',
  'gekuendigt',
  'storniert',
  'angebot',
];

const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/** Adds `customers` customers and `contracts` contracts in set-based SQL (seconds, not minutes). */
export async function generateBenchData(
  db: Db,
  customers: number,
  contracts: number,
  {
    changelogRows = 0,
    smallBroker = false,
  }: {
    /** Rows of the generated change log. */
    changelogRows?: number;
    /** Whether to add the small broker (SMALL_BROKER). */
    smallBroker?: boolean;
  } = {},
): Promise<void> {
  await db.execute(sql`
    INSERT INTO customers (kundennr, broker_id, anrede, vorname, name, strasse, hausnr, plz, ort)
    SELECT (500000 + i)::text,
           (SELECT array_agg(id ORDER BY id) FROM brokers)[1 + i % (SELECT count(*) FROM brokers)],
           CASE WHEN i % 2 = 0 THEN 'Frau' ELSE 'Herr' END,
           (${textArray(firstNames)})[1 + i % ${firstNames.length}],
           (${textArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}],
           'Benchstraße', (1 + i % 120)::text, lpad((10000 + i % 89999)::text, 5, '0'), 'Musterstadt'
    FROM generate_series(1, ${customers}) AS i`);
  await db.execute(sql`
    WITH c AS (SELECT array_agg(id ORDER BY id) AS ids, count(*) AS n FROM customers),
         g AS (SELECT array_agg(id ORDER BY id) AS ids, count(*) AS n FROM companies),
         s AS (SELECT array_agg(id ORDER BY id) AS ids, count(*) AS n FROM branches)
    INSERT INTO contracts (customer_id, broker_id, gesellschaft_id, sparte_id, status, nummer, beginn,
                           praemie_bto_zahlweise_cents, praemie_nto_zahlweise_cents, zahlrhythm, hauptfaelligkeit)
    SELECT cust.id, cust.broker_id, g.ids[1 + i % g.n], s.ids[1 + (i / 7) % s.n],
           (${textArray(statuses)})[1 + i % ${statuses.length}],
           'BX-' || lpad(i::text, 9, '0'), DATE '2010-01-01' + (i % 5000),
           (i * 7919) % 250000 + 1500, ((i * 7919) % 250000 + 1500) * 84 / 100, 'jährlich',
           current_date + (i * 37) % 365
    FROM generate_series(1, ${contracts}) AS i, c, g, s,
         LATERAL (SELECT id, broker_id FROM customers WHERE id = c.ids[1 + i % c.n]) AS cust`);
  await generateBenchDocuments(db, BENCH_DOCUMENT_CONTRACT, 10_000);
  await generateBenchChangeLog(db, changelogRows);
  if (smallBroker) {
    await addSmallBroker(db);
  }
  // The state a maintained database is in: statistics, visibility map, GIN pending lists merged.
  // Without it PostgreSQL's autovacuum does this during the measurement and shifts the figures;
  // PGlite (single-user mode) has no autovacuum at all.
  await db.execute(sql`VACUUM ANALYZE`);
}

/**
 * A broker with a dozen customers and their contracts in the large office (`list-small-broker`,
 * docs/decisions/0034): his lists must not walk the whole office's sort index for his few rows.
 */
export async function addSmallBroker(db: Db): Promise<void> {
  const created = await db.execute<{ id: number }>(sql`
    INSERT INTO brokers (vermittlernummer, art, vorname, name) VALUES ('90009', 'FK', 'Karl', 'Klein') RETURNING id`);
  const broker = created.rows[0]?.id;
  await db.execute(sql`
    WITH moved AS (
      UPDATE customers SET broker_id = ${broker}
      WHERE id IN (SELECT id FROM customers WHERE kundennr LIKE '5%' ORDER BY id LIMIT ${SMALL_BROKER.customers})
      RETURNING id)
    UPDATE contracts SET broker_id = ${broker} WHERE customer_id IN (SELECT id FROM moved)`);
  await db.execute(sql`
    INSERT INTO users (username, password_hash, display_name, kind, broker_id, tenant, rights)
    SELECT ${SMALL_BROKER.username}, password_hash, 'Karl Klein', kind, ${broker}, tenant, rights
    FROM users WHERE username = 'makler'`);
}

/** The contract whose Vertragsunterlagen hold the bench's 10 000 documents (the first one of the demo). */
export const BENCH_DOCUMENT_CONTRACT = 1;

/** `n` documents with one file each in one folder of a contract (issue 10: a node pages in p99 ≤ 25 ms). */
async function generateBenchDocuments(db: Db, contractId: number, n: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO documents (broker_id, customer_id, contract_id, node_id, bezeichnung, datum, kunden_freigabe)
    SELECT c.broker_id, c.customer_id, c.id, 'VERTRAGSUNTERLAGEN', 'Bench-Dokument ' || i,
           DATE '2015-01-01' + (i % 4000), i % 3 = 0
    FROM generate_series(1, ${n}) AS i, (SELECT id, broker_id, customer_id FROM contracts WHERE id = ${contractId}) AS c`);
  await db.execute(sql`
    INSERT INTO document_files (document_id, version_no, blob_hash, size, mime_type, file_name, original_file_name)
    SELECT d.id, 1, repeat('0', 64), 1024 + d.id % 5000, 'application/pdf', d.bezeichnung || '.pdf', d.bezeichnung || '.pdf'
    FROM documents d WHERE d.contract_id = ${contractId} AND d.bezeichnung LIKE 'Bench-Dokument %'`);
  await db.execute(sql`UPDATE document_files SET lineage_id = id WHERE lineage_id IS NULL`);
}

/**
 * `rows` change-log rows in one INSERT … SELECT … FROM generate_series (issue 15 item 3): spread over
 * the bench's contracts and their parts across two years, 1 in 500 on BENCH_CHANGELOG_CONTRACT (20 000
 * rows at 10 million, ~800 of them in the page's last month). The hash-chain triggers are disabled
 * for this insert: computing 10 million chained hashes row by row takes an hour, and this is a
 * throw-away bench database, so its chain is broken on purpose (never do this on real data).
 */
async function generateBenchChangeLog(db: Db, rows: number): Promise<void> {
  if (rows <= 0) {
    return;
  }
  const types = textArray(['versicherung', 'fahrzeug', 'vertragsperson', 'versicherte-sache', 'sparte']);
  const fields = textArray(['status', 'kilometerstand', 'vertragsperson', 'verssache', 'tarif']);
  await db.execute(sql`ALTER TABLE change_log DISABLE TRIGGER change_log_chain`);
  try {
    await db.execute(sql`
      WITH ids AS (SELECT array_agg(id ORDER BY id) AS ids, count(*) AS n FROM contracts),
           u AS (SELECT array_agg(id ORDER BY id) AS ids, count(*) AS n FROM users)
      INSERT INTO change_log (at, user_id, original_user_id, record_type, record_id, field, old_value, new_value)
      SELECT now() - (i::double precision / ${rows}) * interval '730 days',
             u.ids[1 + i % u.n], u.ids[1 + i % u.n],
             (${types})[1 + i % 5],
             CASE WHEN i % 500 = 0 THEN ${BENCH_CHANGELOG_CONTRACT} ELSE ids.ids[1 + (i * 7919) % ids.n] END,
             (${fields})[1 + i % 5],
             'alt ' || (i % 1000), 'neu ' || (i % 997)
      FROM generate_series(1::bigint, ${rows}::bigint) AS i, ids, u`);
  } finally {
    await db.execute(sql`ALTER TABLE change_log ENABLE TRIGGER change_log_chain`);
  }
}
