import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type ActionResult,
  type ConcatSignResult,
  type DocSignatures,
  type DokumentNodeId,
  type DokumentRow,
  LINK_MESSAGE,
  type PictureAttachments,
  RENEW_WAITING_TEXT,
  SIGNATURE_FLAG_KOMPLETT,
  type SignActionResult,
  type SigningSession,
  type SignWorkspace,
  type VerifyResult,
} from '@maklerwerk/domain';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, jobs, signatureSigners } from '../../../db/schema';
import { makeDamagePhotoPng } from '../../../demo/documents/demo-png';
import { api, contractIdByNummer, documentByName } from '../../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../../test/test-app';

const run = promisify(execFile);

let t: TestApp;
let makler: Client;
let kunde: Client;
let lesend: Client;
let vermittler: Client;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, lesend, vermittler] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
    loginAs(t.app, 'vermittler'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const findDoc = (nummer: string, nodeId: DokumentNodeId, bezeichnung: string) =>
  documentByName(makler, nummer, nodeId, bezeichnung);

const signAction = (c: Client, row: Pick<DokumentRow, 'nodeId' | 'fileId'>) =>
  c.inject({
    method: 'POST',
    url: api(`/dokumentenarchivSign/documentSignAction?docInfo=${row.nodeId}&docInfo=${row.fileId}`),
    payload: [],
  });
const workspace = (row: Pick<DokumentRow, 'nodeId' | 'id'>) =>
  makler.inject({ method: 'GET', url: api(`/dokumentenarchivSign/workspace?docInfo=${row.nodeId}&docInfo=${row.id}`) });
/** Sends a document for signing: one field per signer at the foot of page 1 unless fields are given. */
const prepare = (
  row: Pick<DokumentRow, 'nodeId' | 'id'>,
  signers: { role: string; name: string; email?: string }[],
  fields = signers.map((_, i) => ({ signer: i, page: 1, x: 0.05 + i * 0.3, y: 0.8, width: 0.25, height: 0.08 })),
  confirm?: '1',
) =>
  makler.inject({
    method: 'POST',
    url: api('/dokumentenarchivSign/prepare'),
    payload: { docInfo: [row.nodeId, row.id], signers, fields, ...(confirm ? { confirm } : {}) },
  });
const session = (token: string) => t.app.inject({ method: 'GET', url: api(`/signieren/${token}`) });
const signWith = (token: string, signature: object) =>
  t.app.inject({
    method: 'POST',
    url: api(`/signieren/${token}/unterschreiben`),
    payload: { consent: true, signature },
    headers: { 'user-agent': 'Vitest-Browser/1.0' },
  });
const tokenOf = (link: string | null) => (link ?? '').split('/').pop() ?? '';
const png = () => `data:image/png;base64,${Buffer.from(makeDamagePhotoPng({ seed: 3 })).toString('base64')}`;

async function download(fileId: number, nodeId: string): Promise<Buffer> {
  const response = await makler.inject({
    method: 'GET',
    url: `/download_service/docInfo?nodeId=${nodeId}&idFile=${fileId}`,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

function multipart(name: string, content: Buffer) {
  const boundary = '----mwsignboundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('documentSignAction (spec §7, the branches of §4)', () => {
  it('a PDF answers one file with the url where signing continues and the signoElement', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Beitragsrechnung 2024');
    const response = await signAction(makler, row);
    expect(response.statusCode).toBe(200);
    const body = response.json<SignActionResult>();
    expect(body.signatures).toEqual([
      {
        url: `/communication/documents/signatur?docInfo=VERTRAGSUNTERLAGEN&docInfo=${row.id}`,
        fileName: 'Beitragsrechnung 2024.pdf',
        signaturStatus: null,
        isPictureAttach: false,
        signoElement: {
          PARAMETER_DOK_ID: String(row.id),
          PARAMETER_ANTRAGSNR_INTERN: 'KF-4711-0815',
          PARAMETER_ANTRAGSDATEN_PDF_ID: String(row.fileId),
        },
      },
    ]);
    // The demo's Änderungslog has the contract changed after the 2024 invoice: newest value per field.
    expect(body.webserviceWarnings).toContainEqual({ key: 'Zahlweise', value: 'halbjährlich' });
  });

  it('a submitted document answers KOMPLETT; an insurer form without e-signature has no url; the photo form is a picture attachment', async () => {
    const komplett = await findDoc('LV-2024-000123', 'VERTRAGSUNTERLAGEN', 'Antrag Lebensversicherung LV-2024-000123');
    expect((await signAction(makler, komplett)).json<SignActionResult>().signatures[0]?.signaturStatus).toBe(
      'KOMPLETT',
    );
    const hausrat = await findDoc('HR-55501', 'VERTRAGSUNTERLAGEN', 'Antrag Hausrat HR-55501');
    expect((await signAction(makler, hausrat)).json<SignActionResult>().signatures[0]?.url).toBeNull();
    const anzeige = await findDoc('HR-55501', 'SCHADENSUNTERLAGEN', 'Schadenanzeige Leitungswasser');
    expect((await signAction(makler, anzeige)).json<SignActionResult>().signatures[0]?.isPictureAttach).toBe(true);
  });

  it('a photo is not a PDF: no url', async () => {
    const foto = await findDoc('HR-55501', 'SCHADENSUNTERLAGEN', 'Foto Wasserschaden Flur');
    expect((await signAction(makler, foto)).json<SignActionResult>().signatures).toMatchObject([
      { url: null, isPictureAttach: false },
    ]);
  });

  it('contract data changed after the document was made: webservice warnings with the field and its new value', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Zahlungserinnerung');
    const kf = await contractIdByNummer(makler, 'KF-4711-0815');
    await t.database.db.insert(changeLog).values({
      recordType: 'versicherung',
      recordId: kf,
      field: 'zahlrhythm',
      oldValue: 'jährlich',
      newValue: 'monatlich',
      at: sql`now() + interval '1 second'`,
    });
    const body = (await signAction(makler, row)).json<SignActionResult>();
    expect(body.webserviceWarnings).toContainEqual({ key: expect.any(String), value: 'monatlich' });
  });

  it('customers, read-only logins and another structure may not', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Beitragsrechnung 2024');
    expect((await signAction(kunde, row)).statusCode).toBe(403);
    expect((await signAction(lesend, row)).statusCode).toBe(403);
    // An agent without the archive right is refused before anything is looked up.
    expect((await signAction(vermittler, row)).statusCode).toBe(403);
    const bad = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchivSign/documentSignAction?docInfo=VERTRAGSUNTERLAGEN&docInfo=0x10'),
      payload: [],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('picture attachments and concatenation', () => {
  it('lists the contract’s photos and PDFs, the appended one ticked; appending makes a new version with more pages', async () => {
    const anzeige = await findDoc('HR-55501', 'SCHADENSUNTERLAGEN', 'Schadenanzeige Leitungswasser');
    const element = (await signAction(makler, anzeige)).json<SignActionResult>().signatures[0]?.signoElement;
    const query = Object.entries(element ?? {})
      .flatMap(([k, v]) => [`sendData=${encodeURIComponent(k)}`, `sendData=${encodeURIComponent(v)}`])
      .join('&');
    const list = await makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchivSign/getPictureAttachments?${query}`),
    });
    expect(list.statusCode).toBe(200);
    const { attachments, pictureAttachMsg } = list.json<PictureAttachments>();
    expect(pictureAttachMsg).toContain('dauerhaft');
    const kueche = attachments.find((a) => a.bezeichnung === 'Foto Wasserschaden Küche');
    const flur = attachments.find((a) => a.bezeichnung === 'Foto Wasserschaden Flur');
    expect(kueche).toMatchObject({ appended: true, herkunft: 'Schadensunterlagen' });
    expect(flur).toMatchObject({ appended: false, filename: 'Foto Wasserschaden Flur.png' });

    const pagesBefore = (await PDFDocument.load(await download(anzeige.fileId, anzeige.nodeId))).getPageCount();
    const concat = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchivSign/additionalDocumentsConcatSign'),
      payload: {
        concatIds: [kueche?.id, flur?.id],
        dokId: element?.PARAMETER_DOK_ID,
        antragsnrIntern: element?.PARAMETER_ANTRAGSNR_INTERN,
        antragsdatenPdfId: element?.PARAMETER_ANTRAGSDATEN_PDF_ID,
      },
    });
    expect(concat.json<ConcatSignResult>()).toEqual({
      signoUri: `/communication/documents/signatur?docInfo=SCHADENSUNTERLAGEN&docInfo=${anzeige.id}`,
      errorMessage: null,
    });
    const after = await findDoc('HR-55501', 'SCHADENSUNTERLAGEN', 'Schadenanzeige Leitungswasser');
    expect(after.fileId).not.toBe(anzeige.fileId);
    expect(after.versionCount).toBe(anzeige.versionCount + 1);
    // Only the photo not yet appended adds a page: the kitchen photo was appended before.
    expect((await PDFDocument.load(await download(after.fileId, after.nodeId))).getPageCount()).toBe(pagesBefore + 1);
    const again = (
      await makler.inject({ method: 'GET', url: api(`/dokumentenarchivSign/getPictureAttachments?${query}`) })
    ).json<PictureAttachments>();
    expect(again.attachments.find((a) => a.id === flur?.id)?.appended).toBe(true);

    // The old pdf id no longer names the current version: an errorMessage, nothing appended.
    const stale = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchivSign/additionalDocumentsConcatSign'),
      payload: { concatIds: [], dokId: anzeige.id, antragsnrIntern: '', antragsdatenPdfId: anzeige.fileId },
    });
    expect(stale.json<ConcatSignResult>().errorMessage).toContain('inzwischen geändert');
  });
});

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

describe('links that no longer hold', () => {
  it('expired, a newer version after preparing, declined: German messages, nothing signed', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Beitragsrechnung 2025');
    const sent = await prepare(row, [
      { role: 'KUNDE', name: 'Erika Mustermann' },
      { role: 'WEITERE', name: 'Hans Zeuge' },
    ]);
    const ws = sent.json<SignWorkspace>();
    const [one, two] = (ws.request?.signers ?? []).map((s) => tokenOf(s.link));
    await t.database.db
      .update(signatureSigners)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(signatureSigners.id, ws.request?.signers[0]?.id ?? 0));
    const expired = await session(one ?? '');
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ message: string }>().message).toBe(LINK_MESSAGE.expired);
    // A new link for the expired signer works again.
    const renewed = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchivSign/renewLink'),
      payload: { signerId: ws.request?.signers[0]?.id },
    });
    const fresh = tokenOf(renewed.json<SignWorkspace>().request?.signers[0]?.link ?? null);
    expect((await session(fresh)).statusCode).toBe(200);

    // A new version of the document after preparing: the links are bound to the old one.
    const upload = await makler.inject({
      method: 'POST',
      url: api(
        `/dokumentenarchiv/zusaetzlicheDokumente?nodeId=${row.nodeId}&fileId=${row.fileId}&replaces=${row.fileId}`,
      ),
      ...multipart('Beitragsrechnung 2025 neu.pdf', await download(row.fileId, row.nodeId)),
    });
    expect(upload.statusCode).toBe(200);
    const changed = await signWith(fresh, { kind: 'typed', name: 'Erika Mustermann' });
    expect(changed.statusCode).toBe(410);
    expect(changed.json<{ message: string }>().message).toBe(LINK_MESSAGE.changed);

    const declined = await t.app.inject({
      method: 'POST',
      url: api(`/signieren/${two}/ablehnen`),
      payload: { reason: 'Ich war nicht dabei.' },
    });
    expect(declined.statusCode).toBe(410);
  });

  it('a signer declines with a reason: the run ends, the office sees why', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Jahresmitteilung 2025');
    const ws = (await prepare(row, [{ role: 'KUNDE', name: 'Erika Mustermann' }])).json<SignWorkspace>();
    const token = tokenOf(ws.request?.signers[0]?.link ?? null);
    const empty = await t.app.inject({
      method: 'POST',
      url: api(`/signieren/${token}/ablehnen`),
      payload: { reason: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const declined = await t.app.inject({
      method: 'POST',
      url: api(`/signieren/${token}/ablehnen`),
      payload: { reason: 'Die Adresse ist falsch.' },
    });
    expect(declined.statusCode).toBe(200);
    const after = (await workspace(row)).json<SignWorkspace>();
    expect(after.request).toMatchObject({
      state: 'ABGELEHNT',
      signers: [{ state: 'ABGELEHNT', declineReason: 'Die Adresse ist falsch.' }],
    });
    expect(after.canPrepare).toBe(true);
    expect((await session(token)).json<{ message: string }>().message).toBe(LINK_MESSAGE.declined);
    const notices = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.notify'))).map(
      (j) => j.payload as { to: string; subject: string; text: string },
    );
    expect(notices).toContainEqual(
      expect.objectContaining({
        to: 'max.makler@example.com',
        subject: 'Unterschrift abgelehnt: Jahresmitteilung 2025',
        text: expect.stringContaining('Grund: Die Adresse ist falsch.'),
      }),
    );
  });

  it('submitting a partly signed document asks first; Ja (confirm 1) files it as partly submitted', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Zahlungserinnerung');
    const ws = (
      await prepare(row, [
        { role: 'KUNDE', name: 'Erika Mustermann' },
        { role: 'MAKLER', name: 'Max Makler' },
      ])
    ).json<SignWorkspace>();
    await signWith(tokenOf(ws.request?.signers[0]?.link ?? null), { kind: 'typed', name: 'Erika Mustermann' });
    const body = { action: 'EINREICHEN', nodeId: row.nodeId, documentId: row.id, sendData: [] };
    const asked = await makler.inject({ method: 'POST', url: api('/dokumentenarchiv/executeAction'), payload: body });
    expect(asked.json<ActionResult>().warning?.message).toContain('leeren Unterschriften');
    expect((await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Zahlungserinnerung')).signaturStatus).toBe(
      'TEILWEISE_UNTERSCHRIEBEN',
    );
    await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/executeAction'),
      payload: { ...body, confirm: '1' },
    });
    expect((await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Zahlungserinnerung')).signaturStatus).toBe(
      'TEILWEISE_EINGEREICHT',
    );
  });

  it('a waiting signer with an address gets no link before his turn (it is mailed then); one without may', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Rabattschutz-Bestätigung');
    const ws = (
      await prepare(row, [
        { role: 'KUNDE', name: 'Erika Mustermann' },
        { role: 'MAKLER', name: 'Max Makler', email: 'max@example.org' },
        { role: 'WEITERE', name: 'Hans Zeuge' },
      ])
    ).json<SignWorkspace>();
    expect(ws.request?.signers.map((s) => s.link === null)).toEqual([false, true, false]);
    const renew = (signerId: number | undefined) =>
      makler.inject({ method: 'POST', url: api('/dokumentenarchivSign/renewLink'), payload: { signerId } });
    const waiting = await renew(ws.request?.signers[1]?.id);
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json<{ message: string }>().message).toBe(RENEW_WAITING_TEXT);
    expect((await renew(ws.request?.signers[2]?.id)).statusCode).toBe(200);
    expect((await renew(ws.request?.signers[0]?.id)).statusCode).toBe(200);
  });

  it('the overlays of an unreleased document are not for the customer', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Zahlungserinnerung');
    const response = await kunde.inject({
      method: 'GET',
      url: api(`/pdf_vorschau_service/docSignatures?nodeId=${row.nodeId}&fileId=${row.fileId}`),
    });
    expect(response.statusCode).toBe(404);
  });
});
