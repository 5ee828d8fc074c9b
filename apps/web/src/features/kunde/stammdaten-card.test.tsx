import { allRights, type Customer, type Me, noRights, type SessionUser } from '@maklerwerk/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../lib/session';
import { errorOf, stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { StammdatenCard } from './stammdaten-card';

const user = (kind: SessionUser['kind']): SessionUser => ({
  id: 1,
  username: kind,
  displayName: kind,
  kind,
  brokerId: kind === 'broker' ? 7 : null,
  customerId: kind === 'customer' ? 4 : null,
  tenant: 'standard',
  rights: kind === 'internal' ? allRights : noRights,
});

const customer: Customer = {
  id: 4,
  kundennr: '100001',
  anrede: 'Frau',
  titel: null,
  vorname: 'Erika',
  name: 'Mustermann',
  firma: null,
  geburtsdatum: '1964-08-12',
  email: 'erika.mustermann@example.com',
  telefon: '030 23125101',
  mobil: null,
  strasse: 'Musterstraße',
  hausnr: '1',
  plz: '10115',
  ort: 'Berlin',
  land: 'DE',
  version: 3,
  vermittler: { id: 7, vermittlernummer: '10001', name: 'Max Makler' },
};

function renderCard(kind: SessionUser['kind'] = 'broker', isReadOnly = false) {
  const queryClient = createTestQueryClient();
  const u = { ...user(kind), rights: { ...user(kind).rights, isReadOnly } };
  const me: Me = { user: u, originalUser: u, isViewingAs: false, rights: u.rights, csrfToken: 't' };
  queryClient.setQueryData(sessionKeys.me, me);
  renderWithProviders(<StammdatenCard customer={customer} />, queryClient);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StammdatenCard', () => {
  it('shows the Stammdaten; a read-only login gets no edit button', () => {
    stubWrites({ status: 200, body: {} });
    renderCard('broker', true);
    expect(screen.getByText('Musterstraße 1, 10115 Berlin')).toBeTruthy();
    expect(screen.getByText('Max Makler (10001)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
  });

  it("puts the server's field error at its field and sends the version it was read with", async () => {
    const message = "Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen.";
    const { writes } = stubWrites({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
        fieldErrors: { ort: 'Der Ort passt nicht zur Postleitzahl.' },
      },
    });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const plz = screen.getByLabelText(/PLZ/);
    fireEvent.change(plz, { target: { value: '1011' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(errorOf(plz)).toBe(message));
    expect(writes()).toHaveLength(0);

    fireEvent.change(plz, { target: { value: '10117' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const ort = screen.getByRole('textbox', { name: /^Ort/ });
    await waitFor(() => expect(errorOf(ort)).toBe('Der Ort passt nicht zur Postleitzahl.'));
    const [url, init] = writes()[0] ?? [];
    expect(url).toBe('/MSC3/restful/customers/4');
    expect(JSON.parse(String(init?.body))).toMatchObject({ plz: '10117', version: 3, betreuerId: 7 });
  });

  it('answers a 409 with the notice to reload, and keeps Speichern off', async () => {
    stubWrites({
      status: 409,
      body: {
        code: 'STALE_VERSION',
        message: 'Der Eintrag wurde inzwischen von jemand anderem geändert. Bitte laden Sie ihn neu.',
      },
    });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    fireEvent.change(screen.getByLabelText('Mobil'), { target: { value: '0171 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('button', { name: 'Neu laden' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
