import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

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
export async function generateBenchData(db: Db, customers: number, contracts: number): Promise<void> {
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
  // The state a maintained database is in: statistics, visibility map, GIN pending lists merged.
  // Without it PostgreSQL's autovacuum does this during the measurement and shifts the figures;
  // PGlite (single-user mode) has no autovacuum at all.
  await db.execute(sql`VACUUM ANALYZE`);
}
