import type { ContractDetails } from '@maklerwerk/domain';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuilding, IconCar, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HrefLink } from '../../components/href-link';
import { ActionIconLink, AnchorLink } from '../../components/router-links';
import type { BackCrumb } from '../../lib/back-crumb';
import { setBackCrumb } from '../../lib/back-crumb';
import classes from './vertrag-header.module.css';
import { ContractStatusBlock } from './vertrag-status-block';

type Props = {
  contract: ContractDetails;
  /** In a customer tab, the way back leads to that customer's contracts. */
  backToCustomerId?: number;
  /** The open details step, written into the way back (spec 2.1). */
  stepKey?: string;
  /** 'zurück zu Details' after leaving this contract's details. */
  detailsCrumb?: BackCrumb | null;
  onOpenHistory: () => void;
  /** The vehicle step is visible: the edit icon beside Kennzeichen opens it. */
  canOpenVehicle: boolean;
  canChangeStatus: boolean;
  actions: ReactNode;
};

/** Spec 2.1 header: company link, description, policy number, status pill, Kennzeichen, way back. */
export function ContractHeader(props: Props) {
  const { contract, backToCustomerId, stepKey, detailsCrumb, onOpenHistory, canOpenVehicle } = props;
  const title = contract.bezeichnung || contract.sparte.name;
  const backSearch = { ...(backToCustomerId ? { customerId: backToCustomerId } : {}), ...(stepKey ? { stepKey } : {}) };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.header}>
      <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <AnchorLink
            to="/home/versicherungen/insurance-group"
            search={backSearch}
            size="sm"
            className={classes.back}
            onClick={() => setBackCrumb(null)}
          >
            <IconArrowLeft size={16} aria-hidden />
            zurück zu Versicherungen
          </AnchorLink>
          {detailsCrumb && (
            <Anchor component={HrefLink} href={detailsCrumb.href} size="sm" className={classes.back}>
              <IconArrowLeft size={16} aria-hidden />
              {detailsCrumb.label}
            </Anchor>
          )}
        </Group>
        <Text size="xs" c="dimmed" aria-label="Kategorie und Beschreibung">
          {contract.sparte.kategorieName} | {title}
        </Text>
      </Group>
      <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap" className={classes.main}>
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
              <Anchor
                component="button"
                type="button"
                size="sm"
                className={classes.numberLink}
                onClick={onOpenHistory}
                title="Historische VSNR anzeigen"
              >
                {contract.nummer}
              </Anchor>
            </Text>
            {contract.kennzeichen && (
              <Group gap={4} wrap="nowrap">
                <Badge
                  variant="outline"
                  color="dark"
                  radius="xs"
                  size="lg"
                  leftSection={<IconCar size={14} aria-hidden />}
                  tt="none"
                  classNames={{ root: classes.plate, label: classes.plateLabel }}
                  aria-label={`Kennzeichen ${contract.kennzeichen}`}
                >
                  {contract.kennzeichen}
                </Badge>
                {canOpenVehicle && (
                  <ActionIconLink
                    to="/home/versicherungen/insurance-group/details/$contractId"
                    params={{ contractId: contract.id }}
                    search={{ stepKey: 'fahrzeugDaten' }}
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label="Fahrzeugdaten bearbeiten"
                    title="Fahrzeugdaten bearbeiten"
                  >
                    <IconPencil size={15} />
                  </ActionIconLink>
                )}
              </Group>
            )}
          </Group>
        </Stack>
        <Group gap="sm" align="flex-start" wrap="nowrap" className={classes.side}>
          <ContractStatusBlock contract={contract} canChangeStatus={props.canChangeStatus} />
          {props.actions}
        </Group>
      </Group>
    </Paper>
  );
}
