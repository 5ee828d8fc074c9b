import type { ContractDetails } from '@maklerwerk/domain';
import { Group, Stack, Text } from '@mantine/core';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { ActionIconLink } from '../../components/router-links';
import { StatusPill } from '../../components/status-pill';

type Props = { contract: Pick<ContractDetails, 'id' | 'status'>; canChangeStatus: boolean };

/** 'Aktueller Status' with its pill; the icon beside it opens the status history (spec 2.1). */
export function ContractStatusBlock({ contract, canChangeStatus }: Props) {
  const label = canChangeStatus ? 'Status ändern' : 'Statushistorie anzeigen';
  return (
    <Stack gap={4} align="flex-end">
      <Text size="xs" c="dimmed" fw={500}>
        Aktueller Status
      </Text>
      <Group gap={4} wrap="nowrap">
        <StatusPill status={contract.status} size="lg" />
        <ActionIconLink
          to="/home/versicherungen/insurance-group/vertrag-status/$contractId"
          params={{ contractId: contract.id }}
          variant="subtle"
          color="gray"
          aria-label={label}
          title={label}
        >
          {canChangeStatus ? <IconPencil size={16} /> : <IconHistory size={16} />}
        </ActionIconLink>
      </Group>
    </Stack>
  );
}
