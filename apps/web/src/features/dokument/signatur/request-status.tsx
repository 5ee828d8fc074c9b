import { formatDateTime, type SignRequestState, type SignRequestView } from '@maklerwerk/domain';
import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { downloadUrl } from '../../../shared/dokumentenarchiv/dokument.queries';
import { RequestEvents } from './request-events';
import { signerColourAt } from './signatur-draft';
import { SignerStatus } from './signer-status';

export const requestStateLabel: Record<SignRequestState, string> = {
  OFFEN: 'läuft',
  UNTERSCHRIEBEN: 'unterschrieben',
  ABGELEHNT: 'abgelehnt',
  ZURUECKGEZOGEN: 'zurückgezogen',
};
const requestStateColour: Record<SignRequestState, string> = {
  OFFEN: 'brand',
  UNTERSCHRIEBEN: 'green',
  ABGELEHNT: 'red',
  ZURUECKGEZOGEN: 'gray',
};

type Props = {
  request: SignRequestView;
  nodeId: string;
  bezeichnung: string;
  /** Fresh links by signer id (use-fresh-links). */
  links: ReadonlyMap<number, string>;
  title?: string;
  onWithdraw: () => Promise<unknown>;
  onRenew: (signerId: number) => Promise<unknown>;
};

/** A running or finished request: its state, the signers in order, the trail and the signed file. */
export function RequestStatus({
  request,
  nodeId,
  bezeichnung,
  links,
  title = 'Unterschriftsanfrage',
  onWithdraw,
  onRenew,
}: Props) {
  const [asking, setAsking] = useState<'withdraw' | number | null>(null);
  const running = request.state === 'OFFEN';
  const renewing = typeof asking === 'number' ? request.signers.find((s) => s.id === asking) : undefined;
  const signers = [...request.signers].sort((a, b) => a.order - b.order);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge color={requestStateColour[request.state]} variant="light" radius="sm" tt="none" fw={600}>
          {requestStateLabel[request.state]}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        gesendet am {formatDateTime(request.createdAt)} von {request.createdBy}
      </Text>
      {request.state === 'UNTERSCHRIEBEN' && request.signedFileId !== null && (
        <Button
          component="a"
          href={downloadUrl(nodeId, request.signedFileId, true)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          w="fit-content"
        >
          Unterschriebenes Dokument öffnen
        </Button>
      )}
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Unterschreibende Personen">
        {signers.map((signer, i) => (
          <li key={signer.id}>
            {i > 0 && <Divider mb="sm" />}
            <SignerStatus
              signer={signer}
              colour={signerColourAt(request.signers.indexOf(signer))}
              running={running}
              link={links.get(signer.id)}
              onRenew={() => setAsking(signer.id)}
            />
          </li>
        ))}
      </Stack>
      {running && (
        <Button
          variant="outline"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setAsking('withdraw')}
          w="fit-content"
        >
          Anfrage zurückziehen
        </Button>
      )}
      <RequestEvents events={request.events} />

      <ConfirmModal
        opened={asking === 'withdraw'}
        title="Anfrage zurückziehen?"
        confirmLabel="Zurückziehen"
        danger
        onConfirm={async () => {
          await onWithdraw();
        }}
        onClose={() => setAsking(null)}
      >
        {`Möchten Sie die Unterschriftsanfrage für „${bezeichnung}“ wirklich zurückziehen? Alle Links dieser Anfrage werden sofort ungültig.`}
      </ConfirmModal>
      <ConfirmModal
        opened={renewing !== undefined}
        title="Neuen Link erzeugen?"
        confirmLabel="Neuen Link erzeugen"
        onConfirm={async () => {
          if (renewing) {
            await onRenew(renewing.id);
          }
        }}
        onClose={() => setAsking(null)}
      >
        {renewing
          ? `Für ${renewing.name} wird ein neuer Link erzeugt; der bisherige Link gilt danach nicht mehr.${
              renewing.email && renewing.state === 'OFFEN' ? ` Der neue Link wird an ${renewing.email} gesendet.` : ''
            }`
          : ''}
      </ConfirmModal>
    </Stack>
  );
}
