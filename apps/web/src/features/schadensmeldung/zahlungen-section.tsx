import { type DamageReportDetails, formatCents, formatDate, type Zahlung } from '@maklerwerk/domain';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { useDeleteZahlungMutation } from './schadensmeldung.queries';
import { ZahlungModal } from './zahlung-modal';

type Props = { contractId: number; details: DamageReportDetails };

const amount = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

type RowActions = { onEdit: (z: Zahlung) => void; onDelete: (z: Zahlung) => void };

function ZahlungActions({ zahlung, onEdit, onDelete }: RowActions & { zahlung: Zahlung }) {
  const label = `Zahlung vom ${formatDate(zahlung.datum)}`;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Bearbeiten" openDelay={300}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(zahlung)} aria-label={`${label} bearbeiten`}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Entfernen" openDelay={300}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(zahlung)} aria-label={`${label} entfernen`}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Wide screens: Datum, Betrag, Empfänger, Vermerk, the sum and the open amount as footer rows. */
function ZahlungenTable({ details, actions }: { details: DamageReportDetails; actions: RowActions | null }) {
  const columns = actions ? 5 : 4;
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label="Zahlungen">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Datum</Table.Th>
          <Table.Th ta="right">Betrag</Table.Th>
          <Table.Th>Empfänger</Table.Th>
          <Table.Th>Vermerk</Table.Th>
          {actions && (
            <Table.Th>
              <VisuallyHidden>Aktionen</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {details.zahlungen.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns}>
              <Text size="sm" c="dimmed" ta="center" py="xs">
                Keine Zahlungen erfasst.
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {details.zahlungen.map((z) => (
          <Table.Tr key={z.id}>
            <Table.Td style={amount}>{formatDate(z.datum)}</Table.Td>
            <Table.Td ta="right" style={amount}>
              {formatCents(z.betragCents)}
            </Table.Td>
            <Table.Td>{z.empfaenger}</Table.Td>
            <Table.Td>{z.vermerk ?? ''}</Table.Td>
            {actions && (
              <Table.Td w={84}>
                <ZahlungActions zahlung={z} {...actions} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">Summe der Zahlungen</Table.Th>
          <Table.Td ta="right" fw={600} style={amount}>
            {formatCents(details.zahlungenSummeCents)}
          </Table.Td>
          <Table.Td colSpan={columns - 2} />
        </Table.Tr>
        {details.offenCents !== null && (
          <Table.Tr>
            <Table.Th scope="row">Offener Betrag</Table.Th>
            <Table.Td ta="right" fw={600} c={details.offenCents < 0 ? 'red.9' : undefined} style={amount}>
              {formatCents(details.offenCents)}
            </Table.Td>
            <Table.Td colSpan={columns - 2}>
              <Text size="xs" c="dimmed">
                Schadenhöhe (geschätzt) {formatCents(details.schadenhoeheCents)} abzüglich der Zahlungen
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tfoot>
    </Table>
  );
}

/** Phones: one card per payment, then the sum and the open amount. */
function ZahlungenCards({ details, actions }: { details: DamageReportDetails; actions: RowActions | null }) {
  return (
    <Stack gap="xs">
      {details.zahlungen.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xs">
          Keine Zahlungen erfasst.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Zahlungen">
          {details.zahlungen.map((z) => (
            <Paper key={z.id} component="li" withBorder p="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={amount}>
                    {formatCents(z.betragCents)}
                  </Text>
                  <Text size="sm">{z.empfaenger}</Text>
                  <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatDate(z.datum)}
                    {z.vermerk ? ` · ${z.vermerk}` : ''}
                  </Text>
                </div>
                {actions && <ZahlungActions zahlung={z} {...actions} />}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="space-between" gap="xs" px="sm" pt={4}>
        <Text size="sm" fw={600}>
          Summe der Zahlungen
        </Text>
        <Text size="sm" fw={600} style={amount}>
          {formatCents(details.zahlungenSummeCents)}
        </Text>
      </Group>
      {details.offenCents !== null && (
        <Group justify="space-between" gap="xs" px="sm">
          <Text size="sm" fw={600}>
            Offener Betrag
          </Text>
          <Text size="sm" fw={600} c={details.offenCents < 0 ? 'red.9' : undefined} style={amount}>
            {formatCents(details.offenCents)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** The insurer's payments on the claim with their sum and the open amount (decision 0016). */
export function ZahlungenSection({ contractId, details }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [dialog, setDialog] = useState<{ zahlung: Zahlung | null } | null>(null);
  const [toDelete, setToDelete] = useState<Zahlung | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteZahlungMutation(contractId, details.schadenId);
  const actions: RowActions | null = details.canEdit
    ? {
        onEdit: (zahlung) => setDialog({ zahlung }),
        onDelete: (zahlung) => {
          setToDelete(zahlung);
          setDeleting(true);
        },
      }
    : null;

  return (
    <>
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={3} fz="h4">
          Zahlungen
        </Title>
        {details.canEdit && (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ zahlung: null })}
          >
            Zahlung erfassen
          </Button>
        )}
      </Group>
      {isPhone ? (
        <ZahlungenCards details={details} actions={actions} />
      ) : (
        <ZahlungenTable details={details} actions={actions} />
      )}
      <ZahlungModal
        contractId={contractId}
        schadenId={details.schadenId}
        zahlung={dialog?.zahlung ?? null}
        opened={dialog !== null}
        onClose={() => setDialog(null)}
      />
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Zahlung entfernen"
        confirmLabel="Entfernen"
        danger
        onConfirm={async () => {
          if (toDelete) {
            await remove.mutateAsync(toDelete.id);
            notifications.show({ color: 'teal', message: 'Die Zahlung wurde entfernt.' });
          }
        }}
      >
        {toDelete
          ? `Soll die Zahlung vom ${formatDate(toDelete.datum)} über ${formatCents(toDelete.betragCents)} an ${toDelete.empfaenger} wirklich entfernt werden?`
          : ''}
      </ConfirmModal>
    </>
  );
}
