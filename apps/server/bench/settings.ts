import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the bench reads from the environment, parsed once. */
const contracts = Number(process.env.BENCH_CONTRACTS ?? 100_000);

export const settings = {
  contracts,
  customers: Number(process.env.BENCH_CUSTOMERS ?? Math.max(1, Math.round(contracts / 5))),
  /** Seconds per measurement (HTTP, bare route and database limit each). */
  duration: Number(process.env.BENCH_DURATION ?? 5),
  /** Requests in flight: autocannon connections and parallel replays of the database limit. */
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  /** A PostgreSQL server to use instead of a throw-away cluster (implies BENCH_PG). */
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  postgres: process.env.BENCH_PG === '1' || Boolean(process.env.BENCH_DATABASE_URL),
  explain: process.env.BENCH_EXPLAIN === '1',
  /** Extra node arguments for the measured server process, e.g. BENCH_NODE_ARGS=--cpu-prof. */
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((a) => a !== ''),
  /** BENCH_STARTUP=0 skips the start-up measurement. */
  startup: process.env.BENCH_STARTUP !== '0',
  /** Megabytes of the upload whose memory is measured (issue 10: 200); BENCH_UPLOAD_MB=0 skips it. */
  uploadMb: Number(process.env.BENCH_UPLOAD_MB ?? 200),
  /** Contracts of the generated GDV file of the gdv-import case (issue 38: 100 000); 0 skips it. */
  gdvImportContracts: Number(process.env.BENCH_GDV_CONTRACTS ?? 100_000),
  /** BENCH_PGLITE=0 measures PostgreSQL only (with BENCH_PG=1 or BENCH_DATABASE_URL). */
  pglite: process.env.BENCH_PGLITE !== '0',
  /** BENCH_CASES=documents-node,auth-me measures only these cases (gdv-import: only the import). */
  only: (process.env.BENCH_CASES ?? '').split(',').filter((c) => c !== ''),
  /** Rows of the generated change log (issue 15): 10 million on PostgreSQL, 200 000 on PGlite. */
  changelogRows: {
    postgres: Number(process.env.BENCH_CHANGELOG_ROWS ?? 10_000_000),
    pglite: Number(process.env.BENCH_CHANGELOG_ROWS_PGLITE ?? 200_000),
  },
};

/** The bench's small broker (generate.ts): his login (password as the demo's) and his number of customers. */
export const SMALL_BROKER = { username: 'klein', customers: 12 };

/** The contract whose Änderungslog the bench pages (the first one of the demo, as for the documents). */
export const BENCH_CHANGELOG_CONTRACT = 1;
/** The page's default filter: from one month ago (spec 5.6), computed when the bench starts. */
const changelogSince = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

export const serverDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = path.resolve(serverDir, '../..');
export const resultsFile = path.join(repoRoot, 'bench-results.json');

export type Engine = 'pglite' | 'postgres';
export const engineLabel: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** The measured requests; the names are the keys in bench-results.json and stay stable. */
const allCases = [
  { name: 'list-first-page', path: '/MSC3/restful/insurances?limit=25' },
  { name: 'list-sorted', path: '/MSC3/restful/insurances?limit=25&sort=praemie:desc' },
  { name: 'list-search', path: `/MSC3/restful/insurances?limit=25&search=${encodeURIComponent('Müller')}` },
  { name: 'list-page-100', path: '/MSC3/restful/insurances?limit=25&offset=2475&sort=nummer:asc' },
  // Sorted by a name of another table (the company's, kept on the contract as a sort name, migration 0029).
  { name: 'list-sorted-company', path: '/MSC3/restful/insurances?limit=25&sort=gesellschaft:asc' },
  { name: 'auth-me', path: '/MSC3/restful/auth/me' },
  // The customer list's first page, sorted by name (issue 8).
  { name: 'customer-list', path: '/MSC3/restful/customers?limit=25' },
  // Both lists of a broker with 12 customers and their contracts in the large office (0034).
  { name: 'list-small-broker', path: '/MSC3/restful/insurances?limit=25', user: SMALL_BROKER.username },
  { name: 'customer-list-small-broker', path: '/MSC3/restful/customers?limit=25', user: SMALL_BROKER.username },
  // Quick search for a common last name: customers by the trigram index, contracts by number and plate.
  {
    name: 'quick-search',
    path: `/MSC3/restful/QuickSearch/getQuickSearch?searchParam=${encodeURIComponent('Müller')}`,
  },
  // The start page: capped counts, the renewal list (Hauptfälligkeit in 90 days) and recently opened.
  { name: 'start-page', path: '/MSC3/restful/start' },
  // Postal-code suggestions: a 2-digit prefix, the widest search the field sends (20 of 284 places).
  { name: 'get-city', path: '/MSC3/restful/QuickSearch/getCity?zip=80&land=Deutschland' },
  // A folder of 10 000 documents (issue 10): its first page of 20 with the server-built columns and actions.
  {
    name: 'documents-node',
    path: '/MSC3/restful/dokumentenarchiv/documents?scope=vertrag&id=1&nodeId=VERTRAGSUNTERLAGEN',
  },
  // The Änderungslog page of one contract over a change log of millions of rows (issue 15 item 3).
  {
    name: 'changelog-page',
    path: `/MSC3/restful/changelog/eintraege?typ=vers&versVetragId=${BENCH_CHANGELOG_CONTRACT}&datum=${changelogSince}`,
  },
] as const;

export type CaseName = (typeof allCases)[number]['name'];
export type BenchCase = { name: CaseName; path: string; user?: string };
export const cases: readonly BenchCase[] = allCases.filter(
  (c) => settings.only.length === 0 || settings.only.includes(c.name),
);
export const listCases: readonly CaseName[] = [
  'list-first-page',
  'list-sorted',
  'list-search',
  'list-page-100',
  'list-sorted-company',
  'customer-list',
  'list-small-broker',
  'customer-list-small-broker',
  'quick-search',
  'documents-node',
  'changelog-page',
];

/** Who a case is measured as: the Innendienst, who sees everything, unless the case names a user. */
export const loginOf = (c: { user?: string }) => ({ username: c.user ?? 'intern', password: 'demo' });
