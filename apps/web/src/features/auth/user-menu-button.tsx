import type { Me } from '@maklerwerk/domain';
import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { userKindLabel } from './user-kind-label';
import classes from './user-menu.module.css';

function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

type Props = ComponentPropsWithRef<'button'> & { user: Me['originalUser'] };

/**
 * The header's button of the user menu: avatar, name and kind of the logged-in user. Its accessible
 * name is its visible text after a hidden „Benutzermenü von“ (WCAG 2.5.3: a speech user says what he sees).
 */
export function UserMenuButton({ user, className, ...props }: Props) {
  return (
    <UnstyledButton className={clsx(classes.target, className)} {...props}>
      <VisuallyHidden>Benutzermenü von </VisuallyHidden>
      <Group gap={10} wrap="nowrap">
        <Avatar color="brand" radius="xl" size={34} aria-hidden className={classes.avatar}>
          {initialsOf(user.displayName)}
        </Avatar>
        <div className={classes.name}>
          <Text size="sm" fw={600} lh={1.2} truncate>
            {user.displayName}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            {userKindLabel[user.kind]}
          </Text>
        </div>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
