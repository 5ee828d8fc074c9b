import type { ContractPersonDialog, ContractPersonList } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let kfId: number;
let phId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  [kfId, phId] = await contractIds(makler, ['KF-4711-0815', 'PH-1000200'] as const);
});
afterAll(async () => {
  await t.close();
});

const list = async (client: Client, id: number, query = '') =>
  (
    await client.inject({ method: 'GET', url: api(`/insurances/${id}/vertragspersonen${query}`) })
  ).json<ContractPersonList>();
const dialog = async (client: Client, id: number, linkId?: number) =>
  (
    await client.inject({
      method: 'GET',
      url: api(`/insurances/${id}/vertragspersonen/dialog${linkId ? `?linkId=${linkId}` : ''}`),
    })
  ).json<ContractPersonDialog>();
const saveLink = (client: Client, id: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api(`/insurances/${id}/vertragspersonen`), payload });

describe('contract persons', () => {
  it('lists the links with person and address, 20 per page by default', async () => {
    const page = await list(makler, kfId);
    expect(page).toMatchObject({ total: 3, offset: 0, limit: 20, canEdit: true });
    expect(page.items.map((r) => [r.person.vorname, r.vtgrolle])).toEqual([
      ['Erika', 'Versicherungsnehmer'],
      ['Erika', 'Halter'],
      ['Thomas', 'Fahrer'],
    ]);
    expect(page.items[0]?.person.addresse).toEqual({ strasse: 'Musterstraße 1', plz: '10115', ort: 'Berlin' });
    expect((await list(makler, kfId, '?offset=2&limit=1')).items.map((r) => r.vtgrolle)).toEqual(['Fahrer']);
    expect((await list(kunde, kfId)).items.every((r) => !r.canEdit)).toBe(true);
  });

  it('offers the dialog data: persons of the customer and the roles', async () => {
    const empty = await dialog(makler, kfId);
    expect(empty.form).toMatchObject({ id: null, selectedPerson: null, rolle: null, vertragId: kfId });
    expect(empty.form.vertragBeschreibung).toBe('Kraftfahrt · HUK-COBURG · KF-4711-0815');
    expect(empty.availablePersons.map((p) => p.label)).toEqual([
      'Erika Mustermann (geb. 12.08.1964)',
      'Thomas Mustermann (geb. 20.05.1962)',
      'Lena Mustermann (geb. 14.02.2008)',
    ]);
    expect(empty.availableRoles.map((r) => r.value)).toEqual(
      expect.arrayContaining(['Versicherungsnehmer', 'Versicherte Person', 'Beitragszahler', 'Halter', 'Fahrer']),
    );
    const linkId = (await list(makler, kfId)).items[2]?.id;
    expect((await dialog(makler, kfId, linkId)).form).toMatchObject({ id: linkId, rolle: 'Fahrer' });
  });

  it('adds, changes and deletes a link (the person stays)', async () => {
    const lena = (await dialog(makler, kfId)).availablePersons[2]?.id;
    const added = await saveLink(makler, kfId, { selectedPerson: lena, rolle: 'Fahrer' });
    expect(added.statusCode).toBe(200);
    const link = added.json();
    expect(link).toMatchObject({ vtgrolle: 'Fahrer', person: { vorname: 'Lena' }, version: 1 });
    const linksBefore = (await list(makler, kfId)).items.map((r) => [r.id, r.version]);
    const duplicate = await saveLink(makler, kfId, { selectedPerson: lena, rolle: 'Fahrer' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Diese Person ist dem Vertrag bereits in dieser Rolle zugeordnet.',
      fieldErrors: { rolle: 'Diese Person ist dem Vertrag bereits in dieser Rolle zugeordnet.' },
    });
    // Changing another link into the same pair is refused the same way; nothing changes.
    const other = (await list(makler, kfId)).items.find((r) => r.vtgrolle === 'Halter');
    const collide = await saveLink(makler, kfId, {
      id: other?.id,
      version: other?.version,
      selectedPerson: lena,
      rolle: 'Fahrer',
    });
    expect(collide.statusCode).toBe(422);
    expect((await list(makler, kfId)).items.map((r) => [r.id, r.version])).toEqual(linksBefore);
    const changed = await saveLink(makler, kfId, {
      id: link.id,
      version: 1,
      selectedPerson: lena,
      rolle: 'Beitragszahler',
    });
    expect(changed.json()).toMatchObject({ id: link.id, vtgrolle: 'Beitragszahler', version: 2 });
    const stale = await saveLink(makler, kfId, { id: link.id, version: 1, selectedPerson: lena, rolle: 'Halter' });
    expect(stale.statusCode).toBe(409);
    const unversioned = await saveLink(makler, kfId, { id: link.id, selectedPerson: lena, rolle: 'Halter' });
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().fieldErrors.version).toMatch(/Version der Zuordnung fehlt/);
    const deleted = await makler.inject({
      method: 'DELETE',
      url: api(`/insurances/${kfId}/vertragspersonen/${link.id}`),
    });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await list(makler, kfId)).total).toBe(3);
    expect((await dialog(makler, kfId)).availablePersons.map((p) => p.id)).toContain(lena);
    const log = await makler.inject({
      method: 'GET',
      url: api(`/changelog?recordType=vertragsperson&recordId=${kfId}`),
    });
    expect(
      // The last rows: the demo log of KF-4711-0815 (seed-aenderungslog.ts) comes before them.
      log
        .json()
        .slice(-3)
        .map((r: { oldValue: string | null; newValue: string | null }) => [r.oldValue, r.newValue]),
    ).toEqual([
      [null, 'Lena Mustermann – Fahrer'],
      ['Lena Mustermann – Fahrer', 'Lena Mustermann – Beitragszahler'],
      ['Lena Mustermann – Beitragszahler', null],
    ]);
  });

  it("refuses a person of another customer, an unknown role, a customer, and another customer's contract", async () => {
    const hans = (await dialog(makler, phId)).availablePersons[0]?.id;
    const foreign = await saveLink(makler, kfId, { selectedPerson: hans, rolle: 'Fahrer' });
    expect(foreign.json().fieldErrors.selectedPerson).toBe('Die Person gehört nicht zum Kunden dieses Vertrags.');
    const erika = (await dialog(makler, kfId)).availablePersons[0]?.id;
    const role = await saveLink(makler, kfId, { selectedPerson: erika, rolle: 'Kapitän' });
    expect(role.json().fieldErrors.rolle).toBe('Bitte wählen Sie eine Rolle aus.');
    expect((await saveLink(kunde, kfId, { selectedPerson: erika, rolle: 'Beitragszahler' })).statusCode).toBe(403);
    const linkId = (await list(makler, kfId)).items[0]?.id;
    expect(
      (await kunde.inject({ method: 'DELETE', url: api(`/insurances/${kfId}/vertragspersonen/${linkId}`) })).statusCode,
    ).toBe(403);
    expect((await kunde.inject({ method: 'GET', url: api(`/insurances/${phId}/vertragspersonen`) })).statusCode).toBe(
      404,
    );
  });
});
