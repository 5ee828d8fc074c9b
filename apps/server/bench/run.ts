import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Target } from './app-server';
import { cleanupAll } from './cleanup';
import { type EngineResult, runEngine } from './engine';
import { findPostgresBin, startThrowAwayPostgres } from './postgres';
import { printReport, type Startup, writeResults } from './report';
import { settings } from './settings';
import { measureStartup } from './startup';

// npm run bench: one run measures the API against its limits — a bare Fastify route with the same
// body and the same SQL through the database driver alone — on PGlite and, with BENCH_PG=1 or
// BENCH_DATABASE_URL, on PostgreSQL; plus the server's peak memory and its start-up time.
// It prints a table and merges the figures into bench-results.json; nothing passes or fails.

async function pgliteEngine(): Promise<EngineResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-'));
  try {
    return await runEngine('pglite', { dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresEngine(): Promise<EngineResult | undefined> {
  if (settings.databaseUrl) {
    return runEngine('postgres', { databaseUrl: settings.databaseUrl });
  }
  const bin = findPostgresBin();
  if (!bin) {
    console.warn('\nPostgreSQL übersprungen: pg_ctl nicht gefunden (Debian: apt-get install postgresql).');
    return undefined;
  }
  const cluster = await startThrowAwayPostgres(bin);
  try {
    const target: Target = { databaseUrl: cluster.url };
    return await runEngine('postgres', target);
  } finally {
    await cluster.stop();
  }
}

const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';
const loadAtStart = load();

try {
  console.info(
    `Bench: ${settings.contracts} Verträge, ${settings.customers} Kunden, ${settings.connections} gleichzeitig, je ${settings.duration} s`,
  );
  let startup: Startup | undefined;
  if (settings.startup) {
    startup = await measureStartup();
    console.info(
      `Start bis /health: erster Start ${(startup.first / 1000).toFixed(2)} s, Neustart ${(startup.restart / 1000).toFixed(2)} s`,
    );
  }
  const results: EngineResult[] = settings.pglite ? [await pgliteEngine()] : [];
  if (settings.postgres) {
    const pg = await postgresEngine();
    if (pg) {
      results.push(pg);
    }
  }
  printReport(results, startup);
  // Other work on the machine shifts every figure; the load says how quiet it was.
  console.info(
    `\nSystemlast (1 min): ${loadAtStart} zu Beginn, ${load()} am Ende, bei ${os.availableParallelism()} Kernen.`,
  );
  writeResults(results, startup);
} finally {
  await cleanupAll();
}
