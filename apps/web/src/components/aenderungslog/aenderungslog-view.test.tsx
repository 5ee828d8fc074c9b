import { type AenderungslogPage, defaultAenderungslogDatum, formatDate } from '@maklerwerk/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AenderungslogView } from './aenderungslog-view';

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
    renderWithProviders(<AenderungslogView source={{ typ: 'vers', id: 7 }} />);
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
    renderWithProviders(<AenderungslogView source={{ typ: 'schadensmeldung', id: 3 }} />);
    expect(screen.queryByLabelText('Ab Datum')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Suchen' })).toBeTruthy();
    expect(await screen.findByText('Es wurden keine Einträge gefunden')).toBeTruthy();
  });
});
