import { canSubmitSubject, KOMMUNIKATION_LIMITS, type KommunikationRow } from '@maklerwerk/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { errorMessage } from '../../lib/api-client';
import { useChangeSubjectMutation } from './kommunikation.queries';

type Props = { contractId: number; row: Pick<KommunikationRow, 'commId' | 'subject'>; onClose: () => void };

/** Spec §5: change a mail's subject; 'Ändern' is disabled while the subject is empty after trimming. */
export function ChangeSubjectModal({ contractId, row, onClose }: Props) {
  const [subject, setSubject] = useState(row.subject ?? '');
  const change = useChangeSubjectMutation(contractId);
  const submit = async () => {
    await change.mutateAsync({ commId: row.commId, subject: subject.trim() });
    notifications.show({ color: 'teal', message: 'Der Betreff wurde geändert.' });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Betreff ändern" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSubmitSubject(subject)) {
            void submit().catch(() => undefined);
          }
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Betreff"
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            maxLength={KOMMUNIKATION_LIMITS.subject}
            data-autofocus
          />
          <FormAlert message={change.isError ? errorMessage(change.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={!canSubmitSubject(subject)} loading={change.isPending}>
              Ändern
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
