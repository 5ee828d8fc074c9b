import { type DokumentNodeId, formatDate, formatFileSize } from '@maklerwerk/domain';
import { Alert, Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { posteingangQueryOptions, usePickUpMutation } from './dokument.queries';

/** 'Dokumente abholen': documents of the customer's Posteingang into the open folder of this contract. */
export function PickUpModal({
  opened,
  contractId,
  kundeId,
  nodeId,
  nodeLabel,
  onClose,
}: {
  opened: boolean;
  contractId: number;
  kundeId: number;
  nodeId: DokumentNodeId;
  nodeLabel: string;
  onClose: () => void;
}) {
  const inbox = useQuery({ ...posteingangQueryOptions(kundeId, 0, 100), enabled: opened });
  const pickUp = usePickUpMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setChosen([]);
    setError(null);
    onClose();
  };
  const submit = async () => {
    setError(null);
    try {
      const { moved } = await pickUp.mutateAsync({ insuranceId: contractId, nodeId, documentIds: chosen });
      notifications.show({
        color: 'teal',
        message: `${moved === 1 ? 'Ein Dokument wurde' : `${moved} Dokumente wurden`} in „${nodeLabel}“ übernommen.`,
      });
      close();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const items = inbox.data?.items ?? [];
  return (
    <Modal opened={opened} onClose={close} title="Dokumente abholen" centered size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Dokumente aus dem Posteingang des Kunden in den Ordner „{nodeLabel}“ übernehmen.
        </Text>
        {inbox.isLoading && <Skeleton height={120} />}
        {!inbox.isLoading && items.length === 0 && <Text size="sm">Keine Dokumente im Posteingang.</Text>}
        {items.map((item) => (
          <Checkbox
            key={item.id}
            checked={chosen.includes(item.id)}
            onChange={(e) =>
              setChosen((ids) => (e.currentTarget.checked ? [...ids, item.id] : ids.filter((id) => id !== item.id)))
            }
            label={`${item.bezeichnung} (${formatDate(item.datum)}, ${formatFileSize(item.size)})`}
          />
        ))}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={close} disabled={pickUp.isPending}>
            Abbrechen
          </Button>
          <Button onClick={submit} disabled={chosen.length === 0} loading={pickUp.isPending}>
            Abholen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
