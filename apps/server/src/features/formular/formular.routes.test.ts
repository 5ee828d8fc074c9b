import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  ANTRAG_OHNE_VERTRAG,
  FORMULAR_PASST_NICHT,
  type FormularAntrag,
  findKatalogEintrag,
  type VertragFormulare,
} from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, contracts, documentFiles, documents, formularAntraege, users } from '../../db/schema';
import { api, contractIds, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let lesend: Client;
let lvId: number;
let hrId: number;
let kfId: number;
let lvKundeId: number;
let erikaId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
  ]);
  [lvId, hrId, kfId] = await contractIds(makler, ['LV-2024-000123', 'HR-55501', 'KF-4711-0815'] as const);
  lvKundeId = await customerIdByNummer(makler, 'LV-2024-000123');
  erikaId = await customerIdByNummer(makler, 'HR-55501');
});
afterAll(async () => {
  await t.close();
});

const BERATUNG = 'VERSICHERUNG/beratungsdokumentationVersicherungen';
const beratung = findKatalogEintrag('VERSICHERUNG', 'beratungsdokumentationVersicherungen');
const hausrat = findKatalogEintrag('VERSICHERUNG', 'hausratAntrag');

const create = (client: Client, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api('/formulare'), payload });
const load = (client: Client, path: string, id: number, key = 'dynamicFormId') =>
  client.inject({ method: 'GET', url: api(`/formulare/antrag/${path}?${key}=${id}`) });
const save = (client: Client, id: number, answers: Record<string, unknown>, version: number) =>
  client.inject({ method: 'PUT', url: api(`/formulare/${id}`), payload: { answers, version } });
const finish = (client: Client, id: number, version: number, bestaetigt = false) =>
  client.inject({ method: 'POST', url: api(`/formulare/${id}/abschliessen`), payload: { version, bestaetigt } });

async function newForm(formPath: string, kundeId: number, versId?: number): Promise<number> {
  const res = await create(makler, { formGroupPath: 'VERSICHERUNG', formPath, kundeId, versId });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

async function pdfText(documentId: number): Promise<string> {
  const [file] = await t.database.db.select().from(documentFiles).where(eq(documentFiles.documentId, documentId));
  if (!file) {
    throw new Error('no file');
  }
  const stream: Readable = await t.app.ctx.blobStore.get(file.blobHash);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  const dir = mkdtempSync(join(tmpdir(), 'formular-pdf-'));
  writeFileSync(join(dir, 'f.pdf'), Buffer.concat(chunks));
  return execFileSync('/usr/bin/pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
}

describe('formulare', () => {
  it('lists the forms that fit the contract: Hausrat only for a Hausrat contract', async () => {
    const lv = (
      await makler.inject({ method: 'GET', url: api(`/insurances/${lvId}/formulare`) })
    ).json<VertragFormulare>();
    const hr = (
      await makler.inject({ method: 'GET', url: api(`/insurances/${hrId}/formulare`) })
    ).json<VertragFormulare>();
    expect(lv.items.map((i) => i.formPath)).toContain('beratungsdokumentationVersicherungen');
    expect(lv.items.map((i) => i.formPath)).not.toContain('hausratAntrag');
    expect(hr.items.map((i) => i.formPath)).toContain('hausratAntrag');
    expect(lv.canCreate).toBe(true);
  });

  it('creates a prefilled form for office users; a customer or a read-only login gets 403', async () => {
    const id = await newForm('hausratAntrag', erikaId, hrId);
    const form = (await load(makler, 'VERSICHERUNG/hausratAntrag', id)).json<FormularAntrag>();
    expect(form.answers).toMatchObject({ name: 'Mustermann', vorname: 'Erika' });
    expect(form).toMatchObject({ status: 'OFFEN', antragTyp: 'ANTRAG', data: { READ_ONLY: false, isSigniert: '0' } });
    expect(form.comboboxSelections.selbstbeteiligung?.length).toBe(4);
    const payload = { formGroupPath: 'VERSICHERUNG', formPath: 'hausratAntrag', kundeId: erikaId };
    expect((await create(kunde, payload)).statusCode).toBe(403);
    const lesendList = await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') });
    const lesendKunde = lesendList.json<{ items: { kunde: { id: number } }[] }>().items[0]?.kunde.id;
    expect(lesendKunde).toBeDefined();
    expect((await create(lesend, { ...payload, kundeId: lesendKunde })).statusCode).toBe(403);
    const log = await t.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.recordType, 'formular'), eq(changeLog.recordId, id)));
    expect(log.map((r) => r.field)).toContain('angelegt');
  });

  it("a customer reads his own form read-only, another customer's form is 404", async () => {
    const own = await newForm('hausratAntrag', erikaId, hrId);
    const res = await load(kunde, 'VERSICHERUNG/hausratAntrag', own, 'antragsdatenId');
    expect(res.statusCode).toBe(200);
    expect(res.json<FormularAntrag>().data.READ_ONLY).toBe(true);
    expect((await save(kunde, own, {}, 1)).statusCode).toBe(403);
    const list = await makler.inject({ method: 'GET', url: api('/insurances?limit=50') });
    const otherKunde = list
      .json<{ items: { kunde: { id: number } }[] }>()
      .items.map((i) => i.kunde.id)
      .find((k) => k !== erikaId);
    expect(otherKunde).toBeDefined();
    const other = await newForm('beratungsdokumentationVersicherungen', otherKunde ?? 0);
    expect((await load(makler, BERATUNG, other, 'protokollId')).statusCode).toBe(200);
    expect((await load(kunde, BERATUNG, other, 'protokollId')).statusCode).toBe(404);
  });

  it('an unknown form path is 404 with a German message', async () => {
    const res = await load(makler, 'VERSICHERUNG/gibtEsNicht', 1);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toContain('gibt es nicht');
  });

  it('refuses hidden fields and a bad IBAN (400), a stale version (409)', async () => {
    const id = await newForm('hausratAntrag', erikaId, hrId);
    const hidden = await save(makler, id, { ...hausrat?.beispiel, vorschaeden: false, vorschadenDetails: 'Wasser' }, 1);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json<{ fieldErrors: Record<string, string> }>().fieldErrors.vorschadenDetails).toContain(
      'ausgeblendet',
    );
    const badIban = await save(makler, id, { ...hausrat?.beispiel, iban: 'DE89370400440532013001' }, 1);
    expect(badIban.statusCode).toBe(400);
    expect(Object.keys(badIban.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toEqual(['iban']);
    // Missing required answers are fine while filling in.
    const partial = await save(makler, id, { name: 'Mustermann', wohnflaeche: '85' }, 1);
    expect(partial.statusCode).toBe(200);
    expect((await save(makler, id, { name: 'Muster' }, 1)).statusCode).toBe(409);
  });

  it('finishing makes the PDF in the archive, sets the status and locks the form', async () => {
    const id = await newForm('beratungsdokumentationVersicherungen', lvKundeId, lvId);
    const saved = await save(makler, id, { ...beratung?.beispiel, wuensche: 'Absicherung der Familie' }, 1);
    expect(saved.statusCode).toBe(200);
    const version = saved.json<FormularAntrag>().version;
    const done = await finish(makler, id, version);
    expect(done.statusCode).toBe(200);
    const form = done.json<FormularAntrag>();
    expect(form).toMatchObject({ status: 'ANTRAG_ORDNUNG', data: { READ_ONLY: true }, canEdit: false });
    expect(form.dokument?.nodeId).toBe('BERATUNG');
    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, form.dokument?.id ?? 0));
    expect(doc).toMatchObject({ nodeId: 'BERATUNG', contractId: lvId, customerId: lvKundeId });
    const text = await pdfText(form.dokument?.id ?? 0);
    for (const expected of [
      'Beratungsdokumentation Versicherungen',
      'Formularversion 1',
      'Wünsche und Bedürfnisse des Kunden',
      'Absicherung der Familie',
      'Risiko Plus',
      '24,90 €',
      'LV-2024-000123',
      'in Ordnung',
    ]) {
      expect(text).toContain(expected);
    }
    const again = await save(makler, id, beratung?.beispiel ?? {}, form.version);
    expect(again.statusCode).toBe(403);
    expect(again.json<{ message: string }>().message).toContain('schreibgeschützt');
    expect((await finish(makler, id, form.version)).statusCode).toBe(403);
  });

  it('open points need an acknowledgement and then give ANTRAG_FEHLER in Vertragsunterlagen', async () => {
    const id = await newForm('hausratAntrag', erikaId, hrId);
    const refused = await finish(makler, id, 1);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain('iban');
    const done = await finish(makler, id, 1, true);
    expect(done.statusCode).toBe(200);
    expect(done.json<FormularAntrag>()).toMatchObject({
      status: 'ANTRAG_FEHLER',
      dokument: { nodeId: 'VERTRAGSUNTERLAGEN' },
    });
  });

  it('the demo Hausrat application carries a server warning on Wohnfläche', async () => {
    const [demo] = await t.database.db
      .select()
      .from(formularAntraege)
      .where(and(eq(formularAntraege.customerId, erikaId), eq(formularAntraege.contractId, hrId)))
      .orderBy(formularAntraege.id)
      .limit(1);
    expect(demo).toBeDefined();
    const form = (await load(makler, 'VERSICHERUNG/hausratAntrag', demo?.id ?? 0)).json<FormularAntrag>();
    expect(form.warnings.antragWarnings.wohnflaeche).toContain('Wohnfläche');
    expect(form.status).toBe('OFFEN');
  });
});

describe('Anlegerprofil', () => {
  const anlegerprofil = findKatalogEintrag('ANLAGE', 'anlegerprofil');
  const confirm = (client: Client, nodeId: string, documentId: number) =>
    client.inject({
      method: 'POST',
      url: api(`/dokumentenarchiv/confirmAnlegerprofil?docInfo=${nodeId}&docInfo=${documentId}`),
    });

  /** A finished form of the path for a customer and contract: the form as answered. */
  async function finished(formGroupPath: string, formPath: string, kundeId: number, versId?: number) {
    const created = await create(makler, { formGroupPath, formPath, kundeId, ...(versId ? { versId } : {}) });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    const eintrag = findKatalogEintrag(formGroupPath, formPath);
    const saved = await save(makler, id, eintrag?.beispiel ?? {}, 1);
    expect(saved.statusCode).toBe(200);
    const done = await finish(makler, id, saved.json<FormularAntrag>().version);
    expect(done.statusCode).toBe(200);
    return done.json<FormularAntrag>();
  }

  it('finished it is unconfirmed; an office user confirms it → BESTATIGT with a change-log entry', async () => {
    const form = await finished('ANLAGE', 'anlegerprofil', erikaId);
    expect(form).toMatchObject({
      antragTyp: 'ANLEGERPROFIL',
      status: 'ANTRAG_ORDNUNG',
      anlegerprofilStatus: 'BESTATIGT_PENDING',
      canConfirm: true,
      dokument: { nodeId: 'BERATUNG' },
    });
    expect(await pdfText(form.dokument?.id ?? 0)).toContain('unbestätigt');
    const documentId = form.dokument?.id ?? 0;

    // Without a contract the customer does not see the PDF at all (404); filed to his contract and
    // released he sees it, but may not confirm (403). A read-only login neither.
    expect((await confirm(kunde, 'BERATUNG', documentId)).statusCode).toBe(404);
    await t.database.db
      .update(documents)
      .set({ kundenFreigabe: true, contractId: hrId })
      .where(eq(documents.id, documentId));
    expect((await confirm(kunde, 'BERATUNG', documentId)).statusCode).toBe(403);
    // Another broker's office does not see Erika Mustermann's archive.
    expect((await confirm(lesend, 'BERATUNG', documentId)).statusCode).toBe(404);
    // The docInfo pair must name the document's folder.
    expect((await confirm(makler, 'KORRESPONDENZ', documentId)).statusCode).toBe(404);

    const res = await confirm(makler, 'BERATUNG', documentId);
    expect(res.statusCode).toBe(200);
    expect(res.json<FormularAntrag>()).toMatchObject({ anlegerprofilStatus: 'BESTATIGT', canConfirm: false });
    const [row] = await t.database.db.select().from(formularAntraege).where(eq(formularAntraege.id, form.id));
    expect(row?.anlegerprofilStatus).toBe('BESTATIGT');
    expect(row?.anlegerprofilBestaetigtVon).toBe(makler.me.originalUser.id);
    const log = await t.database.db
      .select()
      .from(changeLog)
      .where(
        and(
          eq(changeLog.recordType, 'formular'),
          eq(changeLog.recordId, form.id),
          eq(changeLog.field, 'anlegerprofil'),
        ),
      );
    expect(log).toMatchObject([{ oldValue: 'unbestätigt', newValue: 'bestätigt' }]);

    const again = await confirm(makler, 'BERATUNG', documentId);
    expect(again.statusCode).toBe(422);
    expect(again.json<{ message: string }>().message).toBe('Das Anlegerprofil ist bereits bestätigt.');
  });

  it('the double check (BESTATIGT_OK) needs another person of the internal staff: four eyes', async () => {
    const intern = await loginAs(t.app, 'intern');
    // A second internal staff member: a copy of Ina Intern's login (same password).
    const [ina] = await t.database.db.select().from(users).where(eq(users.username, 'intern'));
    if (!ina) {
      throw new Error('no intern');
    }
    const { id: _id, ...copy } = ina;
    await t.database.db
      .insert(users)
      .values({ ...copy, username: 'intern-zwei', displayName: 'Ines Zweitprüferin' })
      .onConflictDoNothing();
    const zweite = await loginAs(t.app, 'intern-zwei');
    const statusOf = async (id: number) =>
      (await t.database.db.select().from(formularAntraege).where(eq(formularAntraege.id, id)))[0];
    const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

    // Confirmed by a broker: internal staff check it; the broker himself cannot (it is confirmed for him).
    const byBroker = await finished('ANLAGE', 'anlegerprofil', erikaId);
    const brokerDoc = byBroker.dokument?.id ?? 0;
    expect((await confirm(makler, 'BERATUNG', brokerDoc)).statusCode).toBe(200);
    const brokerAgain = await confirm(makler, 'BERATUNG', brokerDoc);
    expect(brokerAgain.statusCode).toBe(422);
    expect(message(brokerAgain)).toBe('Das Anlegerprofil ist bereits bestätigt.');
    const internLoad = (await load(intern, 'ANLAGE/anlegerprofil', byBroker.id)).json<FormularAntrag>();
    expect(internLoad).toMatchObject({ anlegerprofilStatus: 'BESTATIGT', canConfirm: true });
    const makerLoad = (await load(makler, 'ANLAGE/anlegerprofil', byBroker.id)).json<FormularAntrag>();
    expect(makerLoad.canConfirm).toBe(false);
    const checked = await confirm(intern, 'BERATUNG', brokerDoc);
    expect(checked.statusCode).toBe(200);
    expect(checked.json<FormularAntrag>()).toMatchObject({ anlegerprofilStatus: 'BESTATIGT_OK', canConfirm: false });
    const done = await confirm(zweite, 'BERATUNG', brokerDoc);
    expect(done.statusCode).toBe(422);
    expect(message(done)).toBe('Das Anlegerprofil ist bereits geprüft.');
    // The customer, even with the PDF released, is refused before any state is looked at.
    await t.database.db
      .update(documents)
      .set({ kundenFreigabe: true, contractId: hrId })
      .where(eq(documents.id, brokerDoc));
    expect((await confirm(kunde, 'BERATUNG', brokerDoc)).statusCode).toBe(403);

    // Confirmed by internal staff while viewing as the broker: the real person (Ina) is stored …
    const viewed = await intern.inject({
      method: 'POST',
      url: api('/auth/view-as'),
      payload: { userId: makler.me.user.id },
    });
    expect(viewed.statusCode, viewed.body).toBe(200);
    const byIna = await finished('ANLAGE', 'anlegerprofil', erikaId);
    const inaDoc = byIna.dokument?.id ?? 0;
    expect((await confirm(intern, 'BERATUNG', inaDoc)).statusCode).toBe(200);
    expect((await statusOf(byIna.id))?.anlegerprofilBestaetigtVon).toBe(ina.id);
    // … so neither she (viewing as the broker or not) nor the broker can do the second check.
    const sameViewing = await confirm(intern, 'BERATUNG', inaDoc);
    expect(sameViewing.statusCode).toBe(422);
    expect(message(sameViewing)).toBe('Die zweite Prüfung muss eine andere Person vornehmen.');
    expect((await intern.inject({ method: 'POST', url: api('/auth/view-as/end') })).statusCode).toBe(200);
    const same = await confirm(intern, 'BERATUNG', inaDoc);
    expect(same.statusCode).toBe(422);
    expect(message(same)).toBe('Die zweite Prüfung muss eine andere Person vornehmen.');
    expect((await load(intern, 'ANLAGE/anlegerprofil', byIna.id)).json<FormularAntrag>().canConfirm).toBe(false);
    expect(message(await confirm(makler, 'BERATUNG', inaDoc))).toBe('Das Anlegerprofil ist bereits bestätigt.');
    const second = await confirm(zweite, 'BERATUNG', inaDoc);
    expect(second.statusCode).toBe(200);
    expect(second.json<FormularAntrag>().anlegerprofilStatus).toBe('BESTATIGT_OK');
    expect(await statusOf(byIna.id)).toMatchObject({
      anlegerprofilStatus: 'BESTATIGT_OK',
      anlegerprofilBestaetigtVon: ina.id,
    });

    const log = await t.database.db
      .select()
      .from(changeLog)
      .where(
        and(
          eq(changeLog.recordType, 'formular'),
          eq(changeLog.recordId, byIna.id),
          eq(changeLog.field, 'anlegerprofil'),
        ),
      )
      .orderBy(changeLog.id);
    expect(log).toMatchObject([
      { oldValue: 'unbestätigt', newValue: 'bestätigt', originalUserId: ina.id },
      { oldValue: 'bestätigt', newValue: 'bestätigt (geprüft)', originalUserId: zweite.me.originalUser.id },
    ]);
  });

  it('the server creates only what the menus offer: an application with a fitting contract, an investor profile without one', async () => {
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const res = await create(makler, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<{ message: string }>().message).toBe(message);
    };
    await refused({ formGroupPath: 'VERSICHERUNG', formPath: 'hausratAntrag', kundeId: erikaId }, ANTRAG_OHNE_VERTRAG);
    await refused(
      { formGroupPath: 'VERSICHERUNG', formPath: 'hausratAntrag', kundeId: erikaId, versId: kfId },
      FORMULAR_PASST_NICHT,
    );
    await refused(
      { formGroupPath: 'ANLAGE', formPath: 'anlegerprofil', kundeId: erikaId, versId: hrId },
      FORMULAR_PASST_NICHT,
    );
    const ok = await create(makler, {
      formGroupPath: 'VERSICHERUNG',
      formPath: 'hausratAntrag',
      kundeId: erikaId,
      versId: hrId,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the wealth-concept track (anlegerprofilWK): its own path, validated, finished and confirmed like the other', async () => {
    const created = await create(makler, { formGroupPath: 'ANLAGE', formPath: 'anlegerprofilWK', kundeId: erikaId });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    // It opens only on its own track: the path of the other investor profile answers 404 (the page: /role-forbidden).
    expect((await load(makler, 'ANLAGE/anlegerprofilWK', id)).statusCode).toBe(200);
    expect((await load(makler, 'ANLAGE/anlegerprofil', id)).statusCode).toBe(404);
    // The server checks the answers with the WK definition: a bad amount is refused at its field.
    const bad = await save(makler, id, { anlagebetrag: 'viel' }, 1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('anlagebetrag');
    // Finishing without the wealth concept's amounts has open points.
    const {
      anlagebetrag: _a,
      gesamtvermoegen: _g,
      ...ohneWk
    } = findKatalogEintrag('ANLAGE', 'anlegerprofilWK')?.beispiel ?? {};
    const partial = await save(makler, id, ohneWk, 1);
    expect(partial.statusCode, partial.body).toBe(200);
    const open = await finish(makler, id, partial.json<FormularAntrag>().version);
    expect(open.statusCode).toBe(422);
    expect(Object.keys(open.json<{ fieldErrors: Record<string, string> }>().fieldErrors).sort()).toEqual([
      'anlagebetrag',
      'gesamtvermoegen',
    ]);

    const form = await finished('ANLAGE', 'anlegerprofilWK', erikaId);
    expect(form).toMatchObject({
      formPath: 'anlegerprofilWK',
      antragTyp: 'ANLEGERPROFIL',
      label: 'Anlegerprofil Wealthkonzept',
      anlegerprofilStatus: 'BESTATIGT_PENDING',
      dokument: { nodeId: 'BERATUNG' },
    });
    expect(await pdfText(form.dokument?.id ?? 0)).toContain('Anlagebetrag im Wealthkonzept');
    const res = await confirm(makler, 'BERATUNG', form.dokument?.id ?? 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FormularAntrag>()).toMatchObject({ formPath: 'anlegerprofilWK', anlegerprofilStatus: 'BESTATIGT' });
  });

  it('a faulty investor profile cannot be confirmed', async () => {
    const created = await create(makler, { formGroupPath: 'ANLAGE', formPath: 'anlegerprofil', kundeId: erikaId });
    const id = created.json<{ id: number }>().id;
    const done = await finish(makler, id, 1, true);
    expect(done.json<FormularAntrag>()).toMatchObject({ anlegerprofilStatus: 'FEHLERHAFT', canConfirm: false });
    const res = await confirm(makler, 'BERATUNG', done.json<FormularAntrag>().dokument?.id ?? 0);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe('Ein fehlerhaftes Anlegerprofil kann nicht bestätigt werden.');
  });

  it('a document that is not an investor profile is 422; another customer’s document 404; read-only 403', async () => {
    const list = await makler.inject({ method: 'GET', url: api('/insurances?limit=50') });
    const other = list
      .json<{ items: { id: number; kunde: { id: number } }[] }>()
      .items.find((i) => i.kunde.id !== erikaId);
    expect(other).toBeDefined();
    const form = await finished(
      'VERSICHERUNG',
      'beratungsdokumentationVersicherungen',
      other?.kunde.id ?? 0,
      other?.id ?? 0,
    );
    const documentId = form.dokument?.id ?? 0;
    const res = await confirm(makler, 'BERATUNG', documentId);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe('Das Dokument ist kein Anlegerprofil.');
    // Erika (the customer login) does not see another customer's archive, released or not.
    await t.database.db.update(documents).set({ kundenFreigabe: true }).where(eq(documents.id, documentId));
    expect((await confirm(kunde, 'BERATUNG', documentId)).statusCode).toBe(404);
    expect((await confirm(makler, 'BERATUNG', 999_999)).statusCode).toBe(404);

    // A read-only login is refused (403) on a document it sees, before anything else is looked at.
    const lesendList = await lesend.inject({ method: 'GET', url: api('/insurances?limit=50') });
    const lesendContractId = lesendList.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, lesendContractId));
    const [seen] = await t.database.db
      .insert(documents)
      .values({
        brokerId: contract?.brokerId ?? null,
        customerId: contract?.customerId ?? null,
        contractId: lesendContractId,
        nodeId: 'BERATUNG',
        bezeichnung: 'Notiz',
        datum: '2026-11-20',
      })
      .returning();
    expect((await confirm(lesend, seen?.nodeId ?? 'BERATUNG', seen?.id ?? 0)).statusCode).toBe(403);
    expect(anlegerprofil).toBeDefined();
  });

  it('the demo investor profile of Erika Mustermann is unconfirmed and not among the contract forms', async () => {
    const [demo] = await t.database.db
      .select()
      .from(formularAntraege)
      .where(
        and(eq(formularAntraege.customerId, erikaId), eq(formularAntraege.anlegerprofilStatus, 'BESTATIGT_PENDING')),
      )
      .orderBy(formularAntraege.id)
      .limit(1);
    expect(demo).toBeDefined();
    const form = (await load(makler, 'ANLAGE/anlegerprofil', demo?.id ?? 0, 'dynamicFormId')).json<FormularAntrag>();
    expect(form).toMatchObject({ anlegerprofilStatus: 'BESTATIGT_PENDING', status: 'ANTRAG_ORDNUNG', canEdit: false });
    const hr = (
      await makler.inject({ method: 'GET', url: api(`/insurances/${hrId}/formulare`) })
    ).json<VertragFormulare>();
    expect(hr.items.map((i) => i.formPath)).not.toContain('anlegerprofil');
  });
});
