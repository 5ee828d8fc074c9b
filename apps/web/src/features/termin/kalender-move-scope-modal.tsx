import type { SerienBereich } from '@maklerwerk/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';

type Props = {
  opened: boolean;
  /** The moved item's title. */
  label: string;
  onChoose: (scope: SerienBereich) => void;
  /** Closing without a choice puts the item back. */
  onCancel: () => void;
};

const choices: { scope: SerienBereich; label: string }[] = [
  { scope: 'this', label: 'Nur diesen Termin' },
  { scope: 'following', label: 'Diesen und alle folgenden' },
  { scope: 'all', label: 'Alle Termine der Serie' },
];

/** Moving one occurrence of a series: which occurrences the change applies to. */
export function MoveScopeModal({ opened, label, onChoose, onCancel }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Serientermin verschieben" centered size="sm">
      <Text size="sm" mb="md">
        „{label}“ gehört zu einer Serie. Welche Termine sollen verschoben werden?
      </Text>
      <Stack gap="xs">
        {choices.map((choice, index) => (
          <Button
            key={choice.scope}
            variant={index === 0 ? 'filled' : 'light'}
            onClick={() => onChoose(choice.scope)}
            data-autofocus={index === 0 ? true : undefined}
            fullWidth
          >
            {choice.label}
          </Button>
        ))}
        <Button variant="default" onClick={onCancel} fullWidth>
          Abbrechen
        </Button>
      </Stack>
    </Modal>
  );
}
