import { Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ButtonLink } from './router-links';

export function NotFoundPage() {
  useDocumentTitle('Seite nicht gefunden – Maklerwerk');
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Text fz={64} fw={700} c="brand.2" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2" ta="center">
          Seite nicht gefunden
        </Title>
        <Text c="dimmed" ta="center">
          Die aufgerufene Adresse gibt es in Maklerwerk nicht. Vielleicht wurde sie verschoben oder falsch eingegeben.
        </Text>
        <ButtonLink to="/home/versicherungen/insurance-group" mt="sm">
          Zu den Versicherungen
        </ButtonLink>
      </Stack>
    </Center>
  );
}
