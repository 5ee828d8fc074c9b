import type { VersicherteSacheResponse } from '@maklerwerk/domain';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { versicherteSacheQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { errorOf, stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { VersicherteSacheStep } from './versicherte-sache-step';

const data: VersicherteSacheResponse = {
  vertragId: 7,
  version: 3,
  canEdit: true,
  values: {
    verssache: 'WOHNUNG',
    zusatz: null,
    strasse: 'Hauptstraße',
    hausnr: '1',
    plz: '10115',
    ort: 'Berlin',
    land: null,
  },
  verssacheOptions: [{ value: 'WOHNUNG', label: 'Wohnung' }],
};

function renderStep() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(versicherteSacheQueryOptions(7).queryKey, data);
  renderWithProviders(<VersicherteSacheStep contract={{ id: 7 }} />, queryClient);
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /Speichern/ }));

beforeEach(() => {
  notifications.clean();
});

afterEach(() => {
  // Unmounting saves pending edits: that write must still meet the stub.
  cleanup();
  vi.unstubAllGlobals();
});

describe('VersicherteSacheStep', () => {
  it('checks with the domain schema: its limits on the inputs, its German message, no request', async () => {
    const { writes } = stubWrites({ status: 200, body: data });
    renderStep();
    expect((screen.getByLabelText('Zusatz') as HTMLInputElement).maxLength).toBe(200);
    expect((screen.getByLabelText('Land') as HTMLInputElement).maxLength).toBe(60);

    const plz = screen.getByLabelText('PLZ');
    fireEvent.change(plz, { target: { value: '1011' } });
    save();
    await waitFor(() =>
      expect(errorOf(plz)).toBe("Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen."),
    );
    expect(await screen.findByText('Bitte prüfen Sie die markierten Felder.')).toBeTruthy();
    expect(writes()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen verwerfen' }));
  });

  it('shows a server field error next to its field and the message as a notification', async () => {
    const { writes } = stubWrites({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
        fieldErrors: { ort: 'Diesen Ort gibt es unter der Postleitzahl nicht.' },
      },
    });
    renderStep();
    const ort = screen.getByLabelText('Ort');
    fireEvent.change(ort, { target: { value: 'Hamburg' } });
    save();

    await waitFor(() => expect(errorOf(ort)).toBe('Diesen Ort gibt es unter der Postleitzahl nicht.'));
    expect(await screen.findByText('Nicht gespeichert')).toBeTruthy();
    expect(screen.getByText('Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.')).toBeTruthy();
    const body = JSON.parse(String(writes()[0]?.[1]?.body));
    expect(body).toEqual({ version: 3, values: { ...data.values, ort: 'Hamburg' } });
    // The edit stays for another try (or to be discarded).
    expect((ort as HTMLInputElement).value).toBe('Hamburg');
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen verwerfen' }));
    expect((ort as HTMLInputElement).value).toBe('Berlin');
  });
});
