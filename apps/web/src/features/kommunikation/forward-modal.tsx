import type { ComposerKind } from '@maklerwerk/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconBuilding, IconMail, IconUser } from '@tabler/icons-react';

type Props = { company: string; onChoose: (kind: ComposerKind) => void; onClose: () => void };

/** Spec §4: an insurance mail is forwarded through the company selector first. */
export function ForwardModal({ company, onChoose, onClose }: Props) {
  return (
    <Modal opened onClose={onClose} title="Weiterleiten" centered>
      <Stack gap="sm">
        <Text size="sm">An wen soll die E-Mail weitergeleitet werden?</Text>
        <Button
          variant="light"
          justify="flex-start"
          leftSection={<IconBuilding size={16} />}
          onClick={() => onChoose('forward-gesellschaft')}
        >
          An die Gesellschaft ({company.split(' ')[0]})
        </Button>
        <Button
          variant="light"
          justify="flex-start"
          leftSection={<IconUser size={16} />}
          onClick={() => onChoose('forward-kunde')}
        >
          An den Kunden
        </Button>
        <Button
          variant="default"
          justify="flex-start"
          leftSection={<IconMail size={16} />}
          onClick={() => onChoose('forward')}
        >
          An eine andere Adresse
        </Button>
      </Stack>
    </Modal>
  );
}
