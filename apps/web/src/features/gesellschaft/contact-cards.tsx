import type { Ansprechpartner } from '@maklerwerk/domain';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconMail, IconPhone } from '@tabler/icons-react';
import { ContactPhone } from './contact-phone';

/** Contact persons on a phone: one card each instead of a seven-column table. */
export function ContactCards({ items, canCall }: { items: Ansprechpartner[]; canCall: boolean }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Ansprechpartner">
      {items.map((row) => (
        <Paper key={row.id} component="li" withBorder p="sm">
          <Text fw={600} size="sm">
            {row.name}
          </Text>
          {row.typ && (
            <Text size="xs" c="dimmed">
              {row.typ}
            </Text>
          )}
          <Stack gap={4} mt={8}>
            {row.email && (
              <Group gap={6} wrap="nowrap">
                <IconMail size={14} color="var(--mantine-color-gray-6)" aria-label="E-Mail" />
                <Anchor href={`mailto:${row.email}`} size="sm" truncate>
                  {row.email}
                </Anchor>
              </Group>
            )}
            {row.telefon && (
              <Group gap={6} wrap="nowrap">
                <IconPhone size={14} color="var(--mantine-color-gray-6)" aria-label="Telefon" />
                <ContactPhone number={row.telefon} canCall={canCall} />
              </Group>
            )}
            {row.mobil && (
              <Group gap={6} wrap="nowrap">
                <IconDeviceMobile size={14} color="var(--mantine-color-gray-6)" aria-label="Mobil" />
                <ContactPhone number={row.mobil} canCall={canCall} />
              </Group>
            )}
            {row.fax && (
              <Text size="sm" c="dimmed">
                Fax {row.fax}
              </Text>
            )}
          </Stack>
          {row.beschreibung && (
            <Text size="xs" c="dimmed" mt={8}>
              {row.beschreibung}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
