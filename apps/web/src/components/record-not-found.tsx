import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** A Tabler icon for the kind of record, drawn at 30 px. */
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The way back (a ButtonLink), when there is one. */
  action?: ReactNode;
  /** 1 where the card is the page's only heading, 2 under a contract's header. */
  order?: 1 | 2;
};

/** A record that does not exist or that the user may not see: the API answers both with 404. */
export function RecordNotFound({ icon, title, children, action, order = 2 }: Props) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={order} fz="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={440}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
