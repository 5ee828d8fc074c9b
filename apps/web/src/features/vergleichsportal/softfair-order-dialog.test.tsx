import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { SoftfairOrderDialog } from './softfair-order-dialog';
import { vergleichsportalListKeys } from './vergleichsportal.queries';

afterEach(() => vi.unstubAllGlobals());

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });

function renderDialog() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(vergleichsportalListKeys.firma(), { firma: 'Max Makler Versicherungsmakler GmbH' });
  renderWithProviders(<SoftfairOrderDialog opened onClose={() => {}} />, queryClient);
}

function fillValid() {
  fill('Vorname', 'Max');
  fill('Nachname', 'Makler');
  fill('Straße', 'Maklerweg 7');
  fill('PLZ', '10117');
  fill('Ort', 'Berlin');
  fill('Telefon', '030 1234567');
  fill('Bank', 'Commerzbank');
  fill('IBAN', 'DE89370400440532013000');
  fill('BIC', 'COBADEFFXXX');
  fill('Kontoinhaber', 'Max Makler');
}

describe('SoftfairOrderDialog', () => {
  it('shows the broker’s company read-only and the domain message of a missing name', async () => {
    const { writes } = stubWrites({ status: 200, body: {} });
    renderDialog();
    const firma = (await screen.findByRole('textbox', { name: 'Firma' })) as HTMLInputElement;
    expect(firma.value).toBe('Max Makler Versicherungsmakler GmbH');
    expect(firma.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: /^Vorname/ }))).toBe('Bitte geben Sie den Vornamen an.'),
    );
    expect(writes()).toHaveLength(0);
  });

  it('puts the server’s field error at its field', async () => {
    const { writes } = stubWrites({
      status: 400,
      body: { code: 'VALIDATION', message: 'Die IBAN ist gesperrt.', fieldErrors: { iban: 'Die IBAN ist gesperrt.' } },
    });
    renderDialog();
    await screen.findByRole('textbox', { name: 'Firma' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    await waitFor(() => expect(errorOf(screen.getByRole('textbox', { name: /^IBAN/ }))).toBe('Die IBAN ist gesperrt.'));
  });
});
