import { COURTAGE_MESSAGES, type ContractDetails, type Zubringer, type ZubringerList } from '@maklerwerk/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { zubringerQueryOptions } from './zubringer.queries';
import { ZubringerStep } from './zubringer-step';

const contractId = 42;
const contract = { id: contractId } as ContractDetails;

const entry = (over: Partial<Zubringer> = {}): Zubringer => ({
  id: 7,
  zubringer: '10004',
  zubringerFullName: 'Sabine Seidel',
  absolut: false,
  bereich: 'Versicherungen',
  provAbschluss: 1.5,
  provBestand: 0.25,
  mwst: 19,
  vertragId: contractId,
  version: 3,
  ...over,
});

const listOf = (over: Partial<ZubringerList> = {}): ZubringerList => ({
  items: [entry()],
  total: 1,
  offset: 0,
  limit: 10,
  editable: true,
  isInternal: false,
  hatZubringerOhneMwSt: false,
  mwstValue: 19,
  ...over,
});

type Lookup = { status: number; body: unknown };

/**
 * Stubs fetch: the referrer lookup answers `lookup`, every write answers the saved entry, other reads
 * never answer (the list is put in with setQueryData).
 */
function stubApi(lookup: Lookup = { status: 404, body: { code: 'NOT_FOUND', message: 'Nicht gefunden.' } }) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') {
      return url.includes('/vermittler/lookup')
        ? Promise.resolve(new Response(JSON.stringify(lookup.body), { status: lookup.status }))
        : new Promise<Response>(() => {});
    }
    const body = init.method === 'DELETE' ? { deleted: true } : entry();
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const lookups = () => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('/vermittler/lookup'));
  const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
  return { lookups, writes };
}

function renderStep(list: ZubringerList) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(zubringerQueryOptions(contractId, 0).queryKey, list);
  renderWithProviders(<ZubringerStep contract={contract} />, queryClient);
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const input = (scope: HTMLElement, label: string | RegExp) =>
  within(scope).getByRole('textbox', { name: label, hidden: true }) as HTMLInputElement;
const saveButton = (scope: HTMLElement) =>
  within(scope).getByRole('button', { name: 'Speichern', hidden: true }) as HTMLButtonElement;

async function openNew() {
  fireEvent.click(screen.getByRole('button', { name: 'Neue' }));
  return dialog('Zubringercourtage bearbeiten');
}

const type = (field: HTMLInputElement, value: string) => fireEvent.change(field, { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ZubringerStep', () => {
  it("shows the table 'Courtagezubringer' with 'Keine Daten' when there is no entry", () => {
    stubApi();
    renderStep(listOf({ items: [], total: 0 }));
    expect(screen.getByRole('heading', { name: 'Courtagezubringer' })).toBeTruthy();
    expect(screen.getByText(COURTAGE_MESSAGES.noData)).toBeTruthy();
  });

  it('shows the columns with four decimals and the referrer with number and name', () => {
    stubApi();
    renderStep(listOf());
    for (const title of [
      'Bereich',
      'Zubringer',
      'Abschluss / Einmalige VV-Strategiegebühr',
      'Bestand',
      'MwSt',
      'Aktionen',
    ]) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('10004 Sabine Seidel')).toBeTruthy();
    expect(screen.getByText('1,5000 %')).toBeTruthy();
    expect(screen.getByText('0,2500 %')).toBeTruthy();
    expect(screen.getByText('19,0000 %')).toBeTruthy();
  });

  it("offers 'Neue' and Löschen only when editable", () => {
    stubApi();
    renderStep(listOf({ editable: false }));
    expect(screen.queryByRole('button', { name: 'Neue' })).toBeNull();
    expect(screen.queryByText('Löschen')).toBeNull();
  });

  it("offers 'Neue' when editable", () => {
    stubApi();
    renderStep(listOf());
    expect(screen.getByRole('button', { name: 'Neue' })).toBeTruthy();
    expect(screen.getByText('Löschen')).toBeTruthy();
  });

  it('asks before deleting with the referrer number and name', async () => {
    const api = stubApi();
    renderStep(listOf());
    fireEvent.click(screen.getByText('Löschen'));
    const question = await dialog('Courtage Zubringer löschen');
    expect(
      within(question).getByText(
        'Soll die Zubringercourtage für den Vermittler 10004 Sabine Seidel wirklich gelöscht werden?',
      ),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Löschen', hidden: true }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const [url, init] = api.writes()[0] ?? [];
    expect(init?.method).toBe('DELETE');
    expect(url).toContain('/zubringer/7');
  });

  it('the modal carries the 34f/h note and defaults Bereich to Versicherungen and MwSt to the config', async () => {
    stubApi();
    renderStep(listOf());
    const modal = await openNew();
    expect(within(modal).getByText(COURTAGE_MESSAGES.zubringerNote)).toBeTruthy();
    // Spec 2.4: the menu's name 'Vermittlerdaten - Zulassung' verbatim (a hyphen-minus, no dash).
    expect(COURTAGE_MESSAGES.zubringerNote).toBe(
      'Ein Zubringer ohne Erlaubnis nach § 34f/h GewO muss als Untervermittler unter Ihrer Vermittlernummer angelegt und unter „Vermittlerdaten - Zulassung“ erfasst werden, sonst ist keine Auszahlung möglich.',
    );
    expect(input(modal, /Bereich/).value).toBe('Versicherungen');
    const mwst = input(modal, /MwSt/);
    expect(mwst.value).toBe('19 %');
    expect(mwst.disabled).toBe(true);
  });

  it('looks the referrer up at exactly 5 characters, not 4; a failed lookup shows the error and blocks saving', async () => {
    const api = stubApi();
    renderStep(listOf());
    const modal = await openNew();
    const zubringer = input(modal, /Zubringer/);
    type(zubringer, '1000');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(api.lookups()).toHaveLength(0);
    type(zubringer, '10009');
    await waitFor(() => expect(api.lookups()).toHaveLength(1));
    expect(api.lookups()[0]).toContain('maklernr=10009');
    expect(await within(modal).findByText(COURTAGE_MESSAGES.zubringerInvalid)).toBeTruthy();
    expect(saveButton(modal).disabled).toBe(true);
    expect(api.writes()).toHaveLength(0);
  });

  it('a lookup without a name counts as failed', async () => {
    stubApi({ status: 200, body: { maklernr: '10009', fullName: '' } });
    renderStep(listOf());
    const modal = await openNew();
    type(input(modal, /Zubringer/), '10009');
    expect(await within(modal).findByText(COURTAGE_MESSAGES.zubringerInvalid)).toBeTruthy();
    expect(saveButton(modal).disabled).toBe(true);
  });

  it("shows the absolut select 'Courtage' only to internal users", async () => {
    stubApi();
    renderStep(listOf({ isInternal: false }));
    const modal = await openNew();
    expect(within(modal).queryByRole('combobox', { name: /^Courtage/, hidden: true })).toBeNull();
    expect(within(modal).queryByText('Courtage')).toBeNull();
  });

  it("shows the absolut select 'Courtage' to internal users", async () => {
    stubApi();
    renderStep(listOf({ isInternal: true }));
    const modal = await openNew();
    const courtage = within(modal).getByRole('combobox', { name: /^Courtage/, hidden: true }) as HTMLInputElement;
    expect(courtage.value).toBe('nein');
  });

  it('saves a new entry with absolut true and 0 for empty percentages', async () => {
    const api = stubApi({ status: 200, body: { maklernr: '10004', fullName: 'Sabine Seidel' } });
    renderStep(listOf({ isInternal: true, hatZubringerOhneMwSt: true }));
    const modal = await openNew();
    type(input(modal, /Zubringer/), '10004');
    expect(await within(modal).findByText('Sabine Seidel')).toBeTruthy();

    const courtage = within(modal).getByRole('combobox', { name: /^Courtage/, hidden: true });
    fireEvent.click(courtage);
    await waitFor(() => expect(courtage.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(courtage.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(listbox).getByText('absolut zur eingehenden Courtage')).toBeTruthy();
    expect(within(listbox).getByText('relativ zur Courtage des abschließenden Vermittlers')).toBeTruthy();
    fireEvent.click(within(listbox).getByRole('option', { name: /^ja/, hidden: true }));

    const mwst = input(modal, /MwSt/);
    expect(mwst.disabled).toBe(false);
    type(mwst, '');
    await waitFor(() => expect(saveButton(modal).disabled).toBe(false));
    fireEvent.click(saveButton(modal));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const [url, init] = api.writes()[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(url).toContain(`/insurances/${contractId}/zubringer`);
    expect(JSON.parse(String(init?.body))).toEqual({
      bereich: 'Versicherungen',
      zubringer: '10004',
      absolut: true,
      provAbschluss: 0,
      provBestand: 0,
      mwst: 0,
    });
  });

  it('updates an existing entry with id and version, absolut false, without a new lookup', async () => {
    const api = stubApi();
    renderStep(listOf({ isInternal: true }));
    fireEvent.click(screen.getByRole('button', { name: /Versicherungen/ }));
    const modal = await dialog('Zubringercourtage bearbeiten');
    expect(within(modal).getByText('Sabine Seidel')).toBeTruthy();
    await waitFor(() => expect(saveButton(modal).disabled).toBe(false));
    fireEvent.click(saveButton(modal));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.lookups()).toHaveLength(0);
    expect(JSON.parse(String(api.writes()[0]?.[1]?.body))).toEqual({
      id: 7,
      version: 3,
      bereich: 'Versicherungen',
      zubringer: '10004',
      absolut: false,
      provAbschluss: 1.5,
      provBestand: 0.25,
      mwst: 19,
    });
  });
});
