import {
  type EditorParticipant,
  editParticipantLabel,
  PHONE_MAX,
  participantAddressError,
  participantAddressKind,
} from '@maklerwerk/domain';
import { Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  participant: EditorParticipant;
  /** Office users type addresses; a customer's session keeps the known one (mayTypeParticipantAddress). */
  addressEditable: boolean;
  onSave: (next: EditorParticipant) => void;
  onClose: () => void;
};

type AddressMode = 'mail' | 'fax';

/**
 * Name and e-mail of a participant, or its fax number in fax mode (spec §3.2, §4.2): an empty name makes
 * the address the label. The address is checked with the domain's rule of its mode (the server checks it again).
 */
export function ParticipantEditModal({ participant, addressEditable, onSave, onClose }: Props) {
  const [name, setName] = useState(participant.name);
  const [email, setEmail] = useState(participant.email);
  const [mode, setMode] = useState<AddressMode>(participantAddressKind(participant.email));
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const problem = addressEditable ? participantAddressError(email, mode) : null;
    if (problem) {
      setError(problem);
      return;
    }
    onSave({ ...participant, ...editParticipantLabel({ name, email }) });
    onClose();
  };
  const fax = mode === 'fax';
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
        {addressEditable && (
          <SegmentedControl
            aria-label="Erreichbar per"
            value={mode}
            onChange={(next) => {
              setMode(next as AddressMode);
              setError(null);
            }}
            data={[
              { value: 'mail', label: 'E-Mail' },
              { value: 'fax', label: 'Fax' },
            ]}
          />
        )}
        <TextInput
          label={fax ? 'Fax' : 'E-Mail'}
          type={fax ? 'tel' : 'email'}
          value={email}
          maxLength={fax ? PHONE_MAX : 254}
          disabled={!addressEditable}
          error={error}
          description={addressEditable ? undefined : 'Die E-Mail-Adresse übernimmt das Büro aus seinen Daten.'}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(null);
          }}
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
