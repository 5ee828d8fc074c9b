import {
  type Beteiligter,
  type Me,
  noRights,
  type SessionUser,
  TERMIN_MESSAGES,
  type Termin,
  type TerminCombos,
} from '@maklerwerk/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/session';
import { stubWrites } from '../../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import {
  empfaengerQueryOptions,
  terminCombosQueryOptions,
  terminQueryOptions,
  textbausteineQueryOptions,
} from './termin.queries';
import { TerminEditorModal, type TerminEditorModalProps } from './termin-editor-modal';

const broker: SessionUser = {
  id: 1,
  username: 'makler',
  displayName: 'Max Makler',
  kind: 'broker',
  brokerId: 7,
  customerId: null,
  tenant: 'standard',
  rights: noRights,
};

const owner: Beteiligter = {
  id: 8,
  userId: 1,
  customerId: null,
  personId: null,
  brokerId: 7,
  name: 'Max Makler',
  email: 'max@example.de',
  label: 'Max Makler',
  nummerText: null,
  rolle: 'BESITZER',
  canChange: false,
  alarmMail: true,
  alarmMsc: true,
  alarmDailyMail: true,
  address: null,
};
const colleague: Beteiligter = {
  ...owner,
  id: 9,
  userId: 2,
  brokerId: 8,
  name: 'Klara Kollegin',
  label: 'Klara Kollegin',
  rolle: 'TEILNEHMER',
  email: 'klara@example.de',
};

const combos: TerminCombos = {
  retryCombo: ['Keine', 'Täglich', 'Wöchentlich', 'Monatlich', 'Jährlich'].map((v) => ({ value: v, label: v })),
  statusComboAufgabe: [
    { value: 'OFFEN', label: 'Offen' },
    { value: 'ERLEDIGT', label: 'Erledigt' },
  ],
  statusComboWV: [],
  verkaufsphaseWVCombo: [{ value: 'KEINE_ANGABEN', label: 'Keine Angaben' }],
  artComboWV: [{ value: 'TELEFONAT', label: 'Telefonat' }],
  rolleCombo: [
    { value: 'BESITZER', label: 'Besitzer' },
    { value: 'BEARBEITER', label: 'Bearbeiter' },
    { value: 'TEILNEHMER', label: 'Teilnehmer' },
  ],
  bereichCombo: [
    { value: 'Termin', label: 'Termin' },
    { value: 'Aufgabe', label: 'Aufgabe' },
    { value: 'Besuchsbericht', label: 'Besuchsbericht' },
  ],
  alarmConfig: { alarmMail: true, alarmMSC: true, alarmTagesmail: true },
  alarmOptions: [
    { minutes: null, label: 'Keine' },
    { minutes: 15, label: '15 Minuten vorher' },
  ],
  initBeteiligte: [owner],
  canUseDocumentArchive: false,
};

const termin: Termin = {
  sid: 3,
  version: 2,
  art: 'TERMIN',
  label: 'Beratung Erika',
  text: '',
  place: 'Büro',
  begin: '10.03.2025 09:00',
  end: '10.03.2025 10:00',
  fullDay: false,
  color: '',
  bereich: 'Termin',
  bereichId: null,
  bereichDisplay: null,
  status: 'OFFEN',
  sellingPhase: 'KEINE_ANGABEN',
  activityArt: null,
  produkt: '',
  geschaeftwert: null,
  private: false,
  bestaetigt: false,
  retry: 'Keine',
  retryDays: [],
  retryCount: null,
  retryMaxDate: null,
  alarmEmail: null,
  alarmModuEmail: 'MINUTEN',
  alarmMsc: null,
  alarmModusMSC: 'MINUTEN',
  files: [],
  beteiligteOutput: [owner, colleague],
  updateable: true,
  deletable: true,
  customerNr: null,
  rrule: null,
  createdBy: 'Max Makler',
  dateCreated: '01.03.2025 08:00',
};

async function renderEditor(
  props: Partial<TerminEditorModalProps> = {},
  item: Termin = termin,
  setup?: (queryClient: QueryClient) => void,
) {
  const queryClient = createTestQueryClient();
  const me: Me = { user: broker, originalUser: broker, isViewingAs: false, rights: noRights, csrfToken: 't' };
  queryClient.setQueryData(sessionKeys.me, me);
  queryClient.setQueryData(terminCombosQueryOptions().queryKey, combos);
  queryClient.setQueryData(terminQueryOptions(item.sid).queryKey, item);
  queryClient.setQueryData(textbausteineQueryOptions().queryKey, {
    items: [{ kuerzel: 'mfg', text: 'Mit freundlichen Grüßen' }],
  });
  setup?.(queryClient);
  const onClose = vi.fn();
  const rootRoute = createRootRoute({
    component: () => <TerminEditorModal opened onClose={onClose} mode="Termin" {...props} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  const dialog = await screen.findByRole('dialog');
  return { dialog, onClose };
}

const saveButton = () => screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const setTime = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TerminEditorModal', () => {
  it('titles: erstellen for a new item, bearbeiten for an existing one, Aufgabe bearbeiten from a contract', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor({ mode: 'Aufgabe' });
    expect(screen.getByRole('dialog', { name: 'Aufgabe erstellen' })).toBeTruthy();
  });

  it('title of an existing item', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor({ sid: 3 });
    expect(screen.getByRole('dialog', { name: 'Termin bearbeiten' })).toBeTruthy();
    expect(input('Titel').value).toBe('Beratung Erika');
  });

  it('title from a contract', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor({
      mode: 'Aufgabe',
      fromContract: true,
      preset: { art: 'AKTIVITAET', bereich: 'VersVertrag', bereichId: 12, label: 'HUK-COBURG KF-4711-0815' },
    });
    expect(screen.getByRole('dialog', { name: 'Aufgabe bearbeiten' })).toBeTruthy();
    expect(input('Titel').value).toBe('HUK-COBURG KF-4711-0815');
  });

  it('Speichern is disabled without a title', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(input('Titel'), { target: { value: 'Beratung' } });
    expect(saveButton().disabled).toBe(false);
  });

  it('changing the start time moves the end to one hour later', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor({ sid: 3 });
    setTime('Beginn Zeit', '14:15');
    expect(input('Ende Zeit').value).toBe('15:15');
  });

  it('an end before the begin shows the alert and swaps the times', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor({ sid: 3 });
    setTime('Ende Zeit', '08:00');
    expect(await screen.findByText(TERMIN_MESSAGES.endBeforeBegin)).toBeTruthy();
    expect(input('Beginn Zeit').value).toBe('08:00');
    expect(input('Ende Zeit').value).toBe('09:00');
  });

  it('a second Besitzer shows the message and blocks saving', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor({ sid: 3 });
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: /Beteiligte/ }));
    const rolle = screen.getByRole('combobox', { name: 'Rolle: Klara Kollegin', hidden: true });
    fireEvent.click(rolle);
    await waitFor(() => expect(rolle.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(rolle.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(listbox).getByRole('option', { name: 'Besitzer', hidden: true }));
    expect(await screen.findByText(TERMIN_MESSAGES.multipleOwners)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('Anzahl and Bis are disabled while the repeat is Keine', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor({ sid: 3 });
    fireEvent.click(screen.getByRole('tab', { name: 'Wiederholung & Erinnerung' }));
    expect((screen.getByRole('textbox', { name: 'Anzahl', hidden: true }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Bis', hidden: true }) as HTMLInputElement).disabled).toBe(true);
  });

  it('repeat Wöchentlich enables Anzahl and Bis', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor({ sid: 3 }, { ...termin, retry: 'Wöchentlich', retryDays: ['MO'] });
    fireEvent.click(screen.getByRole('tab', { name: 'Wiederholung & Erinnerung' }));
    expect((screen.getByRole('textbox', { name: 'Anzahl', hidden: true }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('group', { name: 'Wochentage', hidden: true })).toBeTruthy();
  });

  it('updateable false: every field read-only, no Speichern and no Löschen', async () => {
    stubWrites({ status: 200, body: {} });
    await renderEditor({ sid: 3 }, { ...termin, updateable: false });
    expect(input('Titel').disabled).toBe(true);
    expect(input('Ort').disabled).toBe(true);
    expect(input('Beginn Zeit').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
  });

  it('saves the item with begin and end joined and closes', async () => {
    const { writes } = stubWrites({ status: 200, body: termin });
    const onSaved = vi.fn();
    const { onClose } = await renderEditor({ sid: 3, onSaved });
    fireEvent.change(input('Titel'), { target: { value: 'Beratung Erika mfg ' } });
    expect(input('Titel').value).toBe('Beratung Erika Mit freundlichen Grüßen ');
    await act(async () => {
      fireEvent.click(saveButton());
    });
    const [url, init] = writes()[0] ?? [];
    expect(String(url)).toContain('/calendarService/termine');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      sid: 3,
      version: 2,
      label: 'Beratung Erika Mit freundlichen Grüßen',
      begin: '10.03.2025 09:00',
      end: '10.03.2025 10:00',
    });
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('a 409 says the item was changed meanwhile', async () => {
    stubWrites({ status: 409, body: { code: 'CONFLICT', message: 'Der Datensatz wurde inzwischen geändert.' } });
    await renderEditor({ sid: 3 });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(await screen.findByText(/inzwischen von jemand anderem geändert/)).toBeTruthy();
  });

  it('Löschen asks Soll … wirklich gelöscht werden?', async () => {
    stubWrites({ status: 200, body: { deleted: true } });
    await renderEditor({ sid: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Termin löschen' });
    expect(within(confirm).getByText('Soll Beratung Erika wirklich gelöscht werden?')).toBeTruthy();
  });

  describe('mode Empfänger', () => {
    const recipient = {
      personId: 31,
      internId: null,
      maklernr: '12345',
      unternr: '01',
      name: 'Vera Vermittlerin',
      email: 'vera@example.de',
      rolle: 'Vermittler',
    };

    it('shows Keine Empfänger vorhanden for an empty answer', async () => {
      stubWrites({ status: 200, body: {} });
      await renderEditor({ mode: 'Empfänger', empfaenger: { maklernr: '12345' } }, termin, (qc) =>
        qc.setQueryData(empfaengerQueryOptions({ maklernr: '12345' }).queryKey, { items: [] }),
      );
      expect(await screen.findByRole('dialog', { name: 'Empfänger auswählen' })).toBeTruthy();
      expect(await screen.findByText('Keine Empfänger vorhanden')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Übernehmen' }) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByRole('textbox', { name: 'Titel' })).toBeNull();
    });

    it('shows a loading state while the recipients load', async () => {
      stubWrites({ status: 200, body: {} });
      await renderEditor({ mode: 'Empfänger', empfaenger: { bereichId: 5 } });
      expect(await screen.findByLabelText('Empfänger werden geladen')).toBeTruthy();
    });

    it('ticking one and Übernehmen hands it back and closes', async () => {
      stubWrites({ status: 200, body: {} });
      const onRecipients = vi.fn();
      const { onClose } = await renderEditor(
        { mode: 'Empfänger', empfaenger: { bereichId: 5 }, onRecipients },
        termin,
        (qc) =>
          qc.setQueryData(empfaengerQueryOptions({ bereichId: 5 }).queryKey, {
            items: [recipient, { ...recipient, personId: 32, name: 'Otto Other', email: 'otto@example.de' }],
          }),
      );
      const take = screen.getByRole('button', { name: 'Übernehmen' }) as HTMLButtonElement;
      expect(take.disabled).toBe(true);
      expect(screen.getAllByText('12345 / 01')).toHaveLength(2);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Vera Vermittlerin auswählen' }));
      expect(take.disabled).toBe(false);
      fireEvent.click(take);
      expect(onRecipients).toHaveBeenCalledWith([
        { name: 'Vera Vermittlerin', email: 'vera@example.de', personId: 31, internId: null },
      ]);
      expect(onClose).toHaveBeenCalled();
    });
  });

  describe('copying a participant address', () => {
    const erika: Beteiligter = {
      ...owner,
      id: 10,
      userId: null,
      brokerId: null,
      customerId: 42,
      name: 'Erika Mustermann',
      label: 'Erika Mustermann',
      email: 'erika@example.de',
      rolle: 'TEILNEHMER',
      alarmMail: false,
      alarmMsc: false,
      alarmDailyMail: false,
      address: null,
    };
    const copyButton = () =>
      screen.getByRole('button', { name: 'Erika Mustermann: Adresse als Ort übernehmen', hidden: true });

    it('a participant without an address warns and changes nothing', async () => {
      stubWrites({ status: 200, body: {} });
      await renderEditor({ sid: 3 }, { ...termin, beteiligteOutput: [owner, erika] });
      fireEvent.click(screen.getByRole('tab', { name: /Beteiligte/ }));
      fireEvent.click(copyButton());
      const warning = await screen.findByText('Erika Mustermann hat keine Adresse hinterlegt');
      expect(warning.getAttribute('role')).toBe('status');
      fireEvent.click(screen.getByRole('tab', { name: 'Allgemein' }));
      expect(input('Ort').value).toBe('Büro');
    });

    it('a participant with an address fills Ort', async () => {
      stubWrites({ status: 200, body: {} });
      await renderEditor(
        { sid: 3 },
        { ...termin, beteiligteOutput: [owner, { ...erika, address: 'Musterweg 1, 12345 Musterstadt' }] },
      );
      fireEvent.click(screen.getByRole('tab', { name: /Beteiligte/ }));
      fireEvent.click(copyButton());
      fireEvent.click(screen.getByRole('tab', { name: 'Allgemein' }));
      expect(input('Ort').value).toBe('Musterweg 1, 12345 Musterstadt');
      expect(screen.queryByText(/hat keine Adresse hinterlegt/)).toBeNull();
    });

    it('read-only: the action is disabled', async () => {
      stubWrites({ status: 200, body: {} });
      await renderEditor({ sid: 3 }, { ...termin, updateable: false, beteiligteOutput: [owner, erika] });
      fireEvent.click(screen.getByRole('tab', { name: /Beteiligte/ }));
      expect((copyButton() as HTMLButtonElement).disabled).toBe(true);
    });
  });
});
