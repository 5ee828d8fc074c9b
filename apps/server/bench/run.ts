import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/demo/seed';
import { generateBenchData } from './generate';

// Measures the API on a large data set beside a bare Fastify route answering a body of the same
// size: the ratio shows what our own code costs. It prints a table and passes or fails nothing.
const contracts = Number(process.env.BENCH_CONTRACTS ?? 100_000);
const customers = Number(process.env.BENCH_CUSTOMERS ?? Math.max(1, Math.round(contracts / 5)));
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-'));
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : { dataDir },
);
const started = Date.now();
await seedDemoData(database.db);
await generateBenchData(database.db, customers, contracts);
console.info(
  `Bestand: ${contracts} Verträge, ${customers} Kunden (+ Demo-Bestand) in ${((Date.now() - started) / 1000).toFixed(1)} s angelegt (${database.kind})`,
);

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  WEB_DIST: '/nonexistent',
  LOGIN_MAX_ATTEMPTS: '1000',
});
const app = await buildApp({ db: database.db, config, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const login = await fetch(`${base}/MSC3/restful/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'intern', password: 'demo' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

const cases = [
  { name: 'Vertragsliste, 1. Seite', path: '/MSC3/restful/insurances?limit=25' },
  { name: 'Vertragsliste, sortiert nach Beitrag', path: '/MSC3/restful/insurances?limit=25&sort=praemie:desc' },
  { name: 'Vertragsliste, Suche "Müller"', path: '/MSC3/restful/insurances?limit=25&search=M%C3%BCller' },
  { name: 'Vertragsliste, Seite 100', path: '/MSC3/restful/insurances?limit=25&offset=2475&sort=nummer:asc' },
  { name: 'auth/me', path: '/MSC3/restful/auth/me' },
];

type Result = { rps: number; p50: number; p99: number };
const measure = async (url: string, headers: Record<string, string>): Promise<Result> => {
  const r = await autocannon({ url, headers, duration, connections });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
};

const rows: string[][] = [];
for (const c of cases) {
  const body = await (await fetch(`${base}${c.path}`, { headers: { cookie } })).text();
  const bare = Fastify();
  bare.get('/', (_req, reply) => reply.header('content-type', 'application/json').send(body));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const ours = await measure(`${base}${c.path}`, { cookie });
  // Requests still queued in our server would hold up the bare one in the same process.
  await fetch(`${base}/health`);
  const ref = await measure(bareUrl, {});
  await bare.close();
  rows.push([
    c.name,
    `${(body.length / 1024).toFixed(1)} KiB`,
    ours.rps.toFixed(0),
    `${ours.p50} / ${ours.p99}`,
    ref.rps.toFixed(0),
    `${ref.p50} / ${ref.p99}`,
    `${(ours.rps / ref.rps).toFixed(3)}`,
  ]);
}

const header = ['Messung', 'Antwort', 'Anfr./s', 'p50 / p99 ms', 'bare Anfr./s', 'bare p50 / p99 ms', 'Verhältnis'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.info(`\n${contracts} Verträge, ${connections} Verbindungen, je ${duration} s\n`);
console.info(line(header));
console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) {
  console.info(line(row));
}

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
