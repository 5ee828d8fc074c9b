import { type Me, noRights, type SessionUser } from '@maklerwerk/domain';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../lib/session';
import { newContractCustomersQueryOptions, newContractOptionsQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { errorOf, stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import NeueVersicherungModal from './neue-versicherung-modal';

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

/** The dialog opened from Erika's customer page, with the choices already loaded (reads never answer). */
async function renderDialog() {
  const queryClient = createTestQueryClient();
  const me: Me = { user: broker, originalUser: broker, isViewingAs: false, rights: noRights, csrfToken: 't' };
  queryClient.setQueryData(sessionKeys.me, me);
  queryClient.setQueryData(newContractOptionsQueryOptions().queryKey, {
    gesellschaften: [{ value: '3', label: 'HUK-COBURG' }],
    sparten: [{ value: '5', label: 'Privathaftpflicht', group: 'Haftpflicht' }],
  });
  queryClient.setQueryData(newContractCustomersQueryOptions('', 4).queryKey, [
    { id: 4, kundennr: '100001', name: 'Erika Mustermann', ort: 'Berlin' },
  ]);
  const rootRoute = createRootRoute({
    component: () => <NeueVersicherungModal opened onClose={() => undefined} kundeId={4} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  await screen.findByRole('dialog', { name: 'Neue Versicherung' });
}

/** Opens a select and picks an option (the dropdown counts as hidden in happy-dom while it fades in). */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NeueVersicherungModal', () => {
  it('shows the shared schema’s German messages and sends nothing while fields are empty', async () => {
    const { writes } = stubWrites({ status: 200, body: {} });
    await renderDialog();
    expect((screen.getByRole('combobox', { name: 'Kunde' }) as HTMLInputElement).value).toBe(
      'Erika Mustermann (100001, Berlin)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und Details öffnen' }));
    expect(await screen.findByText('Bitte wählen Sie eine Gesellschaft aus.')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie eine Vertragssparte aus.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie die Versicherungsnummer an.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie den Beginn als gültiges Datum an.')).toBeTruthy();
    expect(screen.queryByText('Bitte wählen Sie einen Kunden aus.')).toBeNull();
    expect(writes()).toHaveLength(0);
  });

  it("puts the server's 422 for the policy number at the field", async () => {
    const message =
      'Die Nummer entspricht nicht dem Format der Gesellschaft. Die Versicherungsscheinnummer der HUK-COBURG hat das Format KF-9999-9999 (Spartenkürzel, dann zweimal vier Ziffern).';
    const { writes } = stubWrites({
      status: 422,
      body: { code: 'UNPROCESSABLE', message, fieldErrors: { nummer: message } },
    });
    await renderDialog();
    await choose('Gesellschaft', 'HUK-COBURG');
    await choose('Vertragssparte', 'Privathaftpflicht');
    const nummer = screen.getByRole('textbox', { name: 'Versicherungsnummer' });
    fireEvent.change(nummer, { target: { value: 'PH-12' } });
    const beginn = screen.getByRole('textbox', { name: 'Beginn' });
    fireEvent.change(beginn, { target: { value: '01.12.2026' } });
    fireEvent.blur(beginn);
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und Details öffnen' }));
    await waitFor(() => expect(errorOf(nummer)).toBe(message));
    expect(writes()).toHaveLength(1);
    const [, init] = writes()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      kundeId: 4,
      gesellschaftId: 3,
      sparteId: 5,
      nummer: 'PH-12',
      beginn: '2026-12-01',
      status: 'aktiv',
    });
    // The alert does not repeat what stands at the field.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
