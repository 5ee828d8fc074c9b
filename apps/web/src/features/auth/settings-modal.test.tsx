import { type Me, noRights, type SessionUser } from '@maklerwerk/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../lib/session';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { SettingsModal } from './settings-modal';

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
const saved: Me = {
  user: { ...broker, tablePageSize: 50 },
  originalUser: { ...broker, tablePageSize: 50 },
  isViewingAs: false,
  rights: noRights,
  csrfToken: 't',
  tablePageSize: 50,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Einstellungen', () => {
  it('starts on the user’s size and saves the chosen one; the session then carries it', async () => {
    const { writes } = stubWrites({ status: 200, body: saved });
    const onClose = vi.fn();
    const queryClient = createTestQueryClient();
    renderWithProviders(<SettingsModal opened onClose={onClose} tablePageSize={undefined} />, queryClient);
    expect((screen.getByRole('radio', { name: 'Standard' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = writes()[0] ?? [];
    expect(String(url)).toContain('/auth/settings');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ tablePageSize: 50 });
    expect(queryClient.getQueryData<Me>(sessionKeys.me)?.tablePageSize).toBe(50);
  });

  it('„Standard“ sends null; a refusal shows the server’s message and keeps the dialog open', async () => {
    const message = 'Bitte wählen Sie 10, 25, 50 oder 100 Einträge je Seite.';
    const { writes } = stubWrites({ status: 400, body: { code: 'VALIDATION', message } });
    const onClose = vi.fn();
    renderWithProviders(<SettingsModal opened onClose={onClose} tablePageSize={25} />);
    expect((screen.getByRole('radio', { name: '25' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Standard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(JSON.parse(String(writes()[0]?.[1]?.body))).toEqual({ tablePageSize: null });
    expect(onClose).not.toHaveBeenCalled();
  });
});
