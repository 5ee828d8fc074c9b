import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links';

/** A contract that does not exist or that this user may not see (the API answers both with 404). */
export function ContractNotFound() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconFileUnknown size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz="h3">
          Versicherung nicht gefunden.
        </Title>
        <Text c="dimmed" maw={440}>
          Die Versicherung existiert nicht oder Sie haben keinen Zugriff darauf.
        </Text>
        <ButtonLink to="/home/versicherungen/insurance-group" search={{}} variant="light" mt="xs">
          zurück zu Versicherungen
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
