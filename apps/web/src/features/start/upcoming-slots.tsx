import type { StartPage } from '@maklerwerk/domain';
import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { OpenTasksCard } from './open-tasks-card';
import { UnreadCard } from './unread-card';

type Slot = { key: string; title: string; text: string; icon: ReactNode };

const officeSlots: Slot[] = [
  {
    key: 'sign',
    title: 'Dokumente zur Unterschrift',
    text: 'Dokumente, die auf eine Unterschrift warten, erscheinen hier, sobald die E-Signatur verfügbar ist.',
    icon: <IconSignature size={20} stroke={1.6} />,
  },
];

const customerSlots: Slot[] = [
  {
    key: 'sign',
    title: 'Dokumente zur Unterschrift',
    text: 'Dokumente, die Ihre Unterschrift brauchen, erscheinen hier, sobald die E-Signatur verfügbar ist.',
    icon: <IconSignature size={20} stroke={1.6} />,
  },
];

/**
 * Unread mail, the open tasks (office), then the places the next releases fill (signatures): shown as
 * what they will be, marked 'Folgt', one above the other.
 */
export function UpcomingSlots({
  forCustomer,
  unread,
  aufgaben,
  onTasksChanged,
}: {
  forCustomer: boolean;
  unread: StartPage['unread'] | undefined;
  aufgaben: StartPage['aufgaben'] | undefined;
  /** After saving a task in the editor: the start page loads again. */
  onTasksChanged?: () => void;
}) {
  const slots = forCustomer ? customerSlots : officeSlots;
  return (
    <Stack gap="md" h="100%">
      <UnreadCard unread={unread} forCustomer={forCustomer} />
      {!forCustomer && <OpenTasksCard aufgaben={aufgaben} onChanged={onTasksChanged} />}
      {slots.map((slot) => (
        <Paper key={slot.key} withBorder radius="md" p="md" bg="gray.0" style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={34} radius="md" variant="light" color="gray" aria-hidden>
                {slot.icon}
              </ThemeIcon>
              <Title order={2} fz="h5">
                {slot.title}
              </Title>
            </Group>
            <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500} style={{ flexShrink: 0 }}>
              Folgt
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {slot.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
