import { lazy, Suspense, useState } from 'react';
import type { UserMenuProps } from './user-menu';
import { UserMenuButton } from './user-menu-button';

/** Mantine's Menu with its Popover and floating-ui: not needed to draw the shell (docs/decisions/0030). */
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * The user menu, loaded beside the first page: until it is there (a moment after the shell renders) its
 * button shows alone, and a click on it opens the menu as soon as it is.
 */
export function LazyUserMenu(props: UserMenuProps) {
  const [clicked, setClicked] = useState(false);
  return (
    <Suspense
      fallback={
        <UserMenuButton
          user={props.session.me.originalUser}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={() => setClicked(true)}
        />
      }
    >
      <UserMenu {...props} defaultOpened={clicked} />
    </Suspense>
  );
}
