import {
  type Bankverbindung,
  type Customer,
  canEditCustomer,
  customerDisplayName,
  printFormatIban,
} from '@maklerwerk/domain';
import { ActionIcon, Badge, Button, Group, Menu, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingBank, IconDots, IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { BankverbindungForm } from './bankverbindung-form';
import {
  bankverbindungenQueryOptions,
  useDeleteBankverbindungMutation,
  useSaveBankverbindungMutation,
} from './kunde-stammdaten.queries';

type Dialog = { kind: 'new' } | { kind: 'edit' | 'delete'; account: Bankverbindung } | null;

function AccountRow({
  account,
  mayEdit,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  account: Bankverbindung;
  mayEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const iban = printFormatIban(account.iban);
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      // The default stands out by its frame, not by a tinted background (the dimmed text keeps its contrast).
      style={account.standard ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {account.bank ?? 'Bankverbindung'}
            </Text>
            {account.standard && (
              <Badge size="xs" variant="filled">
                Standard
              </Badge>
            )}
          </Group>
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {iban}
          </Text>
          <Text size="xs" c="dimmed">
            {[account.kontoinhaber, account.bic ? `BIC ${account.bic}` : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {mayEdit && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Aktionen zur Bankverbindung ${iban}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
                Bearbeiten
              </Menu.Item>
              {!account.standard && (
                <Menu.Item leftSection={<IconStar size={14} />} onClick={onMakeDefault}>
                  Als Standard festlegen
                </Menu.Item>
              )}
              <Menu.Item color="red.9" leftSection={<IconTrash size={14} />} onClick={onDelete}>
                Löschen
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}

/** Section 'Bankverbindungen' of the customer page: Kontoinhaber, IBAN, BIC, Bank; one is the default ('Standard'). */
export function BankverbindungenCard({ customer }: { customer: Customer }) {
  const { actor } = useSession();
  const accounts = useQuery(bankverbindungenQueryOptions(customer.id));
  const save = useSaveBankverbindungMutation(customer.id);
  const remove = useDeleteBankverbindungMutation(customer.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayEdit = canEditCustomer(actor, customer.id);
  const close = () => setDialog(null);

  const makeDefault = async (account: Bankverbindung) => {
    try {
      await save.mutateAsync({
        id: account.id,
        body: {
          kontoinhaber: account.kontoinhaber,
          iban: account.iban,
          bic: account.bic,
          bank: account.bank,
          standard: true,
          version: account.version,
        },
      });
      notifications.show({
        color: 'teal',
        message: `${printFormatIban(account.iban)} ist jetzt die Standard-Bankverbindung.`,
      });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="kunde-bankverbindungen">
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={2} fz="h4" id="kunde-bankverbindungen">
          Bankverbindungen
        </Title>
        {mayEdit && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setDialog({ kind: 'new' })}
          >
            Neue Bankverbindung
          </Button>
        )}
      </Group>
      {accounts.isError ? (
        <LoadError error={accounts.error} />
      ) : !accounts.data ? (
        <Skeleton height={80} />
      ) : accounts.data.length === 0 ? (
        <Group gap="xs" c="dimmed" py="sm">
          <IconBuildingBank size={18} aria-hidden />
          <Text size="sm" c="dimmed">
            Keine Bankverbindung hinterlegt.
          </Text>
        </Group>
      ) : (
        <Stack gap="sm">
          {accounts.data.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              mayEdit={mayEdit}
              onEdit={() => setDialog({ kind: 'edit', account })}
              onDelete={() => setDialog({ kind: 'delete', account })}
              onMakeDefault={() => void makeDefault(account)}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={dialog?.kind === 'new' || dialog?.kind === 'edit'}
        onClose={close}
        title={dialog?.kind === 'edit' ? 'Bankverbindung bearbeiten' : 'Neue Bankverbindung'}
        size="lg"
        centered
      >
        {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
          <BankverbindungForm
            key={dialog.kind === 'edit' ? dialog.account.id : 'new'}
            kundeId={customer.id}
            account={dialog.kind === 'edit' ? dialog.account : undefined}
            defaultKontoinhaber={customerDisplayName(customer)}
            isFirst={(accounts.data?.length ?? 0) === 0}
            onSaved={() => {
              notifications.show({ color: 'teal', message: 'Die Bankverbindung wurde gespeichert.' });
              close();
            }}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title="Bankverbindung löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={async () => {
          if (dialog?.kind === 'delete') {
            await remove.mutateAsync(dialog.account.id);
            notifications.show({ color: 'teal', message: 'Die Bankverbindung wurde gelöscht.' });
          }
        }}
        onClose={close}
      >
        {dialog?.kind === 'delete'
          ? `Soll die Bankverbindung ${printFormatIban(dialog.account.iban)} wirklich gelöscht werden?${
              dialog.account.standard && (accounts.data?.length ?? 0) > 1
                ? ' Die älteste übrige Bankverbindung wird dann Standard.'
                : ''
            }`
          : ''}
      </ConfirmModal>
    </Paper>
  );
}
