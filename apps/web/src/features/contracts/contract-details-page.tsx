import { Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLayoutList } from '@tabler/icons-react';
import { ContractHints } from './contract-hints';
import { ContractView } from './contract-view';

export function ContractDetailsPage({ id }: { id: number }) {
  return (
    <ContractView id={id} skeleton={<Skeleton height={160} />}>
      {(contract) => (
        <>
          <ContractHints fehler={contract.fehler} />
          <Paper withBorder p="xl">
            <Stack align="center" gap="xs">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <IconLayoutList size={26} stroke={1.5} />
              </ThemeIcon>
              <Text fw={600}>Die Detailansicht folgt.</Text>
              <Text size="sm" c="dimmed" ta="center" maw={460}>
                Hier erscheinen die Schritte der Versicherung – allgemeine Daten, Schadensmeldungen, Dokumente,
                Anmerkungen und mehr.
              </Text>
            </Stack>
          </Paper>
        </>
      )}
    </ContractView>
  );
}
