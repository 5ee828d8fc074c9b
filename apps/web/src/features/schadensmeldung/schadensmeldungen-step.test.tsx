import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../test/render';
import { schadensmeldungenQueryOptions } from './schadensmeldung.queries';
import { SchadensmeldungenStep } from './schadensmeldungen-step';
import { list, onWideScreen, renderInRouter, row } from './test-harness';

const firstPage = { offset: 0, limit: 10, sort: 'meldedatum', dir: 'desc' } as const;

async function renderStep(data: ReturnType<typeof list>) {
  // Reads never answer: the test puts the list in the cache.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  onWideScreen();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(schadensmeldungenQueryOptions(7, firstPage).queryKey, data);
  await renderInRouter(() => <SchadensmeldungenStep contract={{ id: 7 }} />, queryClient);
  await screen.findByText(`${data.total} ${data.total === 1 ? 'Schadensmeldung' : 'Schadensmeldungen'}`);
}

const rows = [
  row({ schadenId: 1, schadennr: 'KS-2024-0001', bearbstand: 'REGULIERT' }),
  row({ schadenId: 2, schadennr: 'KS-2025-0107' }),
  row({ schadenId: 3, schadennr: 'KS-2025-0107-A', bearbstand: 'GEMELDET', ereignisdatum: null }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SchadensmeldungenStep', () => {
  it('shows German dates and the Bearbeitungsstand as the label of the list the server sent', async () => {
    await renderStep(
      list([...rows, row({ schadenId: 4, schadennr: 'KS-ALT', bearbstand: 'ALT_X' })], {
        bearbstaende: [
          { value: 'REGULIERT', label: 'reguliert' },
          { value: 'IN_BEARBEITUNG', label: 'in Bearbeitung' },
          { value: 'GEMELDET', label: 'gemeldet' },
          { value: 'ALT_X', label: 'Altbestand (Server)' },
        ],
      }),
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('reguliert')).toBeTruthy();
    expect(within(table).getByText('in Bearbeitung')).toBeTruthy();
    expect(within(table).getByText('gemeldet')).toBeTruthy();
    expect(within(table).getByText('Altbestand (Server)')).toBeTruthy();
    expect(within(table).queryByText('IN_BEARBEITUNG')).toBeNull();
    expect(within(table).getAllByText('02.06.2025').length).toBe(4);
    for (const title of [
      'Meldedatum',
      'Schadennr.',
      'Sparte',
      'Ereignisdatum',
      'Schadensursache',
      'Bearbeitungsstand',
    ]) {
      expect(
        within(table).getByRole('columnheader', { name: new RegExp(`^${title.replace('.', '\\.')}`) }),
      ).toBeTruthy();
    }
  });

  it('says Keine Daten without reports', async () => {
    await renderStep(list([]));
    expect(screen.getByText('Keine Daten')).toBeTruthy();
  });

  it('enables the merge only with exactly two selected reports, and offers no selection without the right', async () => {
    await renderStep(list(rows, { canMerge: true }));
    const merge = screen.getByRole('button', { name: 'Schadensmeldungen vereinigen' });
    expect(merge.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Schadensmeldung KS-2025-0107-A auswählen' }));
    expect(merge.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Schadensmeldung KS-2025-0107 auswählen' }));
    expect(merge.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Schadensmeldung KS-2024-0001 auswählen' }));
    expect(merge.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Schadensmeldung KS-2024-0001 auswählen' }));
    fireEvent.click(merge);
    // The first selected is removed, the second kept.
    const dialog = await screen.findByRole('dialog', { name: 'Schadensmeldungen vereinigen' });
    expect(
      within(within(dialog).getByRole('region', { name: /entfernt wird/ })).getByText('KS-2025-0107-A'),
    ).toBeTruthy();
    expect(
      within(within(dialog).getByRole('region', { name: /erhalten bleibt/ })).getByText('KS-2025-0107'),
    ).toBeTruthy();
  });

  it('has no selection and no merge button without the merge right', async () => {
    await renderStep(list(rows, { canMerge: false }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schadensmeldungen vereinigen' })).toBeNull();
  });

  it('opens a report through its number and offers no delete when the list does not allow it', async () => {
    await renderStep(list(rows, { canDelete: false }));
    expect(screen.queryByRole('button', { name: /löschen$/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'KS-2025-0107' }).getAttribute('href')).toBe(
      '/home/versicherungen/insurance-group/schadensmeldung/7/2',
    );
  });

  it('asks Möchten Sie die Meldung vom … wirklich löschen? before a delete', async () => {
    await renderStep(list(rows, { canDelete: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Schadensmeldung KS-2025-0107 löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schadensmeldung löschen' });
    expect(within(dialog).getByText('Möchten Sie die Meldung vom 02.06.2025 wirklich löschen?')).toBeTruthy();
  });

  it('shows Schaden melden only when the list allows it', async () => {
    await renderStep(list(rows, { canReport: false }));
    expect(screen.queryByRole('button', { name: 'Schaden melden' })).toBeNull();
  });
});
