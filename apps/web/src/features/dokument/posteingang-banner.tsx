import { contractNodeIds, type DokumentNodeId, dokumentNodeLabel, formatDate } from '@maklerwerk/domain';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { ASSIGN_DAMAGE_QUESTION } from '../../shared/dokumentenarchiv/assign-damage-modal';
import {
  damageReportsForAssignQueryOptions,
  posteingangQueryOptions,
  useAssignToInsuranceMutation,
} from '../../shared/dokumentenarchiv/dokument.queries';

type Props = { contractId: number; kundeId: number; mrMoneyId: number; onDone: () => void };

const folders = contractNodeIds
  .filter((n) => n !== 'SCHADENSUNTERLAGEN')
  .map((n) => ({ value: n, label: dokumentNodeLabel[n] }));

/**
 * Opened from the Posteingang (isCalledFromMrMoneyPdfbox, mrMoneyId): file the document to this
 * contract, or to one of its damage reports after the confirmation of vertrag-details.md §8.
 */
export function PosteingangBanner({ contractId, kundeId, mrMoneyId, onDone }: Props) {
  const inbox = useQuery(posteingangQueryOptions(kundeId, 0, 100));
  const reports = useQuery(damageReportsForAssignQueryOptions(contractId));
  const assign = useAssignToInsuranceMutation();
  const [nodeId, setNodeId] = useState<string>('VERTRAGSUNTERLAGEN');
  const [schadenId, setSchadenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const doc = inbox.data?.items.find((d) => d.id === mrMoneyId);

  const file = async (body: Parameters<typeof assign.mutateAsync>[0]) => {
    const result = await assign.mutateAsync(body);
    notifications.show({ color: 'teal', message: result.message });
    onDone();
  };
  if (inbox.isLoading) {
    return null;
  }
  if (!doc) {
    return (
      <Alert color="gray" variant="light" icon={<IconInbox size={18} />} title="Aus dem Posteingang">
        Das Dokument liegt nicht mehr im Posteingang dieses Kunden.
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" icon={<IconInbox size={18} />} title="Dokument aus dem Posteingang">
      <Stack gap="sm">
        <Text size="sm">
          <strong>{doc.bezeichnung}</strong> vom {formatDate(doc.datum)} ({doc.fileName})
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Ordner"
            data={folders}
            value={nodeId}
            onChange={(v) => v && setNodeId(v)}
            allowDeselect={false}
            w={220}
          />
          <Button
            loading={assign.isPending && !confirming}
            onClick={() =>
              file({
                mrMoneyId,
                insuranceId: contractId,
                mscCategory: 'VERTRAGSDOKUMENT',
                nodeId: nodeId as DokumentNodeId,
              }).catch((e: unknown) => setError(errorMessage(e)))
            }
          >
            Diesem Vertrag zuordnen
          </Button>
        </Group>
        {(reports.data?.items.length ?? 0) > 0 && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Schadensmeldung"
              placeholder="Bitte wählen"
              data={(reports.data?.items ?? []).map((r) => ({
                value: String(r.schadenId),
                label: `${r.schadennr} vom ${formatDate(r.meldedatum)}`,
              }))}
              value={schadenId}
              onChange={setSchadenId}
              w={260}
            />
            <Button variant="default" disabled={!schadenId} onClick={() => setConfirming(true)}>
              Der Schadensmeldung zuordnen
            </Button>
          </Group>
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Schaden annehmen"
        confirmLabel="Zuordnen"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          file({ mrMoneyId, insuranceId: contractId, schadenId: Number(schadenId), mscCategory: 'SCHADENSDOKUMENT' })
        }
      >
        {ASSIGN_DAMAGE_QUESTION}
      </ConfirmModal>
    </Alert>
  );
}
