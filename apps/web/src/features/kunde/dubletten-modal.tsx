import { type CustomerDuplicate, duplicateReasonLabel, formatDate } from '@maklerwerk/domain';
import { Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { HrefLink } from '../../components/href-link';
import { customerHref } from '../../lib/open-customer';

type Props = {
  /** The possible duplicates; null closes the dialog. */
  duplicates: CustomerDuplicate[] | null;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
};

/** The duplicate warning of Neuer Kunde: who may be the same, and 'Trotzdem anlegen' to go on. */
export function DublettenModal({ duplicates, onClose, onConfirm, busy }: Props) {
  const list = duplicates ?? [];
  return (
    <Modal opened={duplicates !== null} onClose={onClose} title="Mögliche Dublette" size="lg" centered>
      <Stack gap="sm">
        <Text size="sm">
          {list.length === 1
            ? 'Es gibt bereits einen Kunden, der zu diesen Angaben passt. Bitte prüfen Sie, ob es derselbe ist.'
            : 'Es gibt bereits Kunden, die zu diesen Angaben passen. Bitte prüfen Sie, ob einer davon derselbe ist.'}
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kunde</Table.Th>
                <Table.Th>Geburtsdatum</Table.Th>
                <Table.Th>Ort</Table.Th>
                <Table.Th>Übereinstimmung</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Anchor component={HrefLink} href={customerHref(d.id)} size="sm" target="_blank">
                      {d.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      Kundennr. {d.kundennr}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(d.geburtsdatum) || '–'}</Table.Td>
                  <Table.Td>{d.ort ?? '–'}</Table.Td>
                  <Table.Td>{duplicateReasonLabel[d.grund]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Abbrechen
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            Trotzdem anlegen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
