import {
  ANTRAG_OHNE_VERTRAG,
  FORMULAR_PASST_NICHT,
  type FormularAntrag,
  findKatalogEintrag,
  type VertragFormulare,
} from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, contracts, documents, formularAntraege, users } from '../../db/schema';
import { api, contractIds, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { create, finish, load, readPdfText, save } from './formular.test-requests';

// The investor profile (Anlegerprofil): finished unconfirmed, confirmed by the office, double-checked by a
// second internal person; the wealth-concept track; what the menus offer.

let t: TestApp;
let makler: Client;
let kunde: Client;
let lesend: Client;
let hrId: number;
let kfId: number;
let erikaId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
  ]);
  [hrId, kfId] = await contractIds(makler, ['HR-55501', 'KF-4711-0815'] as const);
  erikaId = await customerIdByNummer(makler, 'HR-55501');
});
afterAll(async () => {
  await t.close();
});

const pdfText = (documentId: number) => readPdfText(t, documentId);

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
