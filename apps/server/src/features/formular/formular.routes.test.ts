import { type FormularAntrag, findKatalogEintrag, type VertragFormulare } from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, documents, formularAntraege } from '../../db/schema';
import { api, contractIds, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { create, finish, load, readPdfText, save } from './formular.test-requests';

// The forms of a contract: listing, creating, reading, saving and finishing (the PDF in the archive).
// The investor profile and its confirm steps: formular-anlegerprofil.routes.test.ts.

let t: TestApp;
let makler: Client;
let kunde: Client;
let lesend: Client;
let lvId: number;
let hrId: number;
let lvKundeId: number;
let erikaId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
  ]);
  [lvId, hrId] = await contractIds(makler, ['LV-2024-000123', 'HR-55501'] as const);
  lvKundeId = await customerIdByNummer(makler, 'LV-2024-000123');
  erikaId = await customerIdByNummer(makler, 'HR-55501');
});
afterAll(async () => {
  await t.close();
});

const BERATUNG = 'VERSICHERUNG/beratungsdokumentationVersicherungen';
const beratung = findKatalogEintrag('VERSICHERUNG', 'beratungsdokumentationVersicherungen');
const hausrat = findKatalogEintrag('VERSICHERUNG', 'hausratAntrag');

async function newForm(formPath: string, kundeId: number, versId?: number): Promise<number> {
  const res = await create(makler, { formGroupPath: 'VERSICHERUNG', formPath, kundeId, versId });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

const pdfText = (documentId: number) => readPdfText(t, documentId);

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
