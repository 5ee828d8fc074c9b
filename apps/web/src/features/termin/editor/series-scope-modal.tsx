import type { SerienBereich } from '@maklerwerk/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';

type Props = {
  opened: boolean;
  /** 'speichern' or 'löschen': what the choice applies to. */
  action: 'speichern' | 'löschen';
  onChoose: (scope: SerienBereich) => void;
  onClose: () => void;
};

/** One occurrence of a series: only it, it and the following, or the whole series. */
export function SeriesScopeModal({ opened, action, onChoose, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Wiederkehrender Termin" centered size="sm">
      <Stack gap="sm">
        <Text size="sm">
          {action === 'speichern'
            ? 'Für welche Termine der Serie sollen die Änderungen gelten?'
            : 'Welche Termine der Serie sollen gelöscht werden?'}
        </Text>
        <Button variant="default" onClick={() => onChoose('this')} data-autofocus>
          Nur diesen Termin
        </Button>
        <Button variant="default" onClick={() => onChoose('following')}>
          Diesen und alle folgenden
        </Button>
        <Button variant="default" onClick={() => onChoose('all')}>
          Alle Termine der Serie
        </Button>
        <Button variant="subtle" onClick={onClose}>
          Abbrechen
        </Button>
      </Stack>
    </Modal>
  );
}
