import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fahrzeugdatenQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { fahrzeugDaten } from './fahrzeug-daten.fixture';
import { FahrzeugStep } from './fahrzeug-step';

const daten = fahrzeugDaten;

function renderVehicle(canEdit: boolean) {
  // Reads (the refresh on opening) never answer; the test watches for writes.
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(fahrzeugdatenQueryOptions(7).queryKey, { vertragId: 7, version: 1, canEdit, daten });
  return { ...renderWithProviders(<FahrzeugStep contract={{ id: 7 }} />, queryClient), fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FahrzeugStep', () => {
  it('shows the German limit message under the field and refuses an invalid save without a request', async () => {
    const { fetchMock } = renderVehicle(true);
    const leistung = await screen.findByLabelText('Leistung (kW)');
    fireEvent.change(leistung, { target: { value: '10000' } });
    fireEvent.blur(leistung);
    expect(await screen.findByText('Die Leistung (kW) muss eine positive ganze Zahl sein')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Motornummer'), { target: { value: 'X'.repeat(21) } });
    fireEvent.click(screen.getByRole('button', { name: /Speichern/ }));
    expect(await screen.findByText('Form invalid')).toBeTruthy();
    expect(screen.getByText('Die Motornummer darf höchstens 20 Zeichen lang sein.')).toBeTruthy();
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method !== 'GET');
    expect(writes).toHaveLength(0);
  });

  it('is read-only when the viewer may not edit (customer-only rule)', async () => {
    renderVehicle(false);
    const marke = (await screen.findByLabelText('Marke')) as HTMLInputElement;
    expect(marke.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Speichern/ })).toBeNull();
    await waitFor(() => expect(screen.getByText('Sie können diese Daten nur ansehen.')).toBeTruthy());
  });
});
