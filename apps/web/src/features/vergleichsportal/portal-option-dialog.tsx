import type { ExternalAccessEntry, PortalOptions } from '@maklerwerk/domain';
import { Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../components/fields/dialog-actions';
import { FormAlert } from '../../components/fields/form-alert';

type Props = {
  entry: ExternalAccessEntry | null;
  onClose: () => void;
  onOpen: (options: PortalOptions) => Promise<void>;
  failure: string | null;
};

/** Widget 9: whether to transfer the customer's data, or to anonymise name and address (USER_ANONYMOUS). */
export function PortalOptionDialog({ entry, onClose, onOpen, failure }: Props) {
  const [kundendaten, setKundendaten] = useState(true);
  const [userAnonymous, setUserAnonymous] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    if (entry) {
      setKundendaten(true);
      setUserAnonymous(false);
    }
  }, [entry]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await onOpen({ kundendaten, userAnonymous: kundendaten && userAnonymous });
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry?.itemLabel ?? ''} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          {entry?.companyLabel && (
            <Text size="sm" c="dimmed">
              {entry.companyLabel}
            </Text>
          )}
          <Checkbox
            label="Kundendaten übertragen"
            description="Geburtsdatum, Anschrift und Kontaktdaten des Kunden werden mitgegeben."
            checked={kundendaten}
            onChange={(e) => setKundendaten(e.currentTarget.checked)}
          />
          <Checkbox
            label="Name und Anschrift anonymisieren"
            description="Name, Straße, Hausnummer, Kontaktdaten und Versicherungsnummer bleiben hier."
            checked={kundendaten && userAnonymous}
            disabled={!kundendaten}
            onChange={(e) => setUserAnonymous(e.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            Die Übergabe wird im Änderungslog der Versicherung festgehalten.
          </Text>
          <FormAlert message={failure} />
          <DialogActions submitLabel={entry?.actionLabel ?? 'Öffnen'} onCancel={onClose} submitting={submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
