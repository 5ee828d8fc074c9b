import { Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ButtonLink } from './router-links';

/** /role-forbidden (spec §2, §8): the application type is unknown or no link can be built. */
export function RoleForbiddenPage() {
  useDocumentTitle('Kein Zugriff – Maklerwerk');
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} fz="h2" ta="center">
          Kein Zugriff
        </Title>
        <Text ta="center">Für diese Anwendung fehlt Ihnen die Berechtigung oder der Link ist ungültig.</Text>
        <ButtonLink to="/home/versicherungen/insurance-group" mt="sm">
          Zu den Versicherungen
        </ButtonLink>
      </Stack>
    </Center>
  );
}
