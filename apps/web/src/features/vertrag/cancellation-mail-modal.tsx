import type { ContractDetails } from '@maklerwerk/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gesellschaftInfoQueryOptions } from '../../lib/gesellschaft-queries';

type Props = {
  contract: Pick<ContractDetails, 'nummer' | 'kunde' | 'gesellschaft' | 'bezeichnung'>;
  opened: boolean;
  onClose: () => void;
};

function draftOf(contract: Props['contract']): string {
  return [
    'Sehr geehrte Damen und Herren,',
    '',
    `hiermit kündigen wir im Auftrag unseres Kunden ${contract.kunde.name} die Versicherung ` +
      `${contract.nummer} (${contract.bezeichnung}) fristgerecht zum nächstmöglichen Zeitpunkt.`,
    'Bitte bestätigen Sie uns die Kündigung und den Beendigungszeitpunkt schriftlich.',
    '',
    'Mit freundlichen Grüßen',
  ].join('\n');
}

/** Spec 4: cancellation by mail, offered only while canMail holds and no cancellation is running. */
export function CancellationMailModal({ contract, opened, onClose }: Props) {
  const company = useQuery({ ...gesellschaftInfoQueryOptions(contract.gesellschaft.id), enabled: opened });
  const [text, setText] = useState(() => draftOf(contract));
  useEffect(() => {
    if (opened) {
      setText(draftOf(contract));
    }
  }, [opened, contract]);
  const subject = `Kündigung Versicherungsnummer ${contract.nummer}`;
  const to = company.data?.email ?? '';
  const href = `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
  return (
    <Modal opened={opened} onClose={onClose} title="Kündigung per E-Mail" size="lg" centered>
      <Stack gap="sm">
        <Text size="sm">
          An: <b>{to || contract.gesellschaft.name}</b>
        </Text>
        <Text size="sm">
          Betreff: <b>{subject}</b>
        </Text>
        <Textarea label="Text" value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={8} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button component="a" href={href} leftSection={<IconMail size={16} />} onClick={onClose}>
            E-Mail öffnen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
