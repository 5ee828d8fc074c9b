import {
  type ComposerKind,
  canManageDocuments,
  canWriteMail,
  deleteQuestion,
  displaySubject,
  formatDateTime,
  formatFileSize,
  MAIL_OPEN_ERROR,
  type MailAttachment,
  type MailView,
} from '@maklerwerk/domain';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconArchive,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDownload,
  IconPaperclip,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { useSession } from '../../lib/session';
import { DocumentPill } from '../../shared/dokumentenarchiv/document-pill';
import { ChangeSubjectModal } from './change-subject-modal';
import { FileAttachmentModal } from './file-attachment-modal';
import { ForwardModal } from './forward-modal';
import { attachmentUrl, mailQueryOptions, useDeleteItemMutation } from './kommunikation.queries';
import { MailHtml } from './mail-html';
import { SenderUnconfirmedPill } from './sender-unconfirmed-pill';

function AddressRow({ label, value }: { label: string; value: string }) {
  if (!value) {
    return null;
  }
  return (
    <Table.Tr>
      <Table.Th w={80} fw={500} c="dimmed" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
    </Table.Tr>
  );
}

/** /communication/postfach/emails/email/{commId}: one mail with its addresses, text and attachments. */
export function MailViewerPage({ commId }: { commId: number }) {
  const router = useRouter();
  const mail = useQuery(mailQueryOptions(commId));
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1100} gap="md">
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()} w="fit-content">
        <IconArrowBackUp size={14} aria-hidden /> zurück
      </Anchor>
      {mail.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={MAIL_OPEN_ERROR} role="alert">
          Die E-Mail konnte nicht geöffnet werden. Vielleicht wurde sie gelöscht, oder Sie dürfen sie nicht sehen.
        </Alert>
      )}
      {mail.isPending && <Skeleton height={360} />}
      {mail.data && <MailContent mail={mail.data} />}
    </Stack>
  );
}

function MailContent({ mail }: { mail: MailView }) {
  const navigate = useNavigate();
  const contractId = mail.insuranceId ?? 0;
  const [open, setOpen] = useState<'none' | 'subject' | 'delete' | 'forward'>('none');
  const [filing, setFiling] = useState<MailAttachment | null>(null);
  const { actor } = useSession();
  const remove = useDeleteItemMutation(contractId);
  const forward = (kind: ComposerKind) =>
    void navigate({
      to: '/communication/mailcomposer-postfach/$contractId',
      params: { contractId: contractId },
      search: { kind, commId: mail.commId },
    });
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ wordBreak: 'break-word' }}>
            {displaySubject(mail.subject)}
          </Title>
          <Group gap="xs" mt={6}>
            <Text size="sm" c="dimmed">
              {formatDateTime(mail.dateSend)}
            </Text>
            <DocumentPill type="MAIL_STATUS" value={mail.status} />
            {mail.absenderNichtBestaetigt && <SenderUnconfirmedPill />}
            <Badge variant="light" color={mail.EXTERN ? 'grape' : 'gray'} radius="sm" tt="none" size="sm">
              {mail.EXTERN ? 'extern' : 'intern'}
            </Badge>
            {mail.insurance && (
              <Badge variant="outline" color="gray" radius="sm" tt="none" size="sm">
                {mail.insurance.name.split(' ')[0]}
              </Badge>
            )}
          </Group>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconArrowForwardUp size={16} />}
            onClick={() => (mail.insurance ? setOpen('forward') : forward('forward'))}
          >
            Weiterleiten
          </Button>
          {mail.can_change_subject && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setOpen('subject')}>
              Betreff ändern
            </Button>
          )}
          {mail.deletable && (
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setOpen('delete')}>
              Löschen
            </Button>
          )}
        </Group>
      </Group>
      <Table withRowBorders={false} verticalSpacing={4} mb="md" fz="sm">
        <Table.Tbody>
          <AddressRow label="Von" value={mail.fromAddress} />
          <AddressRow label="An" value={mail.toAddress} />
          <AddressRow label="Cc" value={mail.ccAddress} />
          <AddressRow label="Bcc" value={mail.bccAddress} />
        </Table.Tbody>
      </Table>
      {mail.attachments.length > 0 && (
        <Stack gap={4} mb="md" aria-label="Anhänge">
          {mail.attachments.map((a) => (
            <Group key={a.id} gap="xs" wrap="nowrap">
              <IconPaperclip size={16} aria-hidden />
              <Anchor href={attachmentUrl(mail.commId, a.id)} download size="sm">
                {a.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatFileSize(a.size)}
              </Text>
              <Anchor href={attachmentUrl(mail.commId, a.id)} download aria-label={`${a.name} herunterladen`}>
                <IconDownload size={16} />
              </Anchor>
              {mail.insuranceId !== null && canManageDocuments(actor) && canWriteMail(actor) && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconArchive size={14} />}
                  onClick={() => setFiling(a)}
                >
                  Ins Archiv
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Paper withBorder p="md" bg="var(--mantine-color-body)">
        <MailHtml html={mail.text} />
      </Paper>
      {filing && mail.insuranceId !== null && (
        <FileAttachmentModal
          commId={mail.commId}
          contractId={mail.insuranceId}
          attachment={filing}
          onClose={() => setFiling(null)}
        />
      )}
      {open === 'subject' && <ChangeSubjectModal contractId={contractId} row={mail} onClose={() => setOpen('none')} />}
      {open === 'forward' && mail.insurance && (
        <ForwardModal company={mail.insurance.name} onChoose={forward} onClose={() => setOpen('none')} />
      )}
      <ConfirmModal
        opened={open === 'delete'}
        onClose={() => setOpen('none')}
        title="Löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={async () => {
          await remove.mutateAsync({ kind: 'email', commId: mail.commId });
          notifications.show({ color: 'teal', message: 'Die E-Mail wurde für Sie gelöscht.' });
          void navigate({
            to: '/home/versicherungen/insurance-group/insurancePostfach/$contractId',
            params: { contractId: contractId },
          });
        }}
      >
        {deleteQuestion('EMAIL', mail.subject)}
      </ConfirmModal>
    </Paper>
  );
}
