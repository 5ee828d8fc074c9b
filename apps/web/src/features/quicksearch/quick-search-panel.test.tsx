import type { QuickSearchResult } from '@maklerwerk/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { QuickSearchPanel } from './quick-search-panel';

const answer: QuickSearchResult = {
  cusomers: [
    {
      customerID: 7,
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika.mustermann@example.com',
      kundennr: '100001',
      firma: null,
      plz: '10115',
      ort: 'Berlin',
    },
  ],
  contracts: [
    {
      id: 11,
      nummer: 'KF-4711-0815',
      kennzeichen: 'B-EM 1234',
      kunde: { id: 7, kundennr: '100001', name: 'Erika Mustermann' },
      gesellschaft: 'HUK-COBURG',
      sparte: 'Kraftfahrt',
    },
  ],
};

function stubSearch() {
  const fetchMock = vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  const searched = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('searchParam'));
  return { fetchMock, searched };
}

function renderPanel() {
  const onOpenCustomer = vi.fn();
  const onOpenContract = vi.fn();
  renderWithProviders(<QuickSearchPanel onOpenCustomer={onOpenCustomer} onOpenContract={onOpenContract} />);
  const input = screen.getByRole('combobox', { name: 'Suchbegriff' });
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { input, type, onOpenCustomer, onOpenContract };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('QuickSearchPanel (spec 002 §5.1, §9)', () => {
  it('asks for 3 characters and sends nothing below them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { searched } = stubSearch();
    const { type } = renderPanel();
    type('Mu');
    await vi.advanceTimersByTimeAsync(1000);
    expect(searched()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Bitte geben Sie mindestens 3 Zeichen ein.');
  });

  it('searches once, 300 ms after the last keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { searched } = stubSearch();
    const { type } = renderPanel();
    type('Mus');
    await vi.advanceTimersByTimeAsync(200);
    type('Must');
    await vi.advanceTimersByTimeAsync(200);
    type('Muste');
    await vi.advanceTimersByTimeAsync(250);
    expect(searched()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    // Within a moment of the 300 ms, not at a later debounce.
    await waitFor(() => expect(searched()).toEqual(['Muste']), { timeout: 100 });
  });

  it('moves through both groups with the arrow keys and opens the marked hit with Enter', async () => {
    stubSearch();
    const { input, type, onOpenCustomer, onOpenContract } = renderPanel();
    type('Mustermann');
    await screen.findByRole('option', { name: /^Erika Mustermann/ });
    expect(screen.getByRole('status').textContent).toBe('2 Treffer');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(screen.getByRole('group', { name: 'Kunden' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Versicherungen' })).toBeTruthy();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onOpenContract).toHaveBeenCalledWith(answer.contracts[0]);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onOpenCustomer).toHaveBeenCalledWith(answer.cusomers[0]);
  });

  it('says so when nothing is found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ cusomers: [], contracts: [] }), { status: 200 }))),
    );
    const { type } = renderPanel();
    type('Gibtsnicht');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Es wurden keine Einträge gefunden'));
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
