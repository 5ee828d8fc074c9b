import { type EditorParticipant, editParticipantLabel } from '@maklerwerk/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  participant: EditorParticipant;
  /** Office users type addresses; a customer's session keeps the known one (mayTypeParticipantAddress). */
  addressEditable: boolean;
  onSave: (next: EditorParticipant) => void;
  onClose: () => void;
};

/** Name and e-mail of a participant (spec §4.2): an empty name makes the e-mail the label. */
export function ParticipantEditModal({ participant, addressEditable, onSave, onClose }: Props) {
  const [name, setName] = useState(participant.name);
  const [email, setEmail] = useState(participant.email);
  const save = () => {
    onSave({ ...participant, ...editParticipantLabel({ name, email }) });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Beteiligten bearbeiten" centered>
      {/* No nested form: submit events bubble through the portal into the editor's form. */}
      <Stack gap="sm">
        <TextInput
          label="Name"
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label="E-Mail"
          type="email"
          value={email}
          maxLength={254}
          disabled={!addressEditable}
          description={addressEditable ? undefined : 'Die E-Mail-Adresse übernimmt das Büro aus seinen Daten.'}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button onClick={save}>Übernehmen</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
