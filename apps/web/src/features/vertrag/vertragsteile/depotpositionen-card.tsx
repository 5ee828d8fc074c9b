import { type ContractDetails, formatCents, formatWaehrung } from '@maklerwerk/domain';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { depotpositionenQueryOptions } from './vertragsteile.queries';

/** 'Depotpositionen' of the policy number (spec §7.2): positions and totals per currency (decision 0025). */
export function DepotpositionenCard({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const depot = useQuery(depotpositionenQueryOptions(contract.id));
  const data = depot.data;
  if (depot.isError) {
    return null;
  }
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="depot-title">
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Text fw={600} id="depot-title">
            Depotpositionen
          </Text>
          <Text size="sm" c="dimmed">
            {data
              ? `Vertragsnummer ${data.vertragsNr} · ${data.anzahl} ${data.anzahl === 1 ? 'Position' : 'Positionen'}`
              : ' '}
          </Text>
        </div>
        {data ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Fondswert gesamt
            </Text>
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {formatCents(data.fondswertEuroGesamt)}
            </Text>
          </Stack>
        ) : (
          <Skeleton height={40} width={160} />
        )}
      </Group>
      {data && data.summen.length > 0 && (
        <Group gap="xl" mt="sm">
          {data.summen.map((s) => (
            <div key={s.waehrung}>
              <Text size="xs" c="dimmed">
                {s.waehrung} · {s.anzahl} {s.anzahl === 1 ? 'Position' : 'Positionen'}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                Fondswert {formatWaehrung(s.fondswert, s.waehrung)}
                {s.waehrung !== 'EUR' && ` · ${formatCents(s.fondswertEuro)}`}
              </Text>
            </div>
          ))}
        </Group>
      )}
    </Paper>
  );
}
