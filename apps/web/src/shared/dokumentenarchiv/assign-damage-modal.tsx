import { type DokumentRow, formatDate, ROW_ACTION } from '@maklerwerk/domain';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { damageReportsForAssignQueryOptions, useExecuteActionMutation } from './dokument.queries';

export const ASSIGN_DAMAGE_QUESTION =
  'Bitte bestätigen Sie, dass Sie den Schaden annehmen und die Dokumente direkt zuordnen möchten.';

/** 'Einer Schadensmeldung zuordnen' (vertrag-details.md §4): pick the report, confirm, assign. */
export function AssignDamageModal({ row, onClose }: { row: DokumentRow | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="Einer Schadensmeldung zuordnen" centered>
      {row?.vertragId != null && <AssignForm key={row.id} row={row} contractId={row.vertragId} onClose={onClose} />}
    </Modal>
  );
}

function AssignForm({ row, contractId, onClose }: { row: DokumentRow; contractId: number; onClose: () => void }) {
  const reports = useQuery(damageReportsForAssignQueryOptions(contractId));
  const execute = useExecuteActionMutation();
  const [schadenId, setSchadenId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = (reports.data?.items ?? []).map((r) => ({
    value: String(r.schadenId),
    label: `${r.schadennr} vom ${formatDate(r.meldedatum)} – ${r.schadensursacheText}`,
  }));
  const assign = async () => {
    setError(null);
    try {
      const result = await execute.mutateAsync({
        action: ROW_ACTION.assignDamage,
        nodeId: row.nodeId,
        documentId: row.id,
        sendData: [{ key: 'schadenId', value: schadenId ?? '' }],
      });
      // A response message counts as success (vertrag-details.md §4).
      notifications.show({ color: 'teal', message: result.message ?? 'Das Dokument wurde zugeordnet.' });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Dokument: <strong>{row.bezeichnung}</strong>
      </Text>
      <Select
        label="Schadensmeldung"
        placeholder={reports.isLoading ? 'Wird geladen …' : 'Bitte wählen'}
        data={options}
        value={schadenId}
        onChange={setSchadenId}
        nothingFoundMessage="Keine Schadensmeldungen vorhanden."
        required
      />
      {schadenId && (
        <Alert color="yellow" variant="light">
          {ASSIGN_DAMAGE_QUESTION}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onClose} disabled={execute.isPending}>
          Abbrechen
        </Button>
        <Button onClick={assign} disabled={!schadenId} loading={execute.isPending}>
          Zuordnen
        </Button>
      </Group>
    </Stack>
  );
}
