import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  type ActionResult,
  type ConcatSignResult,
  LINK_MESSAGE,
  type PictureAttachments,
  RENEW_WAITING_TEXT,
  type SignActionResult,
  type SignWorkspace,
} from '@maklerwerk/domain';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, jobs, signatureSigners } from '../../../db/schema';
import { api, contractIdByNummer } from '../../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { signingRequests } from './signatur.test-requests';

const _run = promisify(execFile);

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

const { findDoc, signAction, workspace, prepare, session, signWith, tokenOf, download, multipart } = signingRequests(
  () => ({ t, makler }),
);

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
