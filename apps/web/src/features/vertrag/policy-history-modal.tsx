import { type ContractDetails, formatDate } from '@maklerwerk/domain';
import { Alert, Button, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { policeNrHistoryQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { useOpenRelatedContract } from './use-open-related-contract';

type Props = { contract: Pick<ContractDetails, 'id' | 'kunde' | 'nummer'>; opened: boolean; onClose: () => void };

/** 'Historische VSNR' (spec 2.10): earlier policy numbers; one carried by another contract can be opened. */
export function PolicyHistoryModal({ contract, opened, onClose }: Props) {
  const history = useQuery({ ...policeNrHistoryQueryOptions(contract.id), enabled: opened });
  const openRelated = useOpenRelatedContract(contract);
  const [opening, setOpening] = useState<string | null>(null);
  // Phones: the date goes under the number, so the button keeps its room.
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });

  const open = async (polNr: string) => {
    setOpening(polNr);
    const opened = await openRelated(polNr);
    setOpening(null);
    if (opened) {
      onClose();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Historische VSNR" size="lg" centered>
      <Text size="sm" c="dimmed" mb="md">
        Frühere Versicherungsnummern der Versicherung {contract.nummer}.
      </Text>
      {history.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorMessage(history.error)}
        </Alert>
      ) : !history.data ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : history.data.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          Keine historischen Versicherungsnummern vorhanden.
        </Text>
      ) : (
        <Table layout="fixed" verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Versicherungsnummer</Table.Th>
              {!narrow && (
                <Table.Th w={120} style={{ whiteSpace: 'nowrap' }}>
                  geändert am
                </Table.Th>
              )}
              <Table.Th w={narrow ? 130 : 170} aria-label="Aktion" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((row) => (
              <Table.Tr key={`${row.polNr}-${row.dateChanged}`}>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Text size="sm" fw={500}>
                    {row.polNr}
                  </Text>
                  {narrow && (
                    <Text size="xs" c="dimmed">
                      geändert am {formatDate(row.dateChanged)}
                    </Text>
                  )}
                </Table.Td>
                {!narrow && (
                  <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDate(row.dateChanged)}</Table.Td>
                )}
                <Table.Td ta="right">
                  {row.newVertragExists && (
                    <Button
                      size="xs"
                      variant="light"
                      rightSection={narrow ? undefined : <IconExternalLink size={14} />}
                      loading={opening === row.polNr}
                      disabled={opening !== null && opening !== row.polNr}
                      onClick={() => void open(row.polNr)}
                      aria-label={`Vertrag öffnen: ${row.polNr}`}
                    >
                      Vertrag öffnen
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
