import { contractTaskPreset, type TaskList, type TaskRow, TERMIN_MESSAGES } from '@maklerwerk/domain';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { aufgabenQueryOptions } from './aufgaben.queries';
import { sanitizeTaskText } from './aufgaben-columns';
import { AufgabenTable } from './aufgaben-table';

const contractId = 42;

const task = (over: Partial<TaskRow> = {}): TaskRow => ({
  commId: 11,
  date: '14.03.2025 09:00',
  wvStatus: 'GELB',
  subject: 'HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen',
  name: 'Max Makler',
  participants: [
    { id: 1, name: 'Max Makler' },
    { id: 2, name: 'Erika Mustermann' },
  ],
  bereich: 'VersVertrag',
  text: '<p>SF-Klasse mit dem Vorversicherer abgleichen.</p>',
  art: 'Rückruf',
  telefon: null,
  mobil: null,
  dateCreated: '01.03.2025 10:00',
  geschaeftwert: null,
  produkt: '',
  verkaufphase: 'KEINE_ANGABEN',
  status: 'OFFEN',
  category: 'Aufgabe',
  isRepeating: false,
  deletable: true,
  version: 1,
  ...over,
});

const listOf = (over: Partial<TaskList> = {}): TaskList => ({
  items: [
    task(),
    task({
      commId: 12,
      subject: 'Beitrag jährlich prüfen',
      isRepeating: true,
      wvStatus: 'BLAU',
      deletable: false,
    }),
    task({ commId: 13, subject: 'Police angefordert', status: 'ERLEDIGT', wvStatus: 'GRUEN' }),
  ],
  total: 3,
  offset: 0,
  limit: 30,
  canCreate: true,
  ...over,
});

const STEP = `/home/versicherungen/insurance-group/insurancePostfach/${contractId}`;
let router: AnyRouter;

/** The table with the list already loaded (reads never answer), on the contract's step. */
async function renderTable(list: TaskList) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(aufgabenQueryOptions(contractId, 0).queryKey, list);
  const rootRoute = createRootRoute({
    component: () => (
      <AufgabenTable
        contractId={contractId}
        taskPreset={contractTaskPreset(
          { id: contractId, gesellschaft: 'HUK-COBURG', nummer: 'KF-4711-0815' },
          'Aufgabe hinzufügen',
        )}
      />
    ),
  });
  router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [STEP] }) });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  await router.load();
  await screen.findByRole('table');
  return queryClient;
}

/** Opens the actions menu of the row with this subject. */
async function menuOf(subject: string) {
  fireEvent.click(screen.getByRole('button', { name: `Aktionen zu „${subject}“` }));
  return screen.findByRole('menu', { hidden: true });
}

async function markDone(subject: string) {
  const menu = await menuOf(subject);
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Als erledigt markieren', hidden: true }));
  const dialog = await screen.findByRole('dialog', { name: 'Als erledigt markieren' });
  return dialog;
}

// Two gaps of happy-dom that DOMPurify meets (browsers behave as the shims below):
// 1. nodeName lives on the subclasses (Element, Text …), so Node.prototype's getter, which DOMPurify
//    reads to guard against clobbering, answers '' and every node would count as unknown.
// 2. Its NodeIterator stops when the current node is removed (DOMPurify removes a disallowed tag after
//    copying its content behind it); a browser's iterator goes on from the node before.
const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
// The window's own document class, which happy-dom derives per window (not the global Document).
const documentClass = Object.getPrototypeOf(document) as Document;
const createNodeIterator = documentClass.createNodeIterator;

function ownNodeName(this: Node) {
  for (
    let proto = Object.getPrototypeOf(this);
    proto && proto !== Node.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
    if (own?.get) {
      return own.get.call(this);
    }
  }
  return nodeName?.get?.call(this);
}

function removalSafeNodeIterator(this: Document, root: Node, whatToShow?: number, filter?: NodeFilter | null) {
  const walker = this.createTreeWalker(root, whatToShow, filter);
  let current: Node | null = null;
  let before: Node | null = null;
  return {
    root,
    nextNode(): Node | null {
      if (!current) {
        current = root;
        return root;
      }
      const attached = root.contains(current);
      walker.currentNode = attached ? current : (before ?? root);
      if (attached) {
        before = current;
      }
      current = walker.nextNode();
      return current;
    },
  } as unknown as NodeIterator;
}

beforeAll(() => {
  Object.defineProperty(Node.prototype, 'nodeName', { configurable: true, get: ownNodeName });
  documentClass.createNodeIterator = removalSafeNodeIterator;
});
afterAll(() => {
  if (nodeName) {
    Object.defineProperty(Node.prototype, 'nodeName', nodeName);
  }
  documentClass.createNodeIterator = createNodeIterator;
});

beforeEach(() => {
  // A desktop: the columns for wide screens are shown, the one phone column is not; a column without a
  // media query asks for '' (which every browser matches).
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '' || query.includes('min-width'),
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

describe('AufgabenTable', () => {
  it('lists Fällig, Status, Betreff, Text, Besitzer, Beteiligte and Art (the area is always the contract)', async () => {
    await renderTable(listOf());
    for (const title of ['Fällig', 'Status', 'Betreff', 'Text', 'Besitzer', 'Beteiligte', 'Art']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(screen.queryByRole('columnheader', { name: 'Bereich' })).toBeNull();
    const row = screen.getByRole('row', { name: /Aufgabe „HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen“/ });
    expect(within(row).getByText('14.03.2025 09:00')).toBeTruthy();
    expect(within(row).getByText('Handlung notwendig')).toBeTruthy();
    expect(within(row).getByText('Offen')).toBeTruthy();
    expect(within(row).getByText('Max Makler, Erika Mustermann')).toBeTruthy();
    expect(within(row).getByText('Rückruf')).toBeTruthy();
    expect(within(row).queryByRole('img', { name: 'Wiederholt sich' })).toBeNull();
    const repeating = screen.getByRole('row', { name: /„Beitrag jährlich prüfen“/ });
    expect(within(repeating).getByText('wird versendet')).toBeTruthy();
    expect(within(repeating).getByRole('img', { name: 'Wiederholt sich' })).toBeTruthy();
    const done = screen.getByRole('row', { name: /„Police angefordert“/ });
    expect(within(done).getByText('erledigt')).toBeTruthy();
    expect(within(done).getByText('Erledigt')).toBeTruthy();
    expect(screen.getByText('3 Einträge')).toBeTruthy();
  });

  it("shows 'Keine Aufgaben vorhanden.' when there are none, and 'Neue Aufgabe' only with canCreate", async () => {
    await renderTable(listOf({ items: [], total: 0, canCreate: false }));
    expect(screen.getByText('Keine Aufgaben vorhanden.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Neue Aufgabe' })).toBeNull();
  });

  it('a row opens /communication/appointment with the way back to this step (vertrag-details §2.6)', async () => {
    await renderTable(listOf());
    fireEvent.click(screen.getByRole('row', { name: /„Police angefordert“/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/communication/appointment'));
    const search = router.state.location.search as { sid?: number; mode?: string; back?: string };
    expect(search).toMatchObject({ mode: 'Aufgabe', back: STEP });
    expect(typeof search.sid).toBe('number');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers 'Neue Aufgabe' when the answer allows creating", async () => {
    await renderTable(listOf());
    expect(screen.getByRole('button', { name: 'Neue Aufgabe' })).toBeTruthy();
  });

  it("has no 'Als erledigt markieren' for a task that is already 'Erledigt'", async () => {
    await renderTable(listOf());
    const menu = await menuOf('Police angefordert');
    expect(within(menu).getByRole('menuitem', { name: 'Öffnen', hidden: true })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Als erledigt markieren', hidden: true })).toBeNull();
  });

  it("offers 'Löschen' only when the row is deletable", async () => {
    await renderTable(listOf());
    const menu = await menuOf('Beitrag jährlich prüfen');
    expect(within(menu).getByRole('menuitem', { name: 'Als erledigt markieren', hidden: true })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Löschen', hidden: true })).toBeNull();
  });

  it('asks before marking done, then posts setStatus with status and repeate false', async () => {
    const { writes } = stubWrites({ status: 200, body: { commId: 11, status: 'ERLEDIGT', nextOpen: null } });
    await renderTable(listOf());
    const dialog = await markDone('HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen');
    expect(
      within(dialog).getByText(
        'Soll die Aufgabe HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen wirklich als erledigt markiert werden?',
      ),
    ).toBeTruthy();
    expect(writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als erledigt markieren' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(url).toBe('/MSC3/restful/calendarService/setStatus/11?status=ERLEDIGT');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'ERLEDIGT', repeate: false });
  });

  it('sends repeate true for a repeating task (its next occurrence stays open)', async () => {
    const { writes } = stubWrites({
      status: 200,
      body: { commId: 12, status: 'ERLEDIGT', nextOpen: '14.03.2026 09:00' },
    });
    await renderTable(listOf());
    const dialog = await markDone('Beitrag jährlich prüfen');
    expect(within(dialog).getByText(TERMIN_MESSAGES.confirmDone('Beitrag jährlich prüfen'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als erledigt markieren' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(url).toBe('/MSC3/restful/calendarService/setStatus/12?status=ERLEDIGT');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'ERLEDIGT', repeate: true });
  });

  it("shows the server's message as a danger notification when marking done is refused (400)", async () => {
    stubWrites({ status: 400, body: { code: 'BAD_REQUEST', message: 'Die Aufgabe ist bereits erledigt.' } });
    await renderTable(listOf());
    const dialog = await markDone('HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als erledigt markieren' }));
    expect(await screen.findByText('Die Aufgabe ist bereits erledigt.')).toBeTruthy();
  });

  it("shows the server's message on 403 too", async () => {
    stubWrites({ status: 403, body: { code: 'FORBIDDEN', message: 'Sie dürfen diese Aufgabe nicht ändern.' } });
    await renderTable(listOf());
    const dialog = await markDone('HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als erledigt markieren' }));
    expect(await screen.findByText('Sie dürfen diese Aufgabe nicht ändern.')).toBeTruthy();
  });

  it("falls back to 'Es ist ein unerwarteter Fehler aufgetreten.' without a message", async () => {
    stubWrites({ status: 500, body: {} });
    await renderTable(listOf());
    const dialog = await markDone('HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als erledigt markieren' }));
    expect(await screen.findByText('Es ist ein unerwarteter Fehler aufgetreten.')).toBeTruthy();
  });

  it("asks 'Soll … wirklich gelöscht werden?' before deleting", async () => {
    const { writes } = stubWrites({ status: 200, body: { deleted: true } });
    await renderTable(listOf());
    const menu = await menuOf('Police angefordert');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Löschen', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Löschen' });
    expect(within(dialog).getByText('Soll Police angefordert wirklich gelöscht werden?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(url).toBe('/MSC3/restful/calendarService/termine/13');
    expect(init?.method).toBe('DELETE');
  });

  it('shows the task text as safe HTML: only p and br, no attributes', async () => {
    await renderTable(
      listOf({
        items: [
          task({
            text: '<p class="x" onclick="alert(1)">Hallo <b>fett</b><script>alert(2)</script><img src="x" onerror="alert(3)"></p><br><a href="https://böse.example">Link</a><div style="color:red">Ende</div>',
          }),
        ],
        total: 1,
      }),
    );
    const text = document.querySelector('[data-task-text]');
    expect(text?.innerHTML).toBe('<p>Hallo fett</p><br>LinkEnde');
  });
});

describe('sanitizeTaskText', () => {
  it('keeps p and br without attributes and drops every other tag (keeping its text)', async () => {
    expect(sanitizeTaskText('<p style="color:red">Eins<br class="x">Zwei</p>')).toBe('<p>Eins<br>Zwei</p>');
    expect(sanitizeTaskText('<h1>Titel</h1><ul><li>Punkt</li></ul>')).toBe('TitelPunkt');
    expect(sanitizeTaskText('<script>alert(1)</script><iframe src="x"></iframe>ok')).toBe('ok');
  });
});
