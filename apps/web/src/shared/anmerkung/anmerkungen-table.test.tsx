import {
  formatDate,
  type Me,
  type Note,
  type NoteList,
  noRights,
  type SessionUser,
  todayInGermany,
} from '@maklerwerk/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../lib/session';
import { errorOf, stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { anmerkungenQueryOptions } from './anmerkung.queries';
import { AnmerkungenTable } from './anmerkungen-table';

const contractId = 42;

const broker: SessionUser = {
  id: 1,
  username: 'makler',
  displayName: 'Max Makler',
  kind: 'broker',
  brokerId: 7,
  customerId: null,
  tenant: 'standard',
  rights: { ...noRights, canEditNotes: true },
};

const note = (over: Partial<Note> = {}): Note => ({
  id: 5,
  datum: '2025-02-03',
  dateCreated: '2025-02-03T09:15:00.000Z',
  dateModified: '2025-02-03T09:15:00.000Z',
  betreff: 'Beratungsgespräch',
  text: 'Kundin wünscht ein Angebot für eine Vollkasko mit geringerer Selbstbeteiligung.',
  sichtbar: 'MAKLER',
  ersteller: 'makler',
  erstellerName: 'Max Makler',
  owner: contractId,
  schadenId: null,
  version: 3,
  ...over,
});

const options = [
  { value: 'POOL', label: 'Pool' },
  { value: 'MAKLER', label: 'Vermittler' },
  { value: 'KUNDE', label: 'Kunde' },
];

const listOf = (over: Partial<NoteList> = {}): NoteList => ({
  items: [note(), note({ id: 6, betreff: 'Hinweis für Kundin', sichtbar: 'KUNDE', text: '' })],
  total: 2,
  offset: 0,
  limit: 10,
  canEdit: true,
  sichtbarOptions: options,
  ersteller: 'makler',
  ...over,
});

/** The table with the list already loaded (reads never answer). */
function renderTable(list: NoteList) {
  const queryClient = createTestQueryClient();
  const me: Me = { user: broker, originalUser: broker, isViewingAs: false, rights: broker.rights, csrfToken: 't' };
  queryClient.setQueryData(sessionKeys.me, me);
  queryClient.setQueryData(anmerkungenQueryOptions(contractId, 0).queryKey, list);
  renderWithProviders(<AnmerkungenTable contractId={contractId} />, queryClient);
}

async function openNew() {
  fireEvent.click(screen.getByRole('button', { name: 'Neue Anmerkung' }));
  return screen.findByRole('dialog', { name: 'Anmerkung editieren' });
}

async function openRow(thema: string) {
  fireEvent.click(screen.getByRole('row', { name: new RegExp(`Anmerkung „${thema}“`) }));
  return screen.findByRole('dialog', { name: 'Anmerkung editieren' });
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Speichern' });

beforeEach(() => {
  // A desktop: the columns for wide screens are shown, the one phone column is not.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as never,
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AnmerkungenTable', () => {
  it('lists Datum, Thema, Text, Sichtbar für and Ersteller', () => {
    renderTable(listOf());
    for (const title of ['Datum', 'Thema', 'Text', 'Sichtbar für', 'Ersteller']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    const row = screen.getByRole('row', { name: /Anmerkung „Beratungsgespräch“ vom 03.02.2025/ });
    expect(within(row).getByText('03.02.2025')).toBeTruthy();
    expect(within(row).getByText('Vermittler')).toBeTruthy();
    expect(within(row).getByText('Max Makler (makler)')).toBeTruthy();
    expect(screen.getByText('2 Anmerkungen')).toBeTruthy();
  });

  it('shows the empty text', () => {
    renderTable(listOf({ items: [], total: 0 }));
    expect(screen.getByText('Keine Anmerkungen vorhanden.')).toBeTruthy();
  });

  it('starts a new note today, for Vermittler, with the current user as creator; Speichern waits for a Thema', async () => {
    stubWrites({ status: 200, body: {} });
    renderTable(listOf());
    const dialog = await openNew();
    expect((within(dialog).getByRole('textbox', { name: 'Datum' }) as HTMLInputElement).value).toBe(
      formatDate(todayInGermany()),
    );
    expect((within(dialog).getByRole('combobox', { name: 'Sichtbar für' }) as HTMLInputElement).value).toBe(
      'Vermittler',
    );
    expect(within(dialog).getByText('Max Makler (makler)')).toBeTruthy();
    const thema = within(dialog).getByRole('textbox', { name: 'Thema' });
    expect(errorOf(thema)).toBe('Thema ist erforderlich!');
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();

    fireEvent.change(thema, { target: { value: 'Rückruf' } });
    await waitFor(() => expect(saveButton(dialog).hasAttribute('disabled')).toBe(false));
    expect(errorOf(thema)).toBeNull();

    fireEvent.change(thema, { target: { value: '' } });
    await waitFor(() => expect(errorOf(thema)).toBe('Thema ist erforderlich!'));
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(true);
  });

  it('asks for the Datum once it is cleared', async () => {
    stubWrites({ status: 200, body: {} });
    renderTable(listOf());
    const dialog = await openRow('Beratungsgespräch');
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(false);
    const datum = within(dialog).getByRole('textbox', { name: 'Datum' });
    fireEvent.change(datum, { target: { value: '' } });
    fireEvent.blur(datum);
    await waitFor(() => expect(errorOf(datum)).toBe('Datum ist erforderlich!'));
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(true);
  });

  it('saves a new note with owner and without id or version', async () => {
    const { writes } = stubWrites({ status: 200, body: note({ id: 9, betreff: 'Rückruf' }) });
    renderTable(listOf());
    const dialog = await openNew();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Thema' }), { target: { value: 'Rückruf' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Bitte morgen zurückrufen.' },
    });
    fireEvent.click(saveButton(dialog));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(String(url)).toMatch(/\/anmerkungen$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      id: null,
      version: null,
      owner: contractId,
      schadenId: null,
      datum: todayInGermany(),
      betreff: 'Rückruf',
      text: 'Bitte morgen zurückrufen.',
      sichtbar: 'MAKLER',
    });
  });

  it('edits a copy of the row and shows the stale message on a 409', async () => {
    const { writes } = stubWrites({
      status: 409,
      body: { code: 'CONFLICT', message: 'Der Eintrag wurde inzwischen geändert.' },
    });
    renderTable(listOf());
    const dialog = await openRow('Beratungsgespräch');
    expect((within(dialog).getByRole('textbox', { name: 'Thema' }) as HTMLInputElement).value).toBe(
      'Beratungsgespräch',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Datum' }) as HTMLInputElement).value).toBe('03.02.2025');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Thema' }), {
      target: { value: 'Beratungsgespräch (Folgetermin)' },
    });
    fireEvent.click(saveButton(dialog));
    expect(
      await within(dialog).findByText(
        'Der Eintrag wurde inzwischen von jemand anderem geändert. Bitte laden Sie ihn neu.',
      ),
    ).toBeTruthy();
    const body = JSON.parse(String(writes()[0]?.[1]?.body));
    expect(body).toMatchObject({ id: 5, version: 3, owner: contractId, betreff: 'Beratungsgespräch (Folgetermin)' });
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(true);
  });

  it('asks in „Anmerkung löschen“ before deleting, and deletes', async () => {
    const { writes } = stubWrites({ status: 200, body: { deleted: true } });
    renderTable(listOf());
    const dialog = await openRow('Beratungsgespräch');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anmerkung löschen' });
    expect(within(confirm).getByText('Soll die Anmerkung „Beratungsgespräch“ wirklich gelöscht werden?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(init?.method).toBe('DELETE');
    expect(String(url)).toMatch(/\/anmerkungen\/5$/);
  });

  it('without the right: no „Neue Anmerkung“, and the row opens read-only with only „Schließen“', async () => {
    renderTable(listOf({ canEdit: false }));
    expect(screen.queryByRole('button', { name: 'Neue Anmerkung' })).toBeNull();
    const dialog = await openRow('Hinweis für Kundin');
    for (const name of ['Datum', 'Thema', 'Text']) {
      expect(within(dialog).getByRole('textbox', { name }).hasAttribute('disabled')).toBe(true);
    }
    expect(within(dialog).getByRole('combobox', { name: 'Sichtbar für' }).hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Schließen']);
  });

  it('offers Intern only when the server offers it', async () => {
    renderTable(listOf());
    const dialog = await openNew();
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Sichtbar für' }));
    expect(await screen.findByRole('option', { name: 'Kunde', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Intern', hidden: true })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anmerkung editieren' })).toBeNull());
  });

  it('offers Intern to internal staff', async () => {
    renderTable(listOf({ sichtbarOptions: [...options, { value: 'INTERN', label: 'Intern' }] }));
    const dialog = await openNew();
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Sichtbar für' }));
    expect(await screen.findByRole('option', { name: 'Intern', hidden: true })).toBeTruthy();
  });
});
