import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communications, documentFiles, documents, jobs } from '../db/schema';
import { createQueue } from '../jobs/queue';
import { contractIdByNummer } from '../test/lookups';
import { startTestSmtp } from '../test/smtp';
import { type Client, createTestApp, loginAs, type TestApp } from '../test/test-app';
import { MAIL_JOB, mailDeliveryHandler, notificationHandler } from './outbox';
import { createMailTransport } from './transport';

let t: TestApp;
let makler: Client;
let contractId: number;
let fileId: number;
const from = { address: 'buero@maklerwerk.example', name: 'Maklerwerk Maklerbüro' };

beforeAll(async () => {
  t = await createTestApp();
  makler = await loginAs(t.app, 'makler');
  contractId = await contractIdByNummer(makler, 'KF-4711-0815');
  const [file] = await t.database.db
    .select({ id: documentFiles.id })
    .from(documentFiles)
    .innerJoin(documents, eq(documents.id, documentFiles.documentId))
    .where(like(documents.bezeichnung, 'Versicherungsschein KF-4711-0815%'));
  fileId = file?.id ?? 0;
});
afterAll(() => t.close());

async function send(subject: string, extra: Record<string, unknown> = {}) {
  const response = await makler.inject({
    method: 'POST',
    url: '/MSC3/restful/mails',
    payload: { insuranceId: contractId, to: ['erika.mustermann@example.org'], subject, html: '<p>Hallo</p>', ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ commId: number; status: string }>().commId;
}

async function mailRow(id: number) {
  const [row] = await t.database.db.select().from(communications).where(eq(communications.id, id));
  return row;
}

function queueTo(smtpUrl: string | undefined, options: Parameters<typeof createQueue>[2] = {}, dataDir = os.tmpdir()) {
  const transport = createMailTransport({ smtpUrl, dataDir });
  return createQueue(
    t.database.db,
    { [MAIL_JOB]: mailDeliveryHandler({ db: t.database.db, blobStore: t.app.ctx.blobStore, transport, from }) },
    { backoffMs: 0, ...options },
  );
}

/** Runs due jobs until none is left (each delivery is one job). */
async function drain(queue: ReturnType<typeof createQueue>) {
  while ((await queue.runDue()) > 0) {
    // next
  }
}

describe('outbox and delivery (issue 11 §1)', () => {
  it('stores the mail first (bereitgestellt), then delivers it with attachment and umlauts to a real SMTP server', async () => {
    const smtp = await startTestSmtp();
    try {
      const id = await send('Prüfung Größe – Änderung', { copiedFiles: [fileId], cc: ['kopie@example.org'] });
      expect((await mailRow(id))?.status).toBe('BEREITGESTELLT');
      await drain(queueTo(smtp.url));
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.subject).toBe('Prüfung Größe – Änderung');
      expect(mail?.from?.value[0]).toEqual({ address: from.address, name: 'Maklerwerk Maklerbüro' });
      expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '').toBe('erika.mustermann@example.org');
      expect(mail?.cc && !Array.isArray(mail.cc) ? mail.cc.text : '').toBe('kopie@example.org');
      expect(mail?.html).toContain('<p>Hallo</p>');
      expect(mail?.text?.trim()).toBe('Hallo');
      const attachment = mail?.attachments[0];
      expect(attachment?.filename).toBe('Versicherungsschein KF-4711-0815.pdf');
      expect(attachment?.contentType).toBe('application/pdf');
      expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
      const row = await mailRow(id);
      expect(row?.status).toBe('OK');
      expect(mail?.messageId).toBe(row?.messageId);
    } finally {
      await smtp.close();
    }
  });

  it('retries with backoff while the server refuses (twice), then delivers once', async () => {
    const smtp = await startTestSmtp({ refuseFirst: 2 });
    try {
      const id = await send('Nach zwei Absagen');
      const queue = queueTo(smtp.url, { backoffMs: 60_000 });
      await queue.runDue();
      expect((await mailRow(id))?.status).toBe('SENDING');
      expect((await mailRow(id))?.lastError).toMatch(/451/);
      // The retry waits (backoff): nothing is due now.
      expect(await queue.runDue()).toBe(0);
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'communicationId' = ${String(id)}`);
      expect(job && new Date(job.runAt).getTime()).toBeGreaterThan(Date.now() + 50_000);
      // Make the retries due at once and run them.
      await t.database.db.update(jobs).set({ runAt: new Date().toISOString() });
      await queue.runDue();
      await t.database.db.update(jobs).set({ runAt: new Date().toISOString() });
      await queue.runDue();
      expect(smtp.attempts()).toBe(3);
      expect(smtp.received.map((m) => m.subject)).toEqual(['Nach zwei Absagen']);
      const row = await mailRow(id);
      expect(row?.status).toBe('OK');
      expect(row?.attempts).toBe(3);
    } finally {
      await smtp.close();
    }
  });

  it('gives up after the last attempt: senden fehlgeschlagen (ERROR)', async () => {
    const smtp = await startTestSmtp({ refuseAll: true });
    try {
      const id = await send('Kommt nie an');
      await t.database.db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.kind, MAIL_JOB));
      await drain(queueTo(smtp.url));
      const row = await mailRow(id);
      expect(row?.status).toBe('ERROR');
      expect(smtp.received).toHaveLength(0);
      expect(smtp.attempts()).toBe(2);
    } finally {
      await smtp.close();
    }
  });

  it('a worker that dies between claim and send loses nothing and sends nothing twice', async () => {
    const smtp = await startTestSmtp();
    try {
      const id = await send('Nach dem Absturz');
      const dying = queueTo(smtp.url, { leaseMs: 200 });
      const claimed = await dying.claim();
      expect(claimed.map((j) => j.payload.communicationId)).toEqual([id]);
      // Another instance does not take a leased job …
      const other = queueTo(smtp.url, { leaseMs: 200 });
      expect(await other.runDue()).toBe(0);
      // … until the lease of the dead worker ran out.
      await new Promise((r) => setTimeout(r, 300));
      expect(await other.runDue()).toBe(1);
      expect(await other.runDue()).toBe(0);
      // The dead worker's late 'finished' changes nothing: the claim is not his any more.
      const job = claimed[0];
      if (job) {
        await dying.finish(job);
      }
      expect(smtp.received.map((m) => m.subject)).toEqual(['Nach dem Absturz']);
      expect((await mailRow(id))?.status).toBe('OK');
    } finally {
      await smtp.close();
    }
  });

  it('at least once: a server that dies after the SMTP server took the mail sends it again with the same Message-ID', async () => {
    const smtp = await startTestSmtp();
    try {
      const withId = await send('Zweimal, gleiche Kennung');
      const withoutId = await send('Ohne gespeicherte Kennung');
      // A mail stored before Message-IDs were kept gets one at its first attempt, then keeps it.
      await t.database.db.update(communications).set({ messageId: null }).where(eq(communications.id, withoutId));
      // The first server claims both jobs, hands the mails to the SMTP server and dies before it marks
      // them sent: its handler never returns to the queue, its lease is never renewed.
      const real = createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir() });
      const dying = queueTo(smtp.url, { leaseMs: 200 });
      const killedAfterSending = mailDeliveryHandler({
        db: t.database.db,
        blobStore: t.app.ctx.blobStore,
        transport: {
          ...real,
          send: async (message) => {
            await real.send(message);
            throw new Error('Prozess beendet');
          },
        },
        from,
      });
      const claimed = await dying.claim();
      expect(claimed).toHaveLength(2);
      for (const job of claimed) {
        await expect(killedAfterSending.run(job)).rejects.toThrow('Prozess beendet');
      }
      expect(smtp.received).toHaveLength(2);
      // Its lease runs out; another server takes the jobs over and sends both again.
      const other = queueTo(smtp.url, { leaseMs: 200 });
      for (const deadline = Date.now() + 5000; smtp.received.length < 4 && Date.now() < deadline; ) {
        await drain(other);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(smtp.received).toHaveLength(4);
      for (const id of [withId, withoutId]) {
        const row = await mailRow(id);
        expect(row?.status).toBe('OK');
        expect(row?.attempts).toBe(2);
        expect(row?.lastAttemptAt).not.toBeNull();
        expect(row?.messageId).toMatch(/^<[0-9a-f-]{36}@maklerwerk\.example>$/);
        const delivered = smtp.received.filter((m) => m.messageId === row?.messageId);
        expect(delivered).toHaveLength(2);
      }
    } finally {
      await smtp.close();
    }
  });

  it('a notice sent again for the same job carries the same Message-ID', async () => {
    const smtp = await startTestSmtp();
    try {
      const handler = notificationHandler({
        transport: createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir() }),
        from,
      });
      const job = {
        id: 4711,
        kind: 'mail.notify',
        attempts: 1,
        maxAttempts: 6,
        payload: { to: 'k@example.org', subject: 'Neue Nachricht', text: 'Bitte anmelden.' },
      };
      await handler.run(job);
      await handler.run({ ...job, attempts: 2 });
      expect(smtp.received.map((m) => m.messageId)).toEqual([
        '<notice-4711@maklerwerk.example>',
        '<notice-4711@maklerwerk.example>',
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP_URL the mail is written as .eml under DATA_DIR/mail', async () => {
    const dataDir = t.app.ctx.config.dataDir;
    const id = await send('Als Datei');
    await drain(queueTo(undefined, {}, dataDir));
    const dir = path.join(dataDir, 'mail');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(await readFile(path.join(dir, files[0] ?? '')));
    expect(parsed.subject).toBe('Als Datei');
    expect((await mailRow(id))?.status).toBe('OK');
  });
});
