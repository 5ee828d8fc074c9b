import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { errorMessage } from '../../lib/api-client';
import { newContractOptionsQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { useDatenimportZuordnungMutation } from './datenimport.queries';

function VuNummerZuordnen({ importId, vuNummer }: { importId: number; vuNummer: string }) {
  const gesellschaften = useQuery({
    ...newContractOptionsQueryOptions(),
    // The Gesellschaften a new contract may name: the same choice for an unknown VU-Nummer.
    select: (options) => options.gesellschaften,
  });
  const mutation = useDatenimportZuordnungMutation(importId);
  const [gesellschaftId, setGesellschaftId] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={`Gesellschaft für VU-Nummer ${vuNummer}`}
          placeholder={gesellschaften.isLoading ? 'Wird geladen …' : 'Gesellschaft wählen'}
          data={gesellschaften.data ?? []}
          value={gesellschaftId}
          onChange={setGesellschaftId}
          searchable
          nothingFoundMessage="Keine Gesellschaft gefunden."
          error={gesellschaften.isError ? errorMessage(gesellschaften.error) : undefined}
          style={{ flex: '1 1 260px' }}
          maw={420}
        />
        <Button
          disabled={gesellschaftId === null}
          loading={mutation.isPending}
          onClick={() =>
            gesellschaftId !== null && mutation.mutate({ vuNummer, gesellschaftId: Number(gesellschaftId) })
          }
        >
          Zuordnen
        </Button>
      </Group>
      <FormAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
    </Stack>
  );
}

/** Each VU-Nummer of the file without a Gesellschaft yet: pick it once, it is remembered (issue 38, 2). */
export function DatenimportVuZuordnung({ importId, vuNummern }: { importId: number; vuNummern: string[] }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBuildingBank size={18} />}
      title={vuNummern.length === 1 ? 'Unbekannte VU-Nummer' : 'Unbekannte VU-Nummern'}
    >
      <Stack gap="sm">
        <Text size="sm">
          {vuNummern.length === 1
            ? 'Für diese VU-Nummer ist noch keine Gesellschaft hinterlegt.'
            : 'Für diese VU-Nummern ist noch keine Gesellschaft hinterlegt.'}{' '}
          Die Zuordnung wird gespeichert und gilt auch für spätere Importe; danach wird die Vorschau neu erstellt.
        </Text>
        {vuNummern.map((vuNummer) => (
          <VuNummerZuordnen key={vuNummer} importId={importId} vuNummer={vuNummer} />
        ))}
      </Stack>
    </Alert>
  );
}
