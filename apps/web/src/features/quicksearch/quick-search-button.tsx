import { ActionIcon, Button } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import classes from './quick-search-button.module.css';

// The dialog, its list and query live in their own chunk: the first page loads only this button.
const loadDialog = () => import('./quick-search-dialog');
const QuickSearchDialog = lazy(loadDialog);

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const shortcut = isMac ? '⌘K' : 'Strg+K';

/** 'Suchen …' in the header, also Ctrl+K and ⌘K from anywhere (spec 002 §7.1 getQuickSearch). */
export function QuickSearchButton() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  // mod = Ctrl or ⌘; also while typing in another field.
  useHotkeys([['mod+K', open]], [], true);
  const preload = () => void loadDialog();

  return (
    <>
      <Button
        variant="default"
        className={classes.trigger}
        leftSection={<IconSearch size={16} />}
        onClick={open}
        onMouseEnter={preload}
        onFocus={preload}
        aria-keyshortcuts="Control+K Meta+K"
        visibleFrom="sm"
      >
        Suchen …<span className={classes.kbd}>{shortcut}</span>
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="sm"
        onClick={open}
        aria-label="Suchen"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <IconSearch size={18} />
      </ActionIcon>
      {loaded && (
        <Suspense fallback={null}>
          <QuickSearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
