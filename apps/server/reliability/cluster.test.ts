import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../src/files/s3-store';
import { type Delivery, startTestSmtp, type TestSmtp } from '../src/test/smtp';
import { downloadFile, queueMail, recipientsOf, saveTermin, uploadFile } from './support/office-api';
import { startPostgres } from './support/postgres';
import { login, type ServerProcess, startServerProcess, waitFor } from './support/server-process';

// Issue 39 item 1: two server processes on one PostgreSQL database and one file store, a real SMTP
// server in this process. Each server's SMTP_URL names it (EHLO `server-a` / `server-b`), so the SMTP
// server knows who delivered what.

let postgres: { url: string; stop: () => Promise<void> };
let db: pg.Client;
let dataDir: string;
let smtp: TestSmtp;
let onDelivery: ((delivery: Delivery) => Promise<void>) | undefined;
let a: ServerProcess;
let b: ServerProcess;
let contractId: number;
const figures: Record<string, string> = {};

const serverEnv = (name: string) => ({
  SMTP_URL: `${smtp.url}?name=${name}`,
  JOB_POLL_MS: '500',
  // The tests log in many times from 127.0.0.1; the per-user limit is the one under test.
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000',
});

const count = async (query: string, values: unknown[] = []) =>
  Number((await db.query<{ n: string }>(query, values)).rows[0]?.n ?? 0);

beforeAll(async () => {
  postgres = await startPostgres();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mw-cluster-'));
  smtp = await startTestSmtp({ onDelivery: (d) => onDelivery?.(d) ?? Promise.resolve() });
  // Both start at once on the empty database: one migrates while the other waits for it (an advisory
  // lock, db/client.ts); A loads the demo data.
  [a, b] = await Promise.all([
    startServerProcess({ databaseUrl: postgres.url, dataDir, env: { ...serverEnv('server-a'), DEMO_DATA: 'true' } }),
    startServerProcess({ databaseUrl: postgres.url, dataDir, env: serverEnv('server-b') }),
  ]);
  db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const row = await db.query<{ id: number }>(`SELECT id FROM contracts WHERE nummer = 'KF-4711-0815'`);
  contractId = row.rows[0]?.id ?? 0;
});

afterAll(async () => {
  console.info(`Betriebssicherheit (mehrere Server): ${JSON.stringify(figures)}`);
  await a?.child.stop();
  await b?.child.stop();
  await db?.end();
  await smtp?.close();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Message-IDs of the mails whose subject starts with `prefix`, from the outbox. */
async function messageIdsOf(prefix: string): Promise<string[]> {
  const rows = await db.query<{ message_id: string }>(
    'SELECT message_id FROM communications WHERE subject LIKE $1 ORDER BY id',
    [`${prefix}%`],
  );
  return rows.rows.map((r) => r.message_id);
}

/** How often each Message-ID reached the SMTP server. */
function deliveriesPer(ids: string[]): Map<string, number> {
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const d of smtp.deliveries) {
    if (d.messageId !== undefined && counts.has(d.messageId)) {
      counts.set(d.messageId, (counts.get(d.messageId) ?? 0) + 1);
    }
  }
  return counts;
}

/** Runs `tasks` with at most `parallel` at a time. */
async function inParallel<T>(tasks: (() => Promise<T>)[], parallel: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await (tasks[i] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

const noJobsDue = (kinds: string[]) =>
  count(
    `SELECT count(*) AS n FROM jobs WHERE kind = ANY($1) AND finished_at IS NULL AND failed_at IS NULL AND run_at <= now()`,
    [kinds],
  ).then((n) => n === 0);

describe('two servers on one PostgreSQL and one data directory (issue 39)', () => {
  it('a session made on one works on the other; a logout on one holds on the other within a second', async () => {
    const session = await login(a.base, 'makler');
    expect((await session.request(b.base, 'GET', '/MSC3/restful/auth/me')).status).toBe(200);
    // B has just checked (and cached) the session when A ends it.
    expect((await session.request(b.base, 'GET', '/MSC3/restful/auth/me')).status).toBe(200);
    expect((await session.request(a.base, 'POST', '/MSC3/restful/auth/logout')).status).toBe(200);
    const ms = await waitFor(
      'Abmeldung gilt auf B',
      async () => (await session.request(b.base, 'GET', '/MSC3/restful/auth/me')).status === 401,
      5000,
    );
    expect((await session.request(a.base, 'GET', '/MSC3/restful/auth/me')).status).toBe(401);
    expect(ms).toBeLessThanOrEqual(1100);
    figures.logoutOnOtherMs = ms.toFixed(0);
  });

  it('shares the login limit: parallel wrong guesses over both get at most LOGIN_MAX_ATTEMPTS failures', async () => {
    const guess = (base: string, password: string) =>
      fetch(`${base}/MSC3/restful/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ username: 'vermittler', password }),
      }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    const statuses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => guess(i % 2 === 0 ? a.base : b.base, `falsch-${i}`)),
    );
    const failures = statuses.filter((s) => s === 401).length;
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(failures).toBeLessThanOrEqual(5);
    // Locked on both, even with the right password.
    expect(await guess(a.base, 'demo')).toBe(429);
    expect(await guess(b.base, 'demo')).toBe(429);
    figures.loginFailuresOf24 = String(failures);
  });

  it('delivers each of 60 mails queued through both exactly once while both run their workers', async () => {
    const makler = await login(a.base, 'makler');
    await inParallel(
      Array.from(
        { length: 60 },
        (_, i) => () => queueMail(makler, i % 2 === 0 ? a.base : b.base, contractId, `Cluster-1-${i}`),
      ),
      6,
    );
    const ids = await messageIdsOf('Cluster-1-');
    expect(new Set(ids).size).toBe(60);
    await waitFor(
      'alle 60 versandt',
      async () =>
        (await count(`SELECT count(*) AS n FROM communications WHERE subject LIKE 'Cluster-1-%' AND status = 'OK'`)) ===
        60,
    );
    await waitFor('keine E-Mail-Aufträge mehr fällig', () => noJobsDue(['mail.send']));
    const per = deliveriesPer(ids);
    expect([...per.values()].every((n) => n === 1)).toBe(true);
    const senders = new Set(smtp.deliveries.filter((d) => per.has(d.messageId ?? '')).map((d) => d.client));
    expect(senders).toEqual(new Set(['server-a', 'server-b']));
  });

  it('fires each alarm of an appointment exactly once', async () => {
    const makler = await login(b.base, 'makler');
    const addresses = Array.from({ length: 6 }, (_, i) => `alarm-${i}-${randomBytes(3).toString('hex')}@example.org`);
    await Promise.all(
      addresses.map((address, i) => saveTermin(makler, i % 2 === 0 ? a.base : b.base, `Alarmtermin ${i}`, address)),
    );
    const mailsTo = (address: string) => smtp.received.filter((m) => recipientsOf(m).includes(address)).length;
    await waitFor('jeder Alarm versandt', () => addresses.every((address) => mailsTo(address) >= 1));
    await waitFor('keine Alarm-Aufträge mehr fällig', () =>
      noJobsDue(['termin.alarm.mail', 'termin.alarm.msc', 'mail.notify']),
    );
    expect(addresses.map(mailsTo)).toEqual(addresses.map(() => 1));
  });

  it('a document uploaded through one downloads byte-identical through the other', async () => {
    const makler = await login(a.base, 'makler');
    const bytes = randomBytes(300_000);
    const fileId = await uploadFile(makler, a.base, contractId, 'Cluster.bin', bytes);
    expect((await downloadFile(makler, b.base, fileId)).equals(bytes)).toBe(true);
  });

  it('keeps the change-log chain intact under writes through both', async () => {
    const intern = await login(a.base, 'intern');
    const verify = async (base: string) =>
      (await (await intern.request(base, 'GET', '/MSC3/restful/changelog/verify')).json()) as {
        ok: boolean;
        rows: number;
        brokenAtId: number | null;
      };
    const makler = await login(b.base, 'makler');
    const before = await verify(a.base);
    await inParallel(
      Array.from({ length: 40 }, (_, i) => () => saveTermin(makler, i % 2 === 0 ? a.base : b.base, `Kette ${i}`)),
      8,
    );
    const after = await verify(b.base);
    expect(after).toEqual({ ok: true, rows: after.rows, brokenAtId: null });
    expect(after.rows).toBeGreaterThanOrEqual(before.rows + 40);
    figures.changeLogRows = String(after.rows);
  });

  it('kill -9 of one server in the middle of sending: every mail delivered, a repeat only of the one in flight, with its Message-ID', async () => {
    const makler = await login(a.base, 'makler');
    let killedAt = 0;
    let inFlight: string | undefined;
    let fromB = 0;
    // B's second mail: the SMTP server has it, B dies before it hears the acceptance and marks it sent.
    onDelivery = async (delivery) => {
      if (delivery.client !== 'server-b' || killedAt !== 0 || ++fromB < 2) {
        return;
      }
      inFlight = delivery.messageId;
      killedAt = performance.now();
      b.kill9();
      await waitFor('B ist beendet', () => !isAlive(b.child.pid), 5000);
    };
    try {
      await inParallel(
        Array.from({ length: 60 }, (_, i) => () => queueMail(makler, a.base, contractId, `Cluster-2-${i}`)),
        4,
      );
      await waitFor('B wurde beendet', () => killedAt !== 0, 30_000);
      const ids = await messageIdsOf('Cluster-2-');
      const allSent = `SELECT count(*) AS n FROM communications WHERE subject LIKE 'Cluster-2-%' AND status = 'OK'`;
      await waitFor('alle 60 versandt', async () => (await count(allSent)) === 60, 90_000);
      const takeoverMs = performance.now() - killedAt;
      await waitFor('keine E-Mail-Aufträge mehr fällig', () => noJobsDue(['mail.send']));
      const per = deliveriesPer(ids);
      expect([...per.values()].every((n) => n === 1 || n === 2)).toBe(true);
      const repeated = [...per].filter(([, n]) => n === 2).map(([id]) => id);
      expect(repeated).toEqual([inFlight]);
      // The repeat counted as the mail's second attempt.
      const rows = await db.query<{ attempts: number }>('SELECT attempts FROM communications WHERE message_id = $1', [
        inFlight,
      ]);
      expect(rows.rows[0]?.attempts).toBe(2);
      expect(takeoverMs).toBeLessThanOrEqual(60_000);
      figures.killTakeoverMs = takeoverMs.toFixed(0);
      figures.killDuplicates = String(repeated.length);
      figures.killDeliveredDistinct = String([...per.values()].filter((n) => n >= 1).length);
    } finally {
      onDelivery = undefined;
    }
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('two servers on one PostgreSQL and one S3 bucket (s3rver)', () => {
  let s3Dir: string;
  let s3rver: S3rver;
  let c: ServerProcess | undefined;
  let d: ServerProcess | undefined;

  beforeAll(async () => {
    // The disk servers are done (B was killed): their CPU goes to these two.
    await a.child.stop();
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'mw-cluster-s3-'));
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(s3Dir, 's3rver') });
    const { port } = await s3rver.run();
    const s3 = {
      url: `http://127.0.0.1:${port}`,
      bucket: 'maklerwerk',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    };
    const client = createS3Client(s3);
    await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
    client.destroy();
    const env = {
      S3_URL: s3.url,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000',
    };
    // Each its own data directory: the only file store they share is the bucket.
    c = await startServerProcess({ databaseUrl: postgres.url, dataDir: path.join(s3Dir, 'c'), env });
    d = await startServerProcess({ databaseUrl: postgres.url, dataDir: path.join(s3Dir, 'd'), env });
  });

  afterAll(async () => {
    await c?.child.stop();
    await d?.child.stop();
    await s3rver?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('a document uploaded through one downloads byte-identical through the other', async () => {
    if (!c || !d) {
      throw new Error('Server nicht gestartet');
    }
    const makler = await login(c.base, 'makler');
    const bytes = randomBytes(300_000);
    const fileId = await uploadFile(makler, c.base, contractId, 'Cluster-S3.bin', bytes);
    expect((await downloadFile(makler, d.base, fileId)).equals(bytes)).toBe(true);
  });
});
