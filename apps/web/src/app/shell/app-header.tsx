import { Badge, Burger, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { BrandMark } from '../../features/auth/brand-mark';
import { LazyUserMenu } from '../../features/auth/lazy-user-menu';
import { QuickSearchButton } from '../../features/quicksearch/quick-search-button';
import type { Session } from '../../lib/session';

type Props = {
  session: Session;
  navOpened: boolean;
  onToggleNav: () => void;
  onOpenViewAs: () => void;
  onLoggedOut: () => void;
  height: number;
};

export function AppHeader({ session, navOpened, onToggleNav, onOpenViewAs, onLoggedOut, height }: Props) {
  return (
    <Group h={height} px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Navigation schließen' : 'Navigation öffnen'}
        />
        <Link to="/home" aria-label="Maklerwerk – zur Startseite" style={{ textDecoration: 'none' }}>
          <BrandMark />
        </Link>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <QuickSearchButton />
        {session.rights.isReadOnly && (
          <LazyTooltip label="Ihr Zugang ist nur lesend. Änderungen sind nicht möglich.">
            <Badge color="gray" variant="outline" tt="none" leftSection={<IconLock size={12} aria-hidden />}>
              Nur lesend
            </Badge>
          </LazyTooltip>
        )}
        <LazyUserMenu session={session} onOpenViewAs={onOpenViewAs} onLoggedOut={onLoggedOut} />
      </Group>
    </Group>
  );
}
