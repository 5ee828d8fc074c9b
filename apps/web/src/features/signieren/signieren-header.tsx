import { type SigningSession, signerRoleLabel } from '@maklerwerk/domain';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarDue, IconShieldCheck } from '@tabler/icons-react';

const germanDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "2025-03-01T22:59:59.000Z" → "01.03.2025" (the day in Germany). */
export function formatDeadline(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : germanDate.format(date);
}

/** What is signed, by whom, for which office and until when. */
export function SigningHeader({ session }: { session: SigningSession }) {
  return (
    <Paper component="header" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={6}>
        <Group gap={8} wrap="nowrap">
          <ThemeIcon size={26} radius="sm" aria-hidden>
            <IconShieldCheck size={16} stroke={1.8} />
          </ThemeIcon>
          <Text size="sm" fw={600} c="brand.9">
            Maklerwerk · Dokument unterschreiben
          </Text>
        </Group>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
          {session.documentName}
        </Title>
        <Text>
          für {session.signerName} ({signerRoleLabel[session.role]})
        </Text>
        <Text size="sm" c="dimmed">
          {session.office}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendarDue size={16} aria-hidden />
          <Text size="sm">Unterschrift möglich bis zum {formatDeadline(session.expiresAt)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
