import type { ContractHeader as ContractHeaderData } from '@maklerwerk/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuilding, IconCar } from '@tabler/icons-react';
import { AnchorLink } from '../../components/router-links';
import { StatusPill } from '../../components/status-pill';
import classes from './contract-header.module.css';

type Props = {
  contract: ContractHeaderData;
  /** In a customer tab, the way back leads to that customer's contracts. */
  backToCustomerId?: number;
  /** The policy number links to the details unless they are already shown. */
  linkPolicyNumber?: boolean;
};

/** Spec 2.1 header: company link, description, policy number, status pill, Kennzeichen, way back. */
export function ContractHeader({ contract, backToCustomerId, linkPolicyNumber = false }: Props) {
  const title = contract.bezeichnung || contract.sparte.name;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.header}>
      <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
        <AnchorLink
          to="/home/versicherungen/insurance-group"
          search={backToCustomerId ? { customerId: backToCustomerId } : {}}
          size="sm"
          className={classes.back}
        >
          <IconArrowLeft size={16} aria-hidden />
          zurück zu Versicherungen
        </AnchorLink>
        <Text size="xs" c="dimmed" aria-label="Kategorie und Beschreibung">
          {contract.sparte.kategorieName} | {contract.bezeichnung || contract.sparte.name}
        </Text>
      </Group>
      <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <AnchorLink
            to="/home/versicherungen/gesellschaft/$gesellschaftId"
            params={{ gesellschaftId: contract.gesellschaft.id }}
            size="sm"
            fw={600}
            className={classes.company}
          >
            <IconBuilding size={16} aria-hidden />
            {contract.gesellschaft.name}
          </AnchorLink>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} lh={1.25}>
            {title}
          </Title>
          <Group gap="md" mt={4} wrap="wrap">
            <Text size="sm" c="dimmed">
              Versicherungsnummer{' '}
              {linkPolicyNumber ? (
                <AnchorLink
                  to="/home/versicherungen/insurance-group/details/$id"
                  params={{ id: contract.id }}
                  size="sm"
                  fw={600}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {contract.nummer}
                </AnchorLink>
              ) : (
                <Text span size="sm" fw={600} c="dark.7" style={{ whiteSpace: 'nowrap' }}>
                  {contract.nummer}
                </Text>
              )}
            </Text>
            {contract.kennzeichen && (
              <Badge
                variant="outline"
                color="dark"
                radius="xs"
                size="lg"
                leftSection={<IconCar size={14} aria-hidden />}
                tt="none"
                className={classes.plate}
                aria-label={`Kennzeichen ${contract.kennzeichen}`}
              >
                {contract.kennzeichen}
              </Badge>
            )}
          </Group>
        </Stack>
        <StatusPill status={contract.status} size="lg" />
      </Group>
    </Paper>
  );
}
