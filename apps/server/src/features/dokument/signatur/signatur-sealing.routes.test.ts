// The e-signature from preparing to the sealed, verifiable PDF and its submission (issue 12 §3–§5); each test
// prepares its own run on its own document.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type ActionResult,
  type DocSignatures,
  LINK_MESSAGE,
  SIGNATURE_FLAG_KOMPLETT,
  type SignActionResult,
  type SigningSession,
  type SignWorkspace,
  type VerifyResult,
} from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, signatureSigners } from '../../../db/schema';
import { makeDamagePhotoPng } from '../../../demo/documents/demo-png';
import { api } from '../../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { signingRequests } from './signatur.test-requests';

const run = promisify(execFile);

let t: TestApp;
let makler: Client;

beforeAll(async () => {
  t = await createTestApp();
  makler = await loginAs(t.app, 'makler');
});
afterAll(async () => {
  await t.close();
});

const { findDoc, signAction, workspace, prepare, session, signWith, tokenOf, png, download, multipart } =
  signingRequests(() => ({ t, makler }));

/**
 * A two-signer run on one of Erika's one-page PDFs (customer with an address, broker without, one field for
 * the customer at the foot of page 1): each test below starts from its own run on its own document.
 */
async function twoSignerRun(bezeichnung: string) {
  const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', bezeichnung);
  const sent = await makler.inject({
    method: 'POST',
    url: api('/dokumentenarchivSign/prepare'),
    payload: {
      docInfo: [row.nodeId, row.id],
      signers: [
        { role: 'KUNDE', name: 'Erika Mustermann', email: 'erika@example.org' },
        { role: 'MAKLER', name: 'Max Makler', email: '' },
      ],
      fields: [{ signer: 0, page: 1, x: 0.1, y: 0.8, width: 0.35, height: 0.08 }],
      confirm: '1',
    },
  });
  expect(sent.statusCode).toBe(200);
  const ws = sent.json<SignWorkspace>();
  return {
    row,
    first: tokenOf(ws.request?.signers[0]?.link ?? null),
    second: tokenOf(ws.request?.signers[1]?.link ?? null),
    requestId: ws.request?.id ?? 0,
  };
}

/** The run of `twoSignerRun` with both signatures given: the document is sealed. */
async function signedRun(bezeichnung: string) {
  const run = await twoSignerRun(bezeichnung);
  expect((await signWith(run.first, { kind: 'drawn', png: png() })).statusCode).toBe(200);
  expect((await signWith(run.second, { kind: 'typed', name: 'Max Makler' })).statusCode).toBe(200);
  return run;
}

describe('preparing, signing, sealing (issue 12 §3–§5)', () => {
  it('refuses a second run while one is open, and withdrawing ends every link', async () => {
    const protokoll = await findDoc('LV-2024-000123', 'BERATUNG', 'Beratungsprotokoll LV-2024-000123');
    const ws = (await workspace(protokoll)).json<SignWorkspace>();
    expect(ws.request).toMatchObject({ state: 'OFFEN', signers: [{ role: 'KUNDE' }, { role: 'MAKLER' }] });
    expect(ws.request?.fields).toHaveLength(2);
    expect(ws.canPrepare).toBe(false);
    const refused = await prepare(protokoll, [{ role: 'KUNDE', name: 'Erika Mustermann' }]);
    expect(refused.statusCode).toBe(422);
    // A link of the running request (renewed, since the demo's are not known), then withdrawn: it ends.
    const renewed = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchivSign/renewLink'),
      payload: { signerId: ws.request?.signers[0]?.id },
    });
    const link = tokenOf(renewed.json<SignWorkspace>().request?.signers[0]?.link ?? null);
    expect((await session(link)).statusCode).toBe(200);
    const withdrawn = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchivSign/withdraw'),
      payload: { requestId: ws.request?.id },
    });
    expect(withdrawn.json<SignWorkspace>()).toMatchObject({ request: { state: 'ZURUECKGEZOGEN' }, canPrepare: true });
    const ended = await session(link);
    expect(ended.statusCode).toBe(410);
    expect(ended.json<{ message: string }>().message).toBe(LINK_MESSAGE.closed);
  });

  it('prepares two signers in order: the first gets a mail with his link, a signer without an address a link to copy', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Beitragsrechnung 2024');
    const body = {
      docInfo: [row.nodeId, row.id],
      signers: [
        { role: 'KUNDE', name: 'Erika Mustermann', email: 'erika@example.org' },
        { role: 'MAKLER', name: 'Max Makler', email: '' },
      ],
      fields: [{ signer: 0, page: 1, x: 0.1, y: 0.8, width: 0.35, height: 0.08 }],
    };
    const asked = await makler.inject({ method: 'POST', url: api('/dokumentenarchivSign/prepare'), payload: body });
    expect(asked.json<SignWorkspace>().warning?.message).toContain('Max Makler');
    expect(asked.json<SignWorkspace>().request).toBeNull();
    const sent = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchivSign/prepare'),
      payload: { ...body, confirm: '1' },
    });
    expect(sent.statusCode).toBe(200);
    const ws = sent.json<SignWorkspace>();
    expect(ws.request?.signers.map((s) => s.state)).toEqual(['OFFEN', 'WARTET']);
    const first = tokenOf(ws.request?.signers[0]?.link ?? null);
    const second = tokenOf(ws.request?.signers[1]?.link ?? null);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored only as a hash.
    const stored = await t.database.db.select({ hash: signatureSigners.tokenHash }).from(signatureSigners);
    expect(stored.some((s) => s.hash === first)).toBe(false);
    const mails = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.notify'));
    expect(mails.map((m) => (m.payload as { to: string }).to)).toContain('erika@example.org');
    expect(JSON.stringify(mails.map((m) => m.payload))).toContain(`/signieren/${first}`);
    // A link is not shown again.
    expect((await workspace(row)).json<SignWorkspace>().request?.signers[0]?.link).toBeNull();
  });

  it('the signing page shows the signer’s fields and the bound PDF; the second signer waits his turn', async () => {
    const { first, second } = await twoSignerRun('Beitragsrechnung 2026');
    const opened = await session(first);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<SigningSession>()).toMatchObject({
      state: 'OFFEN',
      signerName: 'Erika Mustermann',
      documentName: 'Beitragsrechnung 2026',
      fields: [{ page: 1, x: 0.1, y: 0.8 }],
      pageCount: 1,
    });
    const pdf = await t.app.inject({ method: 'GET', url: api(`/signieren/${first}/dokument.pdf`) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await session(second)).json<SigningSession>().state).toBe('WARTET');
    const early = await signWith(second, { kind: 'typed', name: 'Max Makler' });
    expect(early.statusCode).toBe(422);
  });

  it('refuses a signature image that is not a PNG or over 1 MB (422), and bad links', async () => {
    const { first } = await twoSignerRun('SF-Bescheinigung der Vorversicherung');
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    expect((await signWith(first, { kind: 'drawn', png: svg })).statusCode).toBe(422);
    const big = Buffer.alloc(1024 * 1024 + 100);
    Buffer.from(makeDamagePhotoPng({ seed: 1 })).copy(big);
    const tooBig = await signWith(first, { kind: 'drawn', png: big.toString('base64') });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json<{ message: string }>().message).toContain('1 MB');
    expect((await session('x'.repeat(43))).statusCode).toBe(404);
    expect((await session('x'.repeat(43))).json<{ message: string }>().message).toBe(LINK_MESSAGE.invalid);
    expect((await session('short')).statusCode).toBe(400);
  });

  it('the first signature: partly signed, the overlay in the preview, the link used up', async () => {
    const { row, first } = await twoSignerRun('eVB-Bestätigung');
    const signed = await signWith(first, { kind: 'drawn', png: png() });
    expect(signed.statusCode).toBe(200);
    expect((await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'eVB-Bestätigung')).signaturStatus).toBe(
      'TEILWEISE_UNTERSCHRIEBEN',
    );
    const overlays = await makler.inject({
      method: 'GET',
      url: api(
        `/pdf_vorschau_service/docSignatures?nodeId=${row.nodeId}&fileId=${row.fileId}&page=1&extractSignaturesMetadata=true`,
      ),
    });
    const body = overlays.json<DocSignatures>();
    expect(body.signatures).toHaveLength(1);
    expect(body.signatures[0]).toMatchObject({ page: 1, x: 0.1, y: 0.8, width: 0.35, height: 0.08 });
    expect(body.signatures[0]?.imageBase64).toMatch(/^data:image\/png;base64,/);
    expect(body.signaturesMetadata).toEqual({ hasSignatures: true, signaturePages: [1] });
    const reused = await signWith(first, { kind: 'drawn', png: png() });
    expect(reused.statusCode).toBe(410);
    expect(reused.json<{ message: string }>().message).toBe(LINK_MESSAGE.used);
    expect((await session(first)).json<{ message: string }>().message).toBe(LINK_MESSAGE.used);
  });

  it('two completions of the last link at once: exactly one counts; the sealed PDF is a new version, signed and verifiable', async () => {
    const { row, first, second, requestId } = await twoSignerRun('Kündigungsbestätigung Vorversicherung');
    // The customer opens her link, signs, and the broker's link is the last one.
    expect((await session(first)).statusCode).toBe(200);
    expect((await signWith(first, { kind: 'drawn', png: png() })).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      signWith(second, { kind: 'typed', name: 'Max Makler' }),
      signWith(second, { kind: 'typed', name: 'Max Makler' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    const after = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Kündigungsbestätigung Vorversicherung');
    expect(after.signaturStatus).toBe('UNTERSCHRIEBEN');
    expect(after.fileId).not.toBe(row.fileId);
    expect(after.fileName).toBe('Kuendigungsbestaetigung Vorversicherung (unterschrieben).pdf');
    const ws = (await workspace(row)).json<SignWorkspace>();
    expect(ws.request).toMatchObject({ id: requestId, state: 'UNTERSCHRIEBEN', signedFileId: after.fileId });
    expect(ws.request?.events.map((e) => e.label)).toEqual(
      expect.arrayContaining(['Zur Unterschrift gesendet', 'Dokument geöffnet', 'Unterschrieben']),
    );

    // The office that sent it is told.
    const notices = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.notify'))).map(
      (j) => j.payload as { to: string; subject: string },
    );
    expect(notices).toContainEqual(
      expect.objectContaining({
        to: 'max.makler@example.com',
        subject: 'Unterschrieben: Kündigungsbestätigung Vorversicherung',
      }),
    );

    const signedPdf = await download(after.fileId, after.nodeId);
    // The original stays downloadable.
    expect((await download(row.fileId, row.nodeId)).subarray(0, 5).toString()).toBe('%PDF-');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mw-sign-'));
    const file = path.join(dir, 'signed.pdf');
    await writeFile(file, signedPdf);
    const pdfsig = await run('/usr/bin/pdfsig', [file]).then(
      (r) => r.stdout,
      (e: { stdout: string }) => e.stdout,
    );
    expect(pdfsig).toContain('Signature is Valid');
    const text = (await run('/usr/bin/pdftotext', [file, '-'])).stdout;
    expect(text).toContain('Erika Mustermann');
    expect(text).toContain('Max Makler');
    expect(text).toContain('Vitest-Browser/1.0');

    const verify = await t.app.inject({
      method: 'POST',
      url: api('/signatur/pruefen'),
      ...multipart('signed.pdf', signedPdf),
    });
    expect(verify.json<VerifyResult>()).toMatchObject({
      signed: true,
      bySystem: true,
      unchanged: true,
      documentName: 'Kündigungsbestätigung Vorversicherung',
      signers: [{ name: 'Erika Mustermann' }, { name: 'Max Makler' }],
    });
    const tampered = Buffer.from(signedPdf);
    // One byte inside the first signed range (the page content, before the signature's placeholder).
    const at = Math.floor(tampered.indexOf('/ByteRange') / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    await writeFile(path.join(dir, 'tampered.pdf'), tampered);
    const tamperedSig = await run('/usr/bin/pdfsig', [path.join(dir, 'tampered.pdf')]).then(
      (r) => r.stdout,
      (e: { stdout: string }) => e.stdout,
    );
    expect(tamperedSig).not.toContain('Signature is Valid');
    const altered = await t.app.inject({
      method: 'POST',
      url: api('/signatur/pruefen'),
      ...multipart('tampered.pdf', tampered),
    });
    expect(altered.json<VerifyResult>()).toMatchObject({ signed: true, unchanged: false });
    const plain = await t.app.inject({
      method: 'POST',
      url: api('/signatur/pruefen'),
      ...multipart('plain.pdf', await download(row.fileId, row.nodeId)),
    });
    expect(plain.json<VerifyResult>()).toMatchObject({ signed: false });
  });

  it('submitting: EINGEREICHT_ABGELEGT, then the sign action answers KOMPLETT', async () => {
    await signedRun('Fahrzeugwechsel Ankündigung');
    const after = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Fahrzeugwechsel Ankündigung');
    const submit = after.actions.find((a) => a.key === 'EINREICHEN');
    expect(submit).toBeDefined();
    const done = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/executeAction'),
      payload: { action: 'EINREICHEN', nodeId: after.nodeId, documentId: after.id, sendData: [] },
    });
    expect(done.json<ActionResult>().message).toContain('eingereicht');
    const again = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Fahrzeugwechsel Ankündigung');
    expect(again.signaturStatus).toBe('EINGEREICHT_ABGELEGT');
    expect((await signAction(makler, again)).json<SignActionResult>().signatures[0]?.signaturStatus).toBe(
      SIGNATURE_FLAG_KOMPLETT,
    );
  });
});
