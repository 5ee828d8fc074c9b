import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { hasData, seedDemoData } from '../src/demo/seed';
import { loginCookie, startServer, type Target } from './app-server';
import { startBare } from './bare';
import { driverOf, installCapture, type Waves } from './capture';
import { measureDbLimit } from './db-limit';
import { printExplain } from './explain';
import { type GdvImportMeasure, measureGdvImport } from './gdv-import';
import { addSmallBroker, BENCH_DOCUMENT_CONTRACT, generateBenchData } from './generate';
import { type Measured, measureHttp, warmUp } from './load';
import { replannedStatements } from './plans';
import { gdvImportLine } from './report';
import { type CaseName, cases, type Engine, engineLabel, loginOf, SMALL_BROKER, settings } from './settings';
import { measureUpload, type UploadMeasure } from './upload';

export type Row = {
  name: CaseName;
  engine: Engine;
  bytes: number;
  http: Measured;
  bare: Measured;
  dbLimit: Measured;
  /** HTTP and the same statements without our code (PostgreSQL only; see startBare). */
  sqlRoute?: Measured | undefined;
};
export type EngineResult = {
  engine: Engine;
  contracts: number;
  rows: Row[];
  peakBytes: number;
  upload?: UploadMeasure | undefined;
  gdvImport?: GdvImportMeasure | undefined;
};

const fmt = (m: Measured) => `${m.rps.toFixed(0)} Anfr./s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms`;

/** Loads the data if the database is empty; returns the number of contracts. */
async function prepareData(engine: Engine, target: Target) {
  const database = await openDatabase(target);
  const started = performance.now();
  if (await hasData(database.db)) {
    console.info(`  Datenbank enthält schon Daten: sie wird so gemessen, wie sie ist.`);
    const small = await database.db.execute(sql`SELECT 1 FROM users WHERE username = ${SMALL_BROKER.username}`);
    if (small.rows.length === 0) {
      // A bench database of an earlier run: only the small broker of the newer cases is added.
      await addSmallBroker(database.db);
      console.info(`  Kleiner Makler (${SMALL_BROKER.username}) ergänzt.`);
    }
  } else {
    await seedDemoData(database.db);
    await generateBenchData(database.db, settings.customers, settings.contracts, {
      changelogRows: settings.changelogRows[engine],
      smallBroker: true,
    });
  }
  const counted = await database.db.execute<{ n: number; log: number }>(
    sql`SELECT (SELECT count(*)::int FROM contracts) AS n, (SELECT count(*)::int FROM change_log) AS log`,
  );
  const contracts = Number(counted.rows[0]?.n ?? 0);
  console.info(`  Änderungslog: ${Number(counted.rows[0]?.log ?? 0)} Zeilen`);
  console.info(
    `  Bestand: ${contracts} Verträge in ${((performance.now() - started) / 1000).toFixed(1)} s bereit (${engineLabel[engine]})`,
  );
  return { database, contracts };
}

/**
 * The SQL of one request per case, captured in this process from the same app on the same data,
 * and the answer body; then the database limit of each case through the driver alone.
 */
async function captureAndLimit(engine: Engine, target: Target) {
  const { database, contracts } = await prepareData(engine, target);
  const driver = driverOf(database.db);
  const capture = installCapture(driver);
  const config = loadConfig({
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent',
    LOGIN_MAX_ATTEMPTS: '1000',
    ...('dataDir' in target ? { DATA_DIR: target.dataDir } : { DATABASE_URL: target.databaseUrl }),
  });
  const app = await buildApp({ db: database.db, config, logger: false });
  const captured: { waves: Waves; body: string }[] = [];
  try {
    const cookies = new Map<string, string>();
    const cookieOf = async (c: { user?: string }) => {
      const login = loginOf(c);
      const known = cookies.get(login.username);
      if (known) {
        return known;
      }
      const loggedIn = await app.inject({ method: 'POST', url: '/MSC3/restful/auth/login', payload: login });
      if (loggedIn.statusCode !== 200) {
        throw new Error(`Anmeldung als ${login.username} fehlgeschlagen: HTTP ${loggedIn.statusCode}`);
      }
      const cookie = loggedIn.cookies.map((k) => `${k.name}=${k.value}`).join('; ');
      cookies.set(login.username, cookie);
      return cookie;
    };
    for (const c of cases) {
      const cookie = await cookieOf(c);
      const get = () => app.inject({ method: 'GET', url: c.path, headers: { cookie } });
      await get();
      let body = '';
      const waves = await capture.record(async () => {
        const response = await get();
        if (response.statusCode !== 200) {
          throw new Error(`${c.path}: HTTP ${response.statusCode} ${response.body}`);
        }
        body = response.body;
      });
      captured.push({ waves, body });
      if (settings.explain) {
        await printExplain(driver, `${c.name} (${engineLabel[engine]})`, waves);
      }
    }
  } finally {
    await app.close();
  }
  const dbLimits: Measured[] = [];
  try {
    for (const [i, c] of cases.entries()) {
      const waves = captured[i]?.waves ?? [];
      const shape = waves.map((w) => w.length).join('+');
      const limit = await measureDbLimit(driver, waves);
      console.info(`  DB-Grenze ${c.name} (${shape} Anweisungen): ${fmt(limit)}`);
      for (const replanned of (await replannedStatements(driver, waves)) ?? []) {
        console.info(`    jedes Mal neu geplant: ${replanned}`);
      }
      dbLimits.push(limit);
    }
  } finally {
    await database.close();
  }
  return { contracts, bodies: captured.map((c) => c.body), waves: captured.map((c) => c.waves), dbLimits };
}

/** One engine end to end: data, SQL capture and database limit, the real server, the bare route. */
export async function runEngine(engine: Engine, target: Target): Promise<EngineResult> {
  console.info(`\n${engineLabel[engine]}:`);
  const { contracts, bodies, waves, dbLimits } = await captureAndLimit(engine, target);

  const server = await startServer(target);
  const http: Measured[] = [];
  let peakBytes = 0;
  try {
    // One session per user, as in captureAndLimit.
    const users = [...new Set(cases.map((c) => loginOf(c).username))];
    const sessions = new Map(
      await Promise.all(users.map(async (user) => [user, await loginCookie(server.base, { user })] as const)),
    );
    const cookieOf = (c: { user?: string }) => ({ cookie: sessions.get(loginOf(c).username) ?? '' });
    for (const c of cases) {
      await warmUp(`${server.base}${c.path}`, cookieOf(c));
    }
    for (const c of cases) {
      const measured = await measureHttp(`${server.base}${c.path}`, cookieOf(c));
      console.info(`  HTTP ${c.name}: ${fmt(measured)}`);
      http.push(measured);
    }
    peakBytes = server.peakBytes();
  } finally {
    await server.child.stop();
  }

  const bare = await startBare(
    bodies,
    'databaseUrl' in target ? { databaseUrl: target.databaseUrl, waves } : undefined,
  );
  const bareResults: Measured[] = [];
  const sqlResults: (Measured | undefined)[] = [];
  try {
    for (const i of cases.keys()) {
      await warmUp(bare.url(i));
    }
    for (const [i, c] of cases.entries()) {
      const measured = await measureHttp(bare.url(i));
      console.info(`  bare ${c.name}: ${fmt(measured)}`);
      bareResults.push(measured);
    }
    for (const [i, c] of cases.entries()) {
      const url = bare.sqlUrl?.(i);
      if (!url || (waves[i] ?? []).length === 0) {
        sqlResults.push(undefined);
        continue;
      }
      await warmUp(url);
      const measured = await measureHttp(url);
      console.info(`  HTTP+SQL ${c.name}: ${fmt(measured)}`);
      sqlResults.push(measured);
    }
  } finally {
    await bare.stop();
  }

  // The upload is measured once, on the embedded database (the file store is the same for both).
  const upload =
    engine === 'pglite' && settings.uploadMb > 0
      ? await measureUpload(target, settings.uploadMb, BENCH_DOCUMENT_CONTRACT)
      : undefined;
  if (upload) {
    console.info(
      `  Upload ${upload.megabytes} MB: HTTP ${upload.status} in ${upload.seconds.toFixed(1)} s, RSS vorher ${(upload.rssBeforeBytes / 1048576).toFixed(0)} MiB, Spitze ${(upload.peakBytes / 1048576).toFixed(0)} MiB`,
    );
  }

  const gdvImport =
    settings.gdvImportContracts > 0 && (settings.only.length === 0 || settings.only.includes('gdv-import'))
      ? await measureGdvImport(target, settings.gdvImportContracts)
      : undefined;
  if (gdvImport) {
    console.info(`  ${gdvImportLine(gdvImport)}`);
  }

  const rows = cases.map((c, i): Row => {
    const missing: Measured = { rps: 0, p50: 0, p99: 0 };
    return {
      name: c.name,
      engine,
      bytes: Buffer.byteLength(bodies[i] ?? ''),
      http: http[i] ?? missing,
      bare: bareResults[i] ?? missing,
      dbLimit: dbLimits[i] ?? missing,
      sqlRoute: sqlResults[i],
    };
  });
  return { engine, contracts, rows, peakBytes, upload, gdvImport };
}
