import {
  deleteKindOf,
  deleteQuestion,
  displaySubject,
  formatDateTime,
  formatFileSize,
  gespraechRichtungLabel,
  type ItemView,
  kategorieLabel,
} from '@maklerwerk/domain';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowBackUp, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { CallLink } from './call-link';
import { itemQueryOptions, simpleFileUrl, useDeleteItemMutation } from './kommunikation.queries';
import { CategoryIcon } from './kommunikation-columns';
import { MailHtml } from './mail-html';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) {
    return null;
  }
  return (
    <Table.Tr>
      <Table.Th w={120} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

/** The page of a Gespräch, a Bemerkung or an SMS (spec §2.6 routes). */
export function ItemPage({ commId }: { commId: number }) {
  const router = useRouter();
  const item = useQuery(itemQueryOptions(commId));
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1000} gap="md">
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()} w="fit-content">
        <IconArrowBackUp size={14} aria-hidden /> zurück
      </Anchor>
      {item.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorMessage(item.error)}
        </Alert>
      )}
      {item.isPending && <Skeleton height={260} />}
      {item.data && <ItemContent item={item.data} />}
    </Stack>
  );
}

function ItemContent({ item }: { item: ItemView }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const contractId = item.insuranceId ?? 0;
  const remove = useDeleteItemMutation(contractId);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Group gap="xs" mb={4}>
            <CategoryIcon category={item.category} />
            <Text size="sm" c="dimmed">
              {kategorieLabel[item.category]}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {displaySubject(item.subject)}
          </Title>
          <Group gap="xs" mt={6}>
            <Text size="sm" c="dimmed">
              {formatDateTime(item.date)}
            </Text>
            <Badge variant="light" color={item.EXTERN ? 'grape' : 'gray'} radius="sm" tt="none" size="sm">
              {item.EXTERN ? 'extern' : 'intern'}
            </Badge>
          </Group>
        </div>
        {item.deletable && (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
            Löschen
          </Button>
        )}
      </Group>
      <Table withRowBorders={false} verticalSpacing={4} mb="md" fz="sm">
        <Table.Tbody>
          <Field label={item.EXTERN ? 'Von' : 'An'} value={item.fromTo} />
          {item.nummer && (
            <Table.Tr>
              <Table.Th w={120} fw={500} c="dimmed">
                Rufnummer
              </Table.Th>
              <Table.Td>
                <CallLink number={item.nummer} contractId={item.insuranceId} />
              </Table.Td>
            </Table.Tr>
          )}
          <Field label="Richtung" value={item.richtung ? gespraechRichtungLabel[item.richtung] : null} />
          <Field label="Dauer" value={item.dauerMinuten === null ? null : `${item.dauerMinuten} Minuten`} />
          <Field label="Erfasst von" value={item.createdBy} />
        </Table.Tbody>
      </Table>
      {item.attachments.length > 0 && (
        <Stack gap={4} mb="md" aria-label="Dateien">
          {item.attachments.map((a) => (
            <Group key={a.id} gap="xs">
              <IconPaperclip size={16} aria-hidden />
              <Anchor href={simpleFileUrl(item.commId)} download size="sm">
                {a.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatFileSize(a.size)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {item.text ? (
        <Paper withBorder p="md">
          <MailHtml html={item.text} />
        </Paper>
      ) : (
        <Text c="dimmed" size="sm">
          Kein Text.
        </Text>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={async () => {
          await remove.mutateAsync({ kind: deleteKindOf[item.category], commId: item.commId });
          notifications.show({ color: 'teal', message: `„${displaySubject(item.subject)}“ wurde gelöscht.` });
          void navigate({
            to: '/home/versicherungen/insurance-group/insurancePostfach/$contractId',
            params: { contractId: contractId },
          });
        }}
      >
        {deleteQuestion(item.category, item.subject)}
      </ConfirmModal>
    </Paper>
  );
}
