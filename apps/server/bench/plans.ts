import { copyArgs, type Driver, type Waves } from './capture';

type Client = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>; release: () => void };
type Pool = Driver & { connect: () => Promise<Client> };

const RUNS = 8;

const nameOf = (args: unknown[]) => {
  const [first] = args;
  return first !== null && typeof first === 'object' ? (first as { name?: string }).name : undefined;
};

/**
 * The named statements of a request that PostgreSQL plans anew on every execution: it makes five
 * custom plans for the values given, then keeps a generic plan only if that does not look dearer
 * than they did. Such a statement pays its planning on every request (for the one-word search 0.8
 * of 2 ms, docs/decisions/0035). Runs each named statement RUNS times on one connection and reads
 * pg_prepared_statements; undefined where the driver has no connections (PGlite).
 */
export async function replannedStatements(driver: Driver, waves: Waves): Promise<string[] | undefined> {
  if (typeof (driver as Partial<Pool>).connect !== 'function') {
    return undefined;
  }
  const client = await (driver as Pool).connect();
  try {
    const named = waves.flat().filter((s) => nameOf(s.args));
    for (let i = 0; i < RUNS; i++) {
      for (const statement of named) {
        await client.query(...copyArgs(statement.args));
      }
    }
    const names = named.map((s) => nameOf(s.args));
    const result = await client.query(
      'SELECT name, statement FROM pg_prepared_statements WHERE name = ANY($1) AND generic_plans = 0',
      [names],
    );
    return result.rows.map((r) => `${String(r.name)}: ${String(r.statement).replace(/\s+/g, ' ').slice(0, 100)}…`);
  } finally {
    client.release();
  }
}
