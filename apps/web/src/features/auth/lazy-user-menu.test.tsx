import { type Me, noRights, type SessionUser } from '@maklerwerk/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { LazyUserMenu } from './lazy-user-menu';

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
const me: Me = { user: broker, originalUser: broker, isViewingAs: false, rights: noRights, csrfToken: 't' };

describe('the user menu loaded beside the first page', () => {
  it('shows its button at once, and a click before the menu is loaded opens it once it is', async () => {
    renderWithProviders(<LazyUserMenu session={toSession(me)} onOpenViewAs={vi.fn()} onLoggedOut={vi.fn()} />);
    const button = screen.getByRole('button', { name: /^Benutzermenü von Max Makler/ });
    // Still the stand-in: Mantine's Menu.Target gives its button an id.
    expect(button.id).toBe('');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.getByText('MM')).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Abmelden' })).toBeTruthy();
    expect(screen.getByText('Angemeldet als makler')).toBeTruthy();
  });

  it('opens on a click once loaded, as Mantine’s Menu does', async () => {
    renderWithProviders(<LazyUserMenu session={toSession(me)} onOpenViewAs={vi.fn()} onLoggedOut={vi.fn()} />);
    // Loaded: the button is the menu's target (it names the menu it controls when open).
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /^Benutzermenü von Max Makler/ }).id).not.toBe(''),
    );
    expect(screen.queryByRole('menuitem', { name: 'Abmelden' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Benutzermenü von Max Makler/ }));
    expect(await screen.findByRole('menuitem', { name: 'Abmelden' })).toBeTruthy();
  });
});
