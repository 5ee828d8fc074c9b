import {
  type AenderungslogPage,
  defaultAenderungslogDatum,
  formatDate,
  type Me,
  noRights,
  type SessionUser,
} from '@maklerwerk/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../lib/session';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { AenderungslogView } from './aenderungslog-view';

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

/** The page runs below /home, where the session is loaded; `tablePageSize` is the user's setting. */
function renderView(ui: ReactElement, tablePageSize?: number) {
  const queryClient = createTestQueryClient();
  const me: Me = {
    user: broker,
    originalUser: broker,
    isViewingAs: false,
    rights: noRights,
    csrfToken: 't',
    ...(tablePageSize === undefined ? {} : { tablePageSize }),
  };
  queryClient.setQueryData(sessionKeys.me, me);
  return renderWithProviders(ui, queryClient);
}

const answer: AenderungslogPage = {
  items: [
    {
      id: 2,
      datum: '2026-03-02T09:40:00.000Z',
      nutzer: 'Ina Intern als Max Makler',
      eintrag: 'Fahrzeugdaten: Kilometerstand',
      aenderung: '41.200 → 44.950',
    },
  ],
  total: 1,
  totalCapped: false,
  offset: 0,
  limit: 25,
};

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(String(url));
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
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

describe('AenderungslogView (spec 2.5)', () => {
  it('asks for the contract from one month ago with Schaden, shows the row and opens the change', async () => {
    renderView(<AenderungslogView source={{ typ: 'vers', id: 7 }} />);
    expect(screen.getByRole('heading', { name: 'Änderungslog' })).toBeTruthy();
    expect((screen.getByLabelText('Ab Datum') as HTMLInputElement).value).toBe(formatDate(defaultAenderungslogDatum()));
    const checkbox = screen.getByRole('checkbox', { name: 'Erweiterter Log inkl. Schaden' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    const row = (await screen.findByText('Fahrzeugdaten: Kilometerstand')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ina Intern als Max Makler')).toBeTruthy();
    expect(urls[0]).toContain('typ=vers');
    expect(urls[0]).toContain('versVetragId=7');
    expect(urls[0]).toContain('mitSchadensmeldung=true');
    expect(urls[0]).toContain(`datum=${defaultAenderungslogDatum()}`);

    fireEvent.click(within(row).getByRole('button', { name: /Änderung anzeigen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Änderung:' });
    expect(within(dialog).getByText('41.200 → 44.950')).toBeTruthy();

    fireEvent.click(checkbox);
    await waitFor(() => expect(urls.some((u) => u.includes('mitSchadensmeldung=false'))).toBe(true));
  });

  it('offers only the text search for other types, and the no-data text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ ...answer, items: [], total: 0 }), { status: 200 }))),
    );
    renderView(<AenderungslogView source={{ typ: 'schadensmeldung', id: 3 }} />);
    expect(screen.queryByLabelText('Ab Datum')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Suchen' })).toBeTruthy();
    expect(await screen.findByText('Es wurden keine Einträge gefunden')).toBeTruthy();
  });

  it('pages by the 25 rows of the spec when the user has no table page size', async () => {
    renderView(<AenderungslogView source={{ typ: 'vers', id: 7 }} />);
    await screen.findByText('Fahrzeugdaten: Kilometerstand');
    expect(urls[0]).toContain('offset=0');
    expect(urls[0]).toContain('limit=25');
  });

  it("pages by the user's table page size: 50 rows, and page 2 starts at 50", async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ ...answer.items[0], id: i + 1, eintrag: `Feld ${i + 1}` }));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(String(url));
        return Promise.resolve(
          new Response(JSON.stringify({ ...answer, items: rows, total: 120, limit: 50 }), { status: 200 }),
        );
      }),
    );
    renderView(<AenderungslogView source={{ typ: 'vers', id: 7 }} />, 50);
    await screen.findByText('Feld 50');
    expect(urls[0]).toContain('limit=50');
    expect(screen.getAllByRole('row').filter((r) => within(r).queryByText(/^Feld \d+$/))).toHaveLength(50);
    expect(screen.getByText('1–50 von 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(urls.some((u) => u.includes('offset=50') && u.includes('limit=50'))).toBe(true));
    // Fifty rows of a DataTable take a few seconds on a busy machine.
  }, 20_000);
});
