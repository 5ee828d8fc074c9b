import {
  allRights,
  type KundeFormular,
  type KundeFormulare,
  type Me,
  noRights,
  type SessionUser,
} from '@maklerwerk/domain';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../lib/session';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { kundeFormulareKeys } from './kunde-formulare.queries';
import { KUNDE_FORMULARE_EMPTY, KundeFormulareCard } from './kunde-formulare-card';

const KUNDE_ID = 4;

const row = (over: Partial<KundeFormular> = {}): KundeFormular => ({
  id: 2,
  antragTyp: 'ANTRAG',
  formGroupPath: 'VERSICHERUNG',
  formPath: 'hausratAntrag',
  label: 'Hausrat-Antrag',
  status: 'OFFEN',
  anlegerprofilStatus: null,
  contractId: 9,
  vertragsnummer: 'HR-55501',
  createdAt: '2026-10-13T08:00:00.000Z',
  finishedAt: null,
  documentId: null,
  ...over,
});

const neueFormulare: KundeFormulare['neueFormulare'] = [
  {
    formGroupPath: 'VERSICHERUNG',
    formPath: 'beratungsdokumentationVersicherungen',
    label: 'Beratungsdokumentation Versicherungen',
    antragTyp: 'BERATUNGSDOKUMENTATION',
  },
  { formGroupPath: 'ANLAGE', formPath: 'anlegerprofil', label: 'Anlegerprofil', antragTyp: 'ANLEGERPROFIL' },
  { formGroupPath: 'VV', formPath: 'beschwerde', label: 'Beschwerde', antragTyp: 'BESCHWERDE' },
];

const page = (items: KundeFormular[], over: Partial<KundeFormulare> = {}): KundeFormulare => ({
  items,
  total: items.length,
  offset: 0,
  limit: 20,
  canCreate: true,
  neueFormulare,
  ...over,
});

async function renderCard(data: KundeFormulare) {
  // Reads stay pending: the card shows what the cache holds.
  stubWrites({ status: 200, body: { id: 77, formGroupPath: 'VV', formPath: 'beschwerde' } });
  const queryClient = createTestQueryClient();
  const user: SessionUser = {
    id: 1,
    username: 'makler',
    displayName: 'Max Makler',
    kind: 'broker',
    brokerId: 7,
    customerId: null,
    tenant: 'standard',
    rights: data.canCreate ? allRights : { ...noRights, isReadOnly: true },
  };
  const me: Me = { user, originalUser: user, isViewingAs: false, rights: user.rights, csrfToken: 't' };
  queryClient.setQueryData(sessionKeys.me, me);
  queryClient.setQueryData(kundeFormulareKeys.page(KUNDE_ID, 0), data);
  const rootRoute = createRootRoute({ component: () => <KundeFormulareCard kundeId={KUNDE_ID} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  await screen.findByRole('heading', { name: 'Formulare und Beratung' });
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('KundeFormulareCard', () => {
  it('says so when the customer has no forms', async () => {
    await renderCard(page([]));
    expect(screen.getByText(KUNDE_FORMULARE_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the forms with contract, status pills and dates; a row opens the form by its type', async () => {
    const router = await renderCard(
      page([
        row({
          id: 3,
          antragTyp: 'ANLEGERPROFIL',
          formGroupPath: 'ANLAGE',
          formPath: 'anlegerprofil',
          label: 'Anlegerprofil',
          status: 'ANTRAG_ORDNUNG',
          anlegerprofilStatus: 'BESTATIGT_PENDING',
          contractId: null,
          vertragsnummer: null,
          finishedAt: '2026-10-14T09:00:00.000Z',
          documentId: 11,
        }),
        row(),
      ]),
    );
    const profil = screen.getByRole('row', { name: /^Anlegerprofil öffnen/ });
    expect(within(profil).getAllByText('in Ordnung').length).toBeGreaterThan(0);
    expect(within(profil).getAllByText('unbestätigt').length).toBeGreaterThan(0);
    expect(within(profil).getAllByText('14.10.2026 11:00').length).toBeGreaterThan(0);
    const hausrat = screen.getByRole('row', { name: /^Hausrat-Antrag öffnen, Vertrag HR-55501, in Bearbeitung/ });
    expect(within(hausrat).getAllByText('in Bearbeitung').length).toBeGreaterThan(0);
    expect(within(hausrat).getAllByText('13.10.2026 10:00').length).toBeGreaterThan(0);
    // One page: no pagination.
    expect(screen.queryByText(/von 2/)).toBeNull();

    fireEvent.keyDown(hausrat, { key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.href).toBe('/beratung/formulare/antrag/VERSICHERUNG/hausratAntrag?dynamicFormId=2'),
    );
  });

  it("offers 'Neues Formular' with the forms that need no contract, and creates the chosen one", async () => {
    const router = await renderCard(page([row()]));
    fireEvent.click(screen.getByRole('button', { name: 'Neues Formular' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Beratungsdokumentation Versicherungen',
      'Anlegerprofil',
      'Beschwerde',
    ]);
    fireEvent.click(items[2] as HTMLElement);
    await waitFor(() => expect(router.state.location.href).toBe('/beratung/vv/beschwerde?antragsdatenId=77'));
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      formGroupPath: 'VV',
      formPath: 'beschwerde',
      kundeId: KUNDE_ID,
    });
  });

  it('shows no menu to a viewer who may not create forms (customer, read-only login)', async () => {
    await renderCard(page([row()], { canCreate: false }));
    expect(screen.getByRole('row', { name: /^Hausrat-Antrag öffnen/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Neues Formular' })).toBeNull();
  });

  it('pages when there is more than one page', async () => {
    await renderCard(page([row()], { total: 45 }));
    expect(await screen.findByText(/von 45$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
  });
});
