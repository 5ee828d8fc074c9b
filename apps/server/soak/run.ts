// Soak (issue 39 item 5): a mixed office workload against the real server on PostgreSQL for SOAK_MINUTES,
// the server's resident memory every minute, and at the end p50/p99 per kind, errors, and a verdict:
// RSS within +10 % of the first minutes' plateau, no error, no p99 drift. Result: soak-results.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startServer } from '../bench/app-server';
import { cleanupAll, onCleanup } from '../bench/cleanup';
import { generateBenchData } from '../bench/generate';
import { findPostgresBin, startThrowAwayPostgres } from '../bench/postgres';
import { repoRoot } from '../bench/settings';
import { openDatabase } from '../src/db/client';
import { makeDemoPdf } from '../src/demo/documents/demo-pdf';
import { hasData, seedDemoData } from '../src/demo/seed';
import { printSummary, recorder, summarise, windows } from './report';
import { act, contractIds, drawKind, kindNames, login, type User } from './workload';

const settings = {
  minutes: Number(process.env.SOAK_MINUTES ?? 30),
  users: Number(process.env.SOAK_USERS ?? 6),
  contracts: Number(process.env.SOAK_CONTRACTS ?? 20_000),
  /** Pause of a user between two actions: random up to twice this (ms). */
  thinkMs: Number(process.env.SOAK_THINK_MS ?? 250),
  databaseUrl: process.env.SOAK_DATABASE_URL || undefined,
};
const resultsFile = path.join(repoRoot, 'soak-results.json');
const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A real SMTP server that accepts and counts (no parsing: the soak's own memory stays small). */
async function countingSmtp() {
  let delivered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        delivered += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const close = onCleanup('SMTP', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, delivered: () => delivered, close };
}

async function prepareDatabase(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    if (!(await hasData(database.db))) {
      const started = performance.now();
      await seedDemoData(database.db);
      await generateBenchData(database.db, Math.max(1, Math.round(settings.contracts / 5)), settings.contracts);
      console.info(
        `  Bestand: ${settings.contracts} Verträge in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } else {
      console.info('  Datenbank enthält schon Daten: sie wird so verwendet, wie sie ist.');
    }
  } finally {
    await database.close();
  }
}

async function main() {
  if (!fs.existsSync('/proc/self/status')) {
    throw new Error('Der Dauerlauf liest den Speicher des Servers aus /proc (Linux).');
  }
  console.info(
    `Dauerlauf: ${settings.minutes} min, ${settings.users} Benutzer, Pause bis ${2 * settings.thinkMs} ms (PostgreSQL)`,
  );
  let databaseUrl = settings.databaseUrl;
  if (!databaseUrl) {
    const bin = findPostgresBin();
    if (!bin) {
      throw new Error('PostgreSQL (pg_ctl) nicht gefunden: installieren oder SOAK_DATABASE_URL setzen.');
    }
    databaseUrl = (await startThrowAwayPostgres(bin)).url;
  }
  await prepareDatabase(databaseUrl);
  const smtp = await countingSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-soak-files-'));
  onCleanup('Dateiablage', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer(
    { databaseUrl },
    { DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_FROM: 'buero@maklerwerk.example' },
  );
  const pid = server.child.pid;

  const sessions = await Promise.all(Array.from({ length: settings.users }, () => login(server.base)));
  const ids = await contractIds(sessions[0] ?? (await login(server.base)), settings.users * 20 + 200);
  const pdf = await makeDemoPdf({ title: 'Antrag zum Unterschreiben', pages: 1 });
  const mails = { queued: 0 };
  const users: User[] = sessions.map((session, u) => ({
    session,
    readable: ids,
    // Each user changes only his own contracts: two users saving one contract would be a 409, not a fault.
    own: ids.filter((_, i) => i % settings.users === u).slice(0, 20),
    pdf,
    mails,
  }));

  const r = recorder();
  const started = performance.now();
  const end = started + settings.minutes * MINUTE;
  const minuteOf = (t: number) => Math.min(settings.minutes - 1, Math.floor((t - started) / MINUTE));
  let actions = 0;
  const runUser = async (u: User) => {
    while (performance.now() < end) {
      const kind = drawKind();
      const t0 = performance.now();
      const n = ++actions;
      try {
        await act(kind, u, n);
        r.record(kind, minuteOf(t0), performance.now() - t0);
      } catch (error) {
        r.fail(kind, minuteOf(t0), error instanceof Error ? error.message : String(error));
      }
      await sleep(Math.random() * 2 * settings.thinkMs);
    }
  };
  const running = Promise.all(users.map(runUser));

  const rssPerMinuteMb: number[] = [];
  for (let m = 1; m <= settings.minutes; m++) {
    await sleep(Math.max(0, started + m * MINUTE - performance.now()));
    const mb = rssMb(pid);
    rssPerMinuteMb.push(Math.round(mb * 10) / 10);
    const done = kindNames.map((k) => (r.samples.get(k)?.[m - 1] ?? []).length).reduce((a, b) => a + b, 0);
    console.info(
      `  Minute ${String(m).padStart(2)}: RSS ${mb.toFixed(0)} MB, ${done} Aktionen, ${r.errorsPerMinute[m - 1] ?? 0} Fehler`,
    );
  }
  await running;

  // Every queued mail must reach the SMTP server (the outbox worker sends them in the background).
  const deadline = performance.now() + 2 * MINUTE;
  while (smtp.delivered() < mails.queued && performance.now() < deadline) {
    await sleep(250);
  }
  const result = summarise(r, settings.minutes, rssPerMinuteMb, {
    users: settings.users,
    contracts: settings.contracts,
    mailsQueued: mails.queued,
    mailsDelivered: smtp.delivered(),
  });
  printSummary(result);
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify({ ...result, settings, windows: windows(settings.minutes) }, null, 2)}\n`,
  );
  console.info(`Ergebnis geschrieben: ${path.relative(process.cwd(), resultsFile)}`);
  await server.child.stop();
  await smtp.close();
  if (!result.verdict.passed) {
    process.exitCode = 1;
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
