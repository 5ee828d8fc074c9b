import type { IcalFeed, Kalender, Termin } from '@maklerwerk/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { type MoveRequest, useMoveTerminMutation } from './kalender.queries';
import { IcalFeedModal } from './kalender-ical-feed-modal';
import { MoveScopeModal } from './kalender-move-scope-modal';
import { KalenderPage } from './kalender-page';

// The shared editor is another part's; here only what the calendar hands it matters.
vi.mock('./editor/termin-editor-modal', () => ({
  TerminEditorModal: (props: { mode: string; sid?: number; occurrence?: string; preset?: unknown }) => (
    <div role="dialog" aria-label="Editor">
      {JSON.stringify({ mode: props.mode, sid: props.sid, occurrence: props.occurrence, preset: props.preset })}
    </div>
  ),
}));

const kalender: Kalender = {
  items: [
    {
      sid: 41,
      art: 'TERMIN',
      label: 'Teambesprechung',
      start: '2025-07-14T09:00:00',
      end: '2025-07-14T10:00:00',
      occurrence: '14.07.2025 09:00',
      fullDay: false,
      color: '',
      status: 'OFFEN',
      isRepeating: true,
      private: false,
      updateable: true,
      calendarUserId: 1,
      place: 'Büro',
    },
    {
      sid: 42,
      art: 'AUFGABE',
      label: 'Schadenfreiheitsrabatt prüfen',
      start: '2025-07-16T11:00:00',
      end: '2025-07-16T11:30:00',
      occurrence: '16.07.2025 11:00',
      fullDay: false,
      color: '#2f9e44',
      status: 'ERLEDIGT',
      isRepeating: false,
      private: true,
      updateable: true,
      calendarUserId: 1,
      place: '',
    },
  ],
  calendars: [
    { userId: 1, name: 'Max Makler', color: '#3363bf', own: true },
    { userId: 5, name: 'Erika Kollegin', color: '#e8590c', own: false },
  ],
};

type Route = { method: string; path: string; status?: number; body: unknown };

/** Answers the API by method and path; records every call. */
function stubApi(routes: Route[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    const route = routes.find((r) => r.method === method && path.endsWith(r.path));
    return route
      ? new Response(JSON.stringify(route.body), { status: route.status ?? 200 })
      : new Response(JSON.stringify({ message: 'nicht gestubbt' }), { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET' }));
  return { fetchMock, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the calendar page', () => {
  it('asks for the visible week (Monday to Sunday) and draws the items with their marks', async () => {
    const { calls } = stubApi([{ method: 'GET', path: '/calendarService/kalender', body: kalender }]);
    const onPlaceChange = vi.fn();
    renderWithProviders(<KalenderPage view="timeGridWeek" date="2025-07-16" onPlaceChange={onPlaceChange} />);

    expect(await screen.findByText('Teambesprechung')).toBeTruthy();
    const kalenderCall = calls().find((c) => c.url.includes('/calendarService/kalender'));
    expect(kalenderCall?.url).toContain('from=2025-07-14');
    expect(kalenderCall?.url).toContain('to=2025-07-20');
    expect(kalenderCall?.url).not.toContain('users=');
    // The week starts on Monday; the address gets the week's first day.
    expect(onPlaceChange).toHaveBeenCalledWith({ view: 'timeGridWeek', date: '2025-07-14' });

    // A done task: ticked box, struck through; private: a lock.
    const task = screen.getByText('Schadenfreiheitsrabatt prüfen');
    expect(task.className).toMatch(/done/);
    expect(screen.getByLabelText('Erledigte Aufgabe')).toBeTruthy();
    expect(screen.getByLabelText('Privat')).toBeTruthy();
    // The side panel lists the calendars.
    expect(screen.getByRole('checkbox', { name: 'Max Makler' })).toBeTruthy();
  });

  it('a colleague’s calendar switched on goes into users', async () => {
    const { calls } = stubApi([{ method: 'GET', path: '/calendarService/kalender', body: kalender }]);
    renderWithProviders(<KalenderPage view="timeGridWeek" date="2025-07-16" onPlaceChange={() => {}} />);
    const colleague = await screen.findByRole('checkbox', { name: 'Erika Kollegin' });
    await act(async () => {
      fireEvent.click(colleague);
    });
    await waitFor(() => expect(calls().some((c) => c.url.includes('users=5'))).toBe(true));
  });

  it('a click on a repeating item opens the editor with its sid and occurrence', async () => {
    stubApi([{ method: 'GET', path: '/calendarService/kalender', body: kalender }]);
    renderWithProviders(<KalenderPage view="timeGridWeek" date="2025-07-16" onPlaceChange={() => {}} />);
    const title = await screen.findByText('Teambesprechung');
    await act(async () => {
      fireEvent.click(title);
    });
    const editor = await screen.findByRole('dialog', { name: 'Editor' });
    expect(JSON.parse(editor.textContent ?? '')).toEqual({ mode: 'Termin', sid: 41, occurrence: '14.07.2025 09:00' });
  });

  it('Neue Aufgabe opens the editor in the mode Aufgabe', async () => {
    stubApi([{ method: 'GET', path: '/calendarService/kalender', body: kalender }]);
    renderWithProviders(<KalenderPage view="listWeek" date="2025-07-14" onPlaceChange={() => {}} />);
    await screen.findByText('Teambesprechung');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Neue Aufgabe' }));
    });
    const editor = await screen.findByRole('dialog', { name: 'Editor' });
    expect(JSON.parse(editor.textContent ?? '')).toMatchObject({ mode: 'Aufgabe', preset: { art: 'AUFGABE' } });
  });

  it('the server’s message when the calendar cannot be loaded', async () => {
    stubApi([
      { method: 'GET', path: '/calendarService/kalender', status: 403, body: { message: 'Keine Berechtigung.' } },
    ]);
    renderWithProviders(<KalenderPage view="dayGridMonth" date="2025-07-01" onPlaceChange={() => {}} />);
    expect(await screen.findByText('Keine Berechtigung.')).toBeTruthy();
  });
});

/** The modal as the page opens and closes it. */
function Harness() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        öffnen
      </button>
      <IcalFeedModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('Kalender abonnieren', () => {
  const made: IcalFeed = { active: true, url: '/ical/geheim123.ics', createdAt: '2025-07-14T08:00:00.000Z' };

  it('shows the address once after Adresse erzeugen, with a copy button', async () => {
    const { calls } = stubApi([
      { method: 'GET', path: '/calendarService/ical-feed', body: { active: false, url: null, createdAt: null } },
      { method: 'POST', path: '/calendarService/ical-feed', body: made },
    ]);
    renderWithProviders(<Harness />);
    expect(
      await screen.findByText(
        'Mit dieser geheimen Adresse zeigen Outlook, Apple Kalender oder Google Kalender Ihre Termine an. Geben Sie sie nicht weiter.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Nicht eingerichtet')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Adresse erzeugen' }));
    });
    const address = (await screen.findByLabelText('Ihre Kalenderadresse')) as HTMLInputElement;
    expect(address.value).toBe(`${window.location.origin}/ical/geheim123.ics`);
    expect(screen.getByRole('button', { name: 'Kopieren' })).toBeTruthy();
    expect(screen.getByText(/Eingerichtet seit 14\.07\.2025 10:00/)).toBeTruthy();
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(1);

    // Closed and opened again: the address is gone for good.
    const closeButtons = screen.getAllByRole('button', { name: 'Schließen' });
    await act(async () => {
      fireEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'öffnen' }));
    });
    await screen.findByText(/Eingerichtet seit/);
    await waitFor(() => expect(screen.queryByLabelText('Ihre Kalenderadresse')).toBeNull());
  });

  it('asks before replacing an address that exists, and before revoking', async () => {
    const { calls } = stubApi([
      { method: 'GET', path: '/calendarService/ical-feed', body: { ...made, url: null } },
      { method: 'POST', path: '/calendarService/ical-feed', body: made },
      { method: 'DELETE', path: '/calendarService/ical-feed', body: { active: false, url: null, createdAt: null } },
    ]);
    renderWithProviders(<IcalFeedModal opened onClose={() => {}} />);
    await screen.findByText(/Eingerichtet seit/);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Adresse erzeugen' }));
    });
    const question = await screen.findByRole('dialog', { name: 'Neue Adresse erzeugen' });
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'Neue Adresse erzeugen' }));
    });
    expect(((await screen.findByLabelText('Ihre Kalenderadresse')) as HTMLInputElement).value).toContain(
      '/ical/geheim123.ics',
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Widerrufen' }));
    });
    const revoke = await screen.findByRole('dialog', { name: 'Adresse widerrufen' });
    await act(async () => {
      fireEvent.click(within(revoke).getByRole('button', { name: 'Widerrufen' }));
    });
    await waitFor(() => expect(calls().filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Nicht eingerichtet')).toBeTruthy();
    expect(screen.queryByLabelText('Ihre Kalenderadresse')).toBeNull();
  });
});

const termin: Termin = {
  sid: 41,
  version: 3,
  art: 'TERMIN',
  label: 'Teambesprechung',
  text: '',
  place: 'Büro',
  begin: '14.07.2025 09:00',
  end: '14.07.2025 10:00',
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
  retry: 'Wöchentlich',
  retryDays: [],
  retryCount: null,
  retryMaxDate: null,
  alarmEmail: null,
  alarmModuEmail: 'MINUTEN',
  alarmMsc: null,
  alarmModusMSC: 'MINUTEN',
  files: [],
  beteiligteOutput: [],
  updateable: true,
  deletable: true,
  customerNr: null,
  rrule: 'FREQ=WEEKLY;BYDAY=MO',
  createdBy: 'Max Makler',
  dateCreated: '2025-07-01T08:00:00.000Z',
};

function MoveHarness({ request }: { request: MoveRequest }) {
  const move = useMoveTerminMutation();
  return (
    <button type="button" onClick={() => move.mutate(request)}>
      verschieben
    </button>
  );
}

describe('moving in the calendar', () => {
  it('reads the version, then posts begin, end, scope and the occurrence', async () => {
    const { fetchMock } = stubApi([
      { method: 'GET', path: '/calendarService/termine/41', body: termin },
      { method: 'POST', path: '/calendarService/termine/41/verschieben', body: {} },
    ]);
    renderWithProviders(
      <MoveHarness
        request={{
          sid: 41,
          begin: '15.07.2025 10:00',
          end: '15.07.2025 11:00',
          scope: 'this',
          occurrence: '14.07.2025 09:00',
        }}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'verschieben' }));
    });
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/calendarService/termine/41/verschieben');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      version: 3,
      begin: '15.07.2025 10:00',
      end: '15.07.2025 11:00',
      scope: 'this',
      occurrence: '14.07.2025 09:00',
    });
  });

  it('a series asks which occurrences; closing puts the item back', () => {
    const onChoose = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<MoveScopeModal opened label="Teambesprechung" onChoose={onChoose} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Diesen und alle folgenden' }));
    expect(onChoose).toHaveBeenCalledWith('following');
    expect(screen.getByRole('button', { name: 'Nur diesen Termin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle Termine der Serie' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
