import { contractNodeIds, dokumentNodeLabel, type MailAttachment } from '@maklerwerk/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { errorMessage } from '../../lib/api-client';
import { useFileAttachmentMutation } from './kommunikation.queries';

type NodeId = 'VERTRAGSUNTERLAGEN' | 'SCHADENSUNTERLAGEN' | 'KORRESPONDENZ' | 'BERATUNG' | 'SONSTIGES';

type Props = { commId: number; contractId: number; attachment: MailAttachment; onClose: () => void };

/** 'Ins Archiv': an attachment of the mail becomes a document in a folder of the contract. */
export function FileAttachmentModal({ commId, contractId, attachment, onClose }: Props) {
  const [nodeId, setNodeId] = useState<NodeId>('KORRESPONDENZ');
  const file = useFileAttachmentMutation(contractId);
  const submit = async () => {
    await file.mutateAsync({ commId, attachmentId: attachment.id, nodeId });
    notifications.show({
      color: 'teal',
      message: `„${attachment.name}“ liegt jetzt unter ${dokumentNodeLabel[nodeId]}.`,
    });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Im Archiv ablegen" centered>
      <Stack gap="sm">
        <Text size="sm">„{attachment.name}“ als Dokument des Vertrags ablegen:</Text>
        <Select
          label="Ordner"
          value={nodeId}
          onChange={(v) => v && setNodeId(v as NodeId)}
          data={contractNodeIds.map((n) => ({ value: n, label: dokumentNodeLabel[n] }))}
          allowDeselect={false}
          data-autofocus
        />
        <FormAlert message={file.isError ? errorMessage(file.error) : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button loading={file.isPending} onClick={() => void submit().catch(() => undefined)}>
            Ablegen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
