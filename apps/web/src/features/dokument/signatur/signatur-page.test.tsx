import type { SignRequestView, SignWorkspace } from '@maklerwerk/domain';
import { RENEW_WAITING_TEXT } from '@maklerwerk/domain';
import { notifications } from '@mantine/notifications';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signWorkspaceQueryOptions } from '../../../shared/dokumentenarchiv/signatur.queries';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { SignaturPage } from './signatur-page';

// pdf.js does not render in happy-dom: the document is one page box with the layer of page 1.
vi.mock('../../../components/pdf-pages/pdf-pages', () => ({
  PdfPages: ({ url, layer }: { url: string; layer?: (page: number) => ReactNode }) => (
    <div data-testid="pdf-pages" data-url={url}>
      <div data-page={1} style={{ position: 'relative' }}>
        {layer?.(1)}
      </div>
    </div>
  ),
  fractionBox: (f: { x: number; y: number; width: number; height: number }) => ({
    position: 'absolute',
    left: `${f.x * 100}%`,
    top: `${f.y * 100}%`,
    width: `${f.width * 100}%`,
    height: `${f.height * 100}%`,
  }),
}));

const nodeId = 'VERTRAGSUNTERLAGEN' as const;
const documentId = 7;

const workspace = (over: Partial<SignWorkspace> = {}): SignWorkspace => ({
  document: {
    id: documentId,
    nodeId,
    bezeichnung: 'Beratungsprotokoll Hausrat',
    fileId: 70,
    fileName: 'beratung.pdf',
    vertragId: 3,
    signaturStatus: null,
  },
  request: null,
  suggestions: [
    { role: 'MAKLER', name: 'Max Makler', email: 'max@example.org' },
    { role: 'KUNDE', name: 'Erika Muster', email: null },
  ],
  canPrepare: true,
  blockedReason: null,
  linkDays: 14,
  pageCount: 1,
  warning: null,
  ...over,
});

const link = `/signieren/${'A'.repeat(43)}`;

const runningRequest = (over: Partial<SignRequestView> = {}): SignRequestView => ({
  id: 11,
  state: 'OFFEN',
  fileId: 70,
  createdAt: '2025-06-30T08:00:00.000Z',
  createdBy: 'Max Makler',
  signers: [
    {
      id: 21,
      order: 1,
      role: 'KUNDE',
      name: 'Erika Muster',
      email: null,
      state: 'OFFEN',
      signedAt: null,
      declinedAt: null,
      declineReason: null,
      openedAt: null,
      expiresAt: '2025-07-14T08:00:00.000Z',
      link,
    },
    {
      id: 22,
      order: 2,
      role: 'MAKLER',
      name: 'Max Makler',
      email: 'max@example.org',
      state: 'WARTET',
      signedAt: null,
      declinedAt: null,
      declineReason: null,
      openedAt: null,
      expiresAt: '2025-07-14T08:00:00.000Z',
      link: null,
    },
  ],
  fields: [{ signer: 0, page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.07 }],
  events: [{ at: '2025-06-30T08:00:00.000Z', label: 'gesendet', actor: 'Max Makler an Erika Muster' }],
  signedFileId: null,
  ...over,
});

const sent = (request = runningRequest()) =>
  workspace({
    request,
    canPrepare: false,
    blockedReason: 'Für dieses Dokument läuft bereits eine Unterschriftsanfrage.',
    document: { ...workspace().document, signaturStatus: null },
  });

/** Every write answers the next of `answers`; reads never answer (the workspace is in the cache). */
function stubApi(...answers: { status: number; body: unknown }[]) {
  const queue = [...answers];
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') {
      return new Promise<Response>(() => {});
    }
    const answer = queue.shift() ?? { status: 500, body: { message: 'Keine Antwort vorgesehen.' } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));
  return { posts };
}

function renderPage(data: SignWorkspace) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(signWorkspaceQueryOptions(nodeId, documentId).queryKey, data);
  const rootRoute = createRootRoute({ component: () => <SignaturPage nodeId={nodeId} documentId={documentId} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithProviders(<RouterProvider router={router} />, queryClient);
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('SignaturPage', () => {
  it('starts with the customer, then the broker, and shows the document of the file', async () => {
    stubApi();
    renderPage(workspace());
    expect(await screen.findByRole('heading', { name: 'e-Signatur: Beratungsprotokoll Hausrat' })).toBeTruthy();
    const names = screen.getAllByRole('textbox', { name: /^Name/ }) as HTMLInputElement[];
    expect(names.map((n) => n.value)).toEqual(['Erika Muster', 'Max Makler']);
    expect(screen.getAllByText(/Ohne E-Mail-Adresse erhalten Sie einen Link/)).toHaveLength(2);
    expect(screen.getByTestId('pdf-pages').getAttribute('data-url')).toContain('idFile=70');
    expect(screen.getByTestId('pdf-pages').getAttribute('data-url')).toContain('inline=1');
  });

  it('asks about a signer without a field and sends again with confirm 1 after Ja', async () => {
    const { posts } = stubApi(
      {
        status: 200,
        body: workspace({
          warning: {
            title: 'Ohne Unterschriftsfeld',
            message: 'Für Max Makler ist kein Unterschriftsfeld platziert. Trotzdem senden?',
          },
        }),
      },
      { status: 200, body: sent() },
    );
    renderPage(workspace());
    fireEvent.click(await screen.findByRole('button', { name: 'Feld auf Seite 1 für Erika Muster' }));
    expect(screen.getByRole('button', { name: 'Unterschriftsfeld Erika Muster, Seite 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zur Unterschrift senden' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ohne Unterschriftsfeld' });
    expect(within(dialog).getByText(/Für Max Makler ist kein Unterschriftsfeld platziert/)).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.url).toContain('/dokumentenarchivSign/prepare');
    expect(posts()[0]?.body).toEqual({
      docInfo: [nodeId, documentId],
      signers: [
        { role: 'KUNDE', name: 'Erika Muster', email: null },
        { role: 'MAKLER', name: 'Max Makler', email: 'max@example.org' },
      ],
      fields: [{ signer: 0, page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.07 }],
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByRole('button', { name: 'Link kopieren' })).toBeTruthy();
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.body).toEqual({ ...posts()[0]?.body, confirm: '1' });
    expect(screen.getByText('läuft')).toBeTruthy();
  });

  it('sends nothing after Nein', async () => {
    const { posts } = stubApi({
      status: 200,
      body: workspace({ warning: { title: 'Ohne Unterschriftsfeld', message: 'Trotzdem senden?' } }),
    });
    renderPage(workspace());
    fireEvent.click(await screen.findByRole('button', { name: 'Zur Unterschrift senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ohne Unterschriftsfeld' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nein' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Zur Unterschrift senden' })).toBeTruthy();
  });

  it('checks the name before sending and shows the server’s message', async () => {
    const { posts } = stubApi({
      status: 422,
      body: { code: 'VALIDATION', message: 'Das Dokument hat nur 1 Seiten.' },
    });
    renderPage(workspace());
    const [name] = await screen.findAllByRole('textbox', { name: /^Name/ });
    fireEvent.change(name as HTMLElement, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zur Unterschrift senden' }));
    expect(await screen.findByText('Name ist erforderlich!')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(name as HTMLElement, { target: { value: 'Erika Muster' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zur Unterschrift senden' }));
    expect(await screen.findByText('Das Dokument hat nur 1 Seiten.')).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });

  it('places a field where the page is clicked, moves it with the keys and deletes it', async () => {
    stubApi();
    renderPage(workspace());
    fireEvent.click(await screen.findByRole('button', { name: 'Feld platzieren für Max Makler' }));
    expect(screen.getByText(/an der Max Makler unterschreiben soll/)).toBeTruthy();
    const layer = document.querySelector('[data-place-page="1"]') as HTMLElement;
    fireEvent.click(layer, { clientX: 0, clientY: 0 });
    const field = screen.getByRole('button', { name: 'Unterschriftsfeld Max Makler, Seite 1' });
    const box = field.parentElement as HTMLElement;
    expect(box.style.left).toBe('0%');
    expect(box.style.width).toBe('30%');
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    expect(box.style.left).toBe('1%');
    fireEvent.keyDown(field, { key: 'ArrowDown', shiftKey: true });
    expect(box.style.height).toBe('8%');
    expect(screen.getByText('1 Feld')).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Delete' });
    expect(screen.queryByRole('button', { name: 'Unterschriftsfeld Max Makler, Seite 1' })).toBeNull();
  });

  it('drags a field and resizes it at the corner, within the page', async () => {
    stubApi();
    renderPage(workspace());
    fireEvent.click(await screen.findByRole('button', { name: 'Feld auf Seite 1 für Erika Muster' }));
    const layer = document.querySelector('[data-place-page="1"]') as HTMLElement;
    layer.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: 1000 });
    const field = screen.getByRole('button', { name: 'Unterschriftsfeld Erika Muster, Seite 1' });
    const box = field.parentElement as HTMLElement;

    fireEvent.pointerDown(field, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 900 });
    fireEvent.pointerMove(field, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 850 });
    expect([box.style.left, box.style.top]).toEqual(['20%', '75%']);
    fireEvent.pointerMove(field, { pointerId: 1, pointerType: 'touch', clientX: 2000, clientY: 2000 });
    expect([box.style.left, box.style.top]).toEqual(['70%', '93%']);
    fireEvent.pointerUp(field, { pointerId: 1, pointerType: 'touch' });

    const handle = box.lastElementChild as HTMLElement;
    fireEvent.pointerDown(handle, { pointerId: 2, pointerType: 'mouse', button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(handle, { pointerId: 2, pointerType: 'mouse', clientX: -500, clientY: -500 });
    expect([box.style.width, box.style.height]).toEqual(['3%', '1.5%']);
    fireEvent.pointerUp(handle, { pointerId: 2, pointerType: 'mouse' });
    fireEvent.pointerMove(handle, { pointerId: 2, pointerType: 'mouse', clientX: 500, clientY: 500 });
    expect([box.style.width, box.style.height]).toEqual(['3%', '1.5%']);
  });

  it('shows a fresh link with a copy button, and copies the full address', async () => {
    stubApi();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(sent());
    const input = (await screen.findByRole('textbox', { name: 'Link für Erika Muster' })) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}${link}`);
    expect(screen.getByText(/Der Link wird nur jetzt angezeigt/)).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR-Code zum Unterschreiben für Erika Muster' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${link}`));
    expect(await screen.findByText('Link kopiert')).toBeTruthy();
    // The broker gets his link by mail when it is his turn: no link now, and none to make.
    expect(screen.queryByRole('button', { name: 'Neuen Link erzeugen für Max Makler' })).toBeNull();
    expect(screen.getByText(RENEW_WAITING_TEXT)).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText('Max Makler an Erika Muster')).toBeTruthy();
  });

  it('withdraws a running request after the question', async () => {
    const { posts } = stubApi({
      status: 200,
      body: workspace({ request: runningRequest({ state: 'ZURUECKGEZOGEN' }) }),
    });
    renderPage(sent(runningRequest({ signers: runningRequest().signers.map((s) => ({ ...s, link: null })) })));
    expect(screen.queryByRole('button', { name: 'Link kopieren' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Anfrage zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage zurückziehen?' });
    expect(within(dialog).getByText(/Alle Links dieser Anfrage werden sofort ungültig/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByText('zurückgezogen')).toBeTruthy();
    expect(posts()).toEqual([{ url: expect.stringContaining('/withdraw'), body: { requestId: 11 } }]);
    expect(screen.getByRole('button', { name: 'Zur Unterschrift senden' })).toBeTruthy();
  });

  it('shows why no request can be prepared', async () => {
    stubApi();
    renderPage(
      workspace({
        canPrepare: false,
        blockedReason: 'Das Dokument wurde bereits eingereicht',
        document: { ...workspace().document, signaturStatus: 'EINGEREICHT_ABGELEGT' },
      }),
    );
    expect(await screen.findByText('Das Dokument wurde bereits eingereicht')).toBeTruthy();
    expect(screen.getByText('eingereicht')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zur Unterschrift senden' })).toBeNull();
  });

  it('offers the signed document of a finished request', async () => {
    stubApi();
    const request = runningRequest({
      state: 'UNTERSCHRIEBEN',
      signedFileId: 99,
      signers: runningRequest().signers.map((s) => ({
        ...s,
        state: 'UNTERSCHRIEBEN' as const,
        signedAt: '2025-07-01T10:30:00.000Z',
        link: null,
      })),
    });
    renderPage(workspace({ request, canPrepare: false, blockedReason: 'Das Dokument wurde bereits eingereicht' }));
    const open = await screen.findByRole('link', { name: 'Unterschriebenes Dokument öffnen' });
    expect(open.getAttribute('href')).toContain('idFile=99');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByText('unterschrieben am 01.07.2025 12:30')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Neuen Link erzeugen/ })).toBeNull();
  });
});
