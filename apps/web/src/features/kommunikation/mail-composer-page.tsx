import {
  type AddressSuggestion,
  type ComposerKind,
  INVALID_ADDRESS,
  isMailAddress,
  KOMMUNIKATION_LIMITS,
  type MailInit,
} from '@maklerwerk/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArchive, IconArrowBackUp, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { RichTextField, useRichTextEditor } from '../../components/rich-text/rich-text-field';
import { ApiError, errorMessage } from '../../lib/api-client';
import { DocumentArchive } from '../../shared/dokumentenarchiv/dokumentenarchiv';
import { type Attachment, AttachmentList } from './attachment-list';
import { mailInitQueryOptions, useSendMailMutation } from './kommunikation.queries';

export type ComposerSearch = {
  kind?: ComposerKind | undefined;
  commId?: number | undefined;
  /** The appointment of kind 'termin'. */
  termin?: number | undefined;
  subject?: string | undefined;
  content?: string | undefined;
  receiver?: string[] | undefined;
  copiedFiles?: number[] | undefined;
};

type Props = { insuranceId: number; search: ComposerSearch };

/**
 * The mail composer (named routes mailcomposer-postfach and mailcomposer-insurance; parameters subject,
 * copiedFiles, content, receiver): An, Cc, Bcc with suggestions, Betreff, rich text, attachments by
 * upload or from the archive. The server stores it in the outbox; the queue delivers it.
 */
export function MailComposerPage({ insuranceId, search }: Props) {
  const router = useRouter();
  const kind = search.kind ?? 'frei';
  const init = useQuery(
    mailInitQueryOptions(insuranceId, kind, search.commId, search.copiedFiles ?? [], search.termin),
  );
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1100} gap="md">
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()} w="fit-content">
        <IconArrowBackUp size={14} aria-hidden /> zurück
      </Anchor>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mb="md">
          {kind.startsWith('forward')
            ? 'E-Mail weiterleiten'
            : kind === 'kuendigung'
              ? 'Kündigung per E-Mail'
              : kind === 'termin'
                ? 'E-Mail zum Termin'
                : 'Neue E-Mail'}
        </Title>
        {init.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(init.error)}
          </Alert>
        )}
        {init.isPending && <Skeleton height={420} />}
        {init.data &&
          (init.data.refused ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
              {init.data.refused}
            </Alert>
          ) : (
            <ComposerForm
              init={init.data}
              search={search}
              forwardOf={kind.startsWith('forward') ? search.commId : undefined}
            />
          ))}
      </Paper>
    </Stack>
  );
}

function suggestionLabel(s: AddressSuggestion) {
  return `${s.name} <${s.address}> · ${s.source}`;
}

function AddressInput({
  label,
  value,
  onChange,
  suggestions,
  error,
  autoFocus,
}: {
  label: string;
  value: string[];
  onChange: (v: string[]) => void;
  suggestions: AddressSuggestion[];
  error: string | undefined;
  autoFocus?: boolean;
}) {
  const invalid = value.find((v) => !isMailAddress(v));
  return (
    <TagsInput
      label={label}
      value={value}
      onChange={(next) => onChange(next.map((v) => v.trim()).filter((v) => v !== ''))}
      data={suggestions.map((s) => s.address)}
      renderOption={({ option }) => {
        const s = suggestions.find((x) => x.address === option.value);
        return <Text size="sm">{s ? suggestionLabel(s) : option.value}</Text>;
      }}
      splitChars={[',', ';', ' ']}
      acceptValueOnBlur
      clearable
      maxTags={KOMMUNIKATION_LIMITS.recipients}
      error={invalid ? `${INVALID_ADDRESS} („${invalid}“)` : error}
      data-autofocus={autoFocus || undefined}
    />
  );
}

function ComposerForm({
  init,
  search,
  forwardOf,
}: {
  init: MailInit;
  search: ComposerSearch;
  forwardOf: number | undefined;
}) {
  const navigate = useNavigate();
  const send = useSendMailMutation(init.insuranceId);
  const [to, setTo] = useState<string[]>(search.receiver ?? init.receiver);
  const [cc, setCc] = useState<string[]>([]);
  const [bcc, setBcc] = useState<string[]>([]);
  const [showCopies, setShowCopies] = useState(false);
  const [subject, setSubject] = useState(search.subject ?? init.subject);
  const [attachments, setAttachments] = useState<Attachment[]>([
    ...init.attachments.map((a) => ({
      key: `fwd-${a.id}`,
      source: 'forward' as const,
      id: a.id,
      name: a.name,
      size: a.size,
    })),
    ...init.copied.map((a) => ({
      key: `doc-${a.id}`,
      source: 'archive' as const,
      id: a.id,
      name: a.name,
      size: a.size,
    })),
  ]);
  const [picking, setPicking] = useState(false);
  const [touched, setTouched] = useState(false);
  const editor = useRichTextEditor({ content: search.content ?? init.content, ariaLabel: 'Text der E-Mail' });
  const fieldErrors = send.error instanceof ApiError ? (send.error.fieldErrors ?? {}) : {};
  const fieldError = (field: 'to' | 'cc' | 'bcc') =>
    fieldErrors[field] ?? Object.entries(fieldErrors).find(([k]) => k.startsWith(`${field}.`))?.[1];
  const uploading = attachments.some((a) => a.source === 'upload' && a.progress !== undefined && a.id === 0);
  const invalid = [...to, ...cc, ...bcc].some((a) => !isMailAddress(a));
  const missingReceiver = to.length === 0;

  const submit = async () => {
    setTouched(true);
    if (invalid || missingReceiver || uploading) {
      return;
    }
    const sent = await send.mutateAsync({
      insuranceId: init.insuranceId,
      to,
      cc,
      bcc,
      subject: subject.trim(),
      html: editor?.getHTML() ?? '',
      copiedFiles: attachments.filter((a) => a.source === 'archive').map((a) => a.id),
      uploads: attachments.filter((a) => a.source === 'upload' && a.id > 0).map((a) => a.id),
      ...(forwardOf && attachments.some((a) => a.source === 'forward') ? { forwardOf } : {}),
    });
    notifications.show({
      color: 'teal',
      message: `Die E-Mail wurde bereitgestellt und wird versendet (Nr. ${sent.commId}).`,
    });
    void navigate({
      to: '/home/versicherungen/insurance-group/insurancePostfach/$contractId',
      params: { contractId: init.insuranceId },
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <Stack gap="sm">
        <AddressInput
          label="An"
          value={to}
          onChange={setTo}
          suggestions={init.suggestions}
          error={touched && missingReceiver ? 'Bitte geben Sie mindestens einen Empfänger an.' : fieldError('to')}
          autoFocus={to.length === 0}
        />
        {showCopies ? (
          <>
            <AddressInput
              label="Cc"
              value={cc}
              onChange={setCc}
              suggestions={init.suggestions}
              error={fieldError('cc')}
            />
            <AddressInput
              label="Bcc"
              value={bcc}
              onChange={setBcc}
              suggestions={init.suggestions}
              error={fieldError('bcc')}
            />
          </>
        ) : (
          <Anchor component="button" type="button" size="sm" w="fit-content" onClick={() => setShowCopies(true)}>
            Cc/Bcc hinzufügen
          </Anchor>
        )}
        <TextInput
          label="Betreff"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          maxLength={KOMMUNIKATION_LIMITS.subject}
        />
        <RichTextField editor={editor} label="Text" />
        <AttachmentList
          attachments={attachments}
          onChange={setAttachments}
          extra={
            <Button variant="default" leftSection={<IconArchive size={16} />} onClick={() => setPicking(true)}>
              Aus dem Archiv
            </Button>
          }
        />
        <FormAlert message={send.isError && Object.keys(fieldErrors).length === 0 ? errorMessage(send.error) : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => window.history.back()}>
            Abbrechen
          </Button>
          <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending} disabled={uploading}>
            Senden
          </Button>
        </Group>
      </Stack>
      <Modal opened={picking} onClose={() => setPicking(false)} title="Dokumente aus dem Archiv anhängen" size="95%">
        {picking && (
          <DocumentArchive
            scope="vertrag"
            id={init.insuranceId}
            path="/communication/mailcomposer-dokumentenarchiv"
            onPick={(files) => {
              setAttachments((list) => [
                ...list,
                ...files
                  .filter((f) => !list.some((a) => a.source === 'archive' && a.id === f.fileId))
                  .map((f) => ({
                    key: `doc-${f.fileId}`,
                    source: 'archive' as const,
                    id: f.fileId,
                    name: f.name,
                    size: f.size,
                  })),
              ]);
              setPicking(false);
            }}
          />
        )}
      </Modal>
    </form>
  );
}
