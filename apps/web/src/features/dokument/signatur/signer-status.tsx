import {
  canRenewLink,
  formatDateTime,
  RENEW_WAITING_TEXT,
  type SignerState,
  type SignerView,
  signerRoleLabel,
  signerStateLabel,
} from '@maklerwerk/domain';
import { Badge, Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { SignLink } from './sign-link';

const stateColour: Record<SignerState, string> = {
  WARTET: 'gray',
  OFFEN: 'brand',
  UNTERSCHRIEBEN: 'green',
  ABGELEHNT: 'red',
};

type Props = {
  signer: SignerView;
  /** His colour on the document (the fields of the request). */
  colour: string;
  /** The request still runs: open signers may get a new link. */
  running: boolean;
  /** The link just created for this signer (shown once), or undefined. */
  link: string | undefined;
  onRenew: () => void;
};

/** One signer of a request: order, name, state, times, the fresh link or 'Neuen Link erzeugen'. */
export function SignerStatus({ signer, colour, running, link, onRenew }: Props) {
  const open = signer.state === 'OFFEN' || signer.state === 'WARTET';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div>
          <Group gap={6} wrap="nowrap">
            <ColorSwatch component="span" color={`var(--mantine-color-${colour}-7)`} size={12} aria-hidden />
            <Text size="sm" fw={600}>
              {signer.order}. {signer.name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {signerRoleLabel[signer.role]}
            {signer.email ? ` · ${signer.email}` : ' · ohne E-Mail'}
          </Text>
        </div>
        <Badge color={stateColour[signer.state]} variant="light" radius="sm" tt="none" fw={600} size="sm">
          {signerStateLabel[signer.state]}
        </Badge>
      </Group>
      {signer.signedAt && <Text size="xs">unterschrieben am {formatDateTime(signer.signedAt)}</Text>}
      {signer.declinedAt && <Text size="xs">abgelehnt am {formatDateTime(signer.declinedAt)}</Text>}
      {signer.declineReason && <Text size="xs">Grund: {signer.declineReason}</Text>}
      {running && open && signer.openedAt && <Text size="xs">geöffnet am {formatDateTime(signer.openedAt)}</Text>}
      {running && open && <Text size="xs">Link gültig bis {formatDateTime(signer.expiresAt)}</Text>}
      {running && open && link && <SignLink path={link} name={signer.name} />}
      {running && open && !link && !canRenewLink(signer) && <Text size="xs">{RENEW_WAITING_TEXT}</Text>}
      {running && open && !link && canRenewLink(signer) && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRenew}
          w="fit-content"
          aria-label={`Neuen Link erzeugen für ${signer.name}`}
        >
          Neuen Link erzeugen
        </Button>
      )}
    </Stack>
  );
}
