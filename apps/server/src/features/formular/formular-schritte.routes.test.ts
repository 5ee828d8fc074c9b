import { FORMULAR_MAX_SCHRITTE, type FormularAntrag, zuVieleSchritteMessage } from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog } from '../../db/schema';
import { api, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

// A dynamic document (decision 0045): the step list of a repeatable step is saved with the form's
// answers through PUT /formulare/{id}, checked by the domain's schema and change-logged.

let t: TestApp;
let makler: Client;
let kunde: Client;
let erikaId: number;
let otherId: number;

const PATH = 'VERSICHERUNG/beratungsprotokoll';

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  erikaId = await customerIdByNummer(makler, 'HR-55501');
  const list = await makler.inject({ method: 'GET', url: api('/insurances?limit=50') });
  otherId =
    list
      .json<{ items: { kunde: { id: number } }[] }>()
      .items.map((i) => i.kunde.id)
      .find((k) => k !== erikaId) ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function newForm(kundeId: number): Promise<number> {
  const res = await makler.inject({
    method: 'POST',
    url: api('/formulare'),
    payload: { formGroupPath: 'VERSICHERUNG', formPath: 'beratungsprotokoll', kundeId },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}
const load = (client: Client, id: number) =>
  client.inject({ method: 'GET', url: api(`/formulare/antrag/${PATH}?dynamicFormId=${id}`) });
const save = (client: Client, id: number, answers: Record<string, unknown>, version: number) =>
  client.inject({ method: 'PUT', url: api(`/formulare/${id}`), payload: { answers, version } });

const thema = (id: string, name: string) => ({ _schritt: id, thema: name, bedarf: `Bedarf ${name}` });

describe('the steps of a dynamic document', () => {
  it('saves the step list (order, copies, values) and loads it again; a removed step is gone', async () => {
    const id = await newForm(erikaId);
    const loaded = (await load(makler, id)).json<FormularAntrag>();
    expect(loaded.definition.components.find((c) => c.id === 'beratungsthema')?.config?.repeatableStep).toBe(true);
    const steps = [thema('s3', 'Hausrat'), thema('s1', 'Rente'), thema('s2', 'Rente')];
    const saved = await save(makler, id, { kundeName: 'Mustermann', beratungsthema: steps }, loaded.version);
    expect(saved.statusCode).toBe(200);
    const again = (await load(makler, id)).json<FormularAntrag>();
    expect(again.answers.beratungsthema).toEqual(steps);

    const removed = await save(makler, id, { kundeName: 'Mustermann', beratungsthema: [steps[1]] }, again.version);
    expect(removed.statusCode).toBe(200);
    expect((await load(makler, id)).json<FormularAntrag>().answers.beratungsthema).toEqual([steps[1]]);
    // The change log names the step as the forms' saves name their fields.
    const log = await t.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.recordType, 'formular'), eq(changeLog.recordId, id)));
    expect(log.map((r) => r.newValue).filter((v) => v?.includes('Beratungsthema'))).toHaveLength(2);
    // A stale save is still 409.
    expect((await save(makler, id, { beratungsthema: [] }, again.version)).statusCode).toBe(409);
  });

  it(`refuses more than ${FORMULAR_MAX_SCHRITTE} steps and twice the same step id with 400 in German`, async () => {
    const id = await newForm(erikaId);
    const many = Array.from({ length: FORMULAR_MAX_SCHRITTE + 1 }, (_, i) => thema(`s${i + 1}`, `Thema ${i + 1}`));
    const tooMany = await save(makler, id, { beratungsthema: many }, 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ fieldErrors: Record<string, string> }>().fieldErrors.beratungsthema).toBe(
      zuVieleSchritteMessage,
    );
    const twice = await save(makler, id, { beratungsthema: [thema('s1', 'A'), thema('s1', 'B')] }, 1);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ fieldErrors: Record<string, string> }>().fieldErrors.beratungsthema).toContain('eigene Id');
    expect((await load(makler, id)).json<FormularAntrag>().answers.beratungsthema).toBeUndefined();
  });

  it("a customer may not change his steps (403) nor see another customer's (404)", async () => {
    const own = await newForm(erikaId);
    expect((await save(kunde, own, { beratungsthema: [thema('s1', 'A')] }, 1)).statusCode).toBe(403);
    const other = await newForm(otherId);
    expect((await load(kunde, other)).statusCode).toBe(404);
    expect((await save(kunde, other, { beratungsthema: [thema('s1', 'A')] }, 1)).statusCode).toBe(404);
    expect((await load(makler, other)).json<FormularAntrag>().answers.beratungsthema).toBeUndefined();
  });
});
