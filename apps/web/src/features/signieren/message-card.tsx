import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  message: string;
  tone: 'success' | 'info' | 'error';
  icon: ReactNode;
};

const toneColor = { success: 'teal', info: 'brand', error: 'red' } as const;

/** The whole page when there is nothing (more) to sign: a centred card with the server's German message. */
export function MessageCard({ title, message, tone, icon }: Props) {
  useDocumentTitle(`${title} – Maklerwerk`);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        <Stack align="center" gap="sm" role={tone === 'error' ? 'alert' : 'status'}>
          <ThemeIcon size={56} radius="xl" variant="light" color={toneColor[tone]} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} fz="h3" ta="center">
            {title}
          </Title>
          <Text ta="center" style={{ textWrap: 'balance' }}>
            {message}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
