import { DOKUMENT_FILE_ROUTES, SIGN_TEXT, type SignoElement } from '@maklerwerk/domain';
import { Alert, Badge, Button, Checkbox, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { pictureAttachmentsQueryOptions, useConcatSignMutation } from './signatur.queries';
import { uploadFile } from './upload-request';

/**
 * The additional-documents step (spec §4): photos and papers of the contract to append before signing.
 * Appended ones are ticked and disabled; only PDFs can be uploaded here. 'Weiter zur Unterschrift'
 * appends for good and continues at the signing address; a server errorMessage goes to the error modal.
 */
export function PictureAttachModal({
  element,
  upload,
  onClose,
  onContinue,
  onError,
}: {
  element: SignoElement | null;
  /** Where an uploaded PDF is filed: the document's contract and folder. */
  upload: { vertragId: number; nodeId: string } | null;
  onClose: () => void;
  onContinue: (signoUri: string) => void;
  onError: (message: string) => void;
}) {
  return (
    <Modal opened={element !== null} onClose={onClose} title="Weitere Unterlagen anhängen" size="lg" centered>
      {element && (
        <AttachmentList element={element} upload={upload} onClose={onClose} onContinue={onContinue} onError={onError} />
      )}
    </Modal>
  );
}

function AttachmentList({
  element,
  upload,
  onClose,
  onContinue,
  onError,
}: {
  element: SignoElement;
  upload: { vertragId: number; nodeId: string } | null;
  onClose: () => void;
  onContinue: (signoUri: string) => void;
  onError: (message: string) => void;
}) {
  const list = useQuery(pictureAttachmentsQueryOptions(element));
  const concat = useConcatSignMutation();
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [uploading, setUploading] = useState(false);

  const toggle = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) {
        next.add(id);
      } else {
        next.delete(id);
      }
      return next;
    });

  const addPdf = async (file: File | null) => {
    if (!file || !upload) {
      return;
    }
    if (!file.name.toLowerCase().endsWith('.pdf')) {
      notifications.show({ color: 'red', message: 'Hier können nur PDF-Dateien hochgeladen werden.' });
      return;
    }
    setUploading(true);
    try {
      await uploadFile(
        `${DOKUMENT_FILE_ROUTES.upload}?scope=vertrag&id=${upload.vertragId}&nodeId=${upload.nodeId}`,
        file,
      );
      await list.refetch();
    } catch (e) {
      onError(errorMessage(e));
    } finally {
      setUploading(false);
    }
  };

  const next = () => {
    const appended = (list.data?.attachments ?? []).filter((a) => a.appended).map((a) => a.id);
    concat.mutate(
      {
        concatIds: [...new Set([...appended, ...ticked])],
        dokId: Number(element.PARAMETER_DOK_ID),
        antragsnrIntern: element.PARAMETER_ANTRAGSNR_INTERN,
        antragsdatenPdfId: Number(element.PARAMETER_ANTRAGSDATEN_PDF_ID),
      },
      {
        onSuccess: (result) => {
          if (result.errorMessage) {
            onError(result.errorMessage);
          } else if (result.signoUri) {
            onContinue(result.signoUri);
          }
        },
        onError: (e) => onError(errorMessage(e)),
      },
    );
  };

  if (list.isPending) {
    return (
      <Group justify="center" p="lg">
        <Loader role="status" aria-label="Unterlagen werden geladen" />
      </Group>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  }
  const { attachments, pictureAttachMsg, webServiceMsg, messages } = list.data;
  return (
    <Stack gap="md">
      {pictureAttachMsg && <Text size="sm">{pictureAttachMsg}</Text>}
      {webServiceMsg && (
        <Alert color="yellow" variant="light">
          {webServiceMsg}
        </Alert>
      )}
      {messages.map((m) => (
        <Alert key={m} color="blue" variant="light">
          {m}
        </Alert>
      ))}
      {attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          Zu diesem Vertrag gibt es keine Fotos oder weiteren Unterlagen.
        </Text>
      ) : (
        <Stack gap="xs" role="group" aria-label="Unterlagen">
          {attachments.map((a) => (
            <Checkbox
              key={a.id}
              checked={a.appended || ticked.has(a.id)}
              disabled={a.appended}
              onChange={(e) => toggle(a.id, e.currentTarget.checked)}
              label={
                <Stack gap={0}>
                  <Group gap={6}>
                    <span>{a.bezeichnung}</span>
                    {a.appended && (
                      <Badge size="xs" variant="light" color="teal" tt="none">
                        angehängt
                      </Badge>
                    )}
                  </Group>
                  <Text span size="xs" c="dimmed">
                    {a.filename} · {a.herkunft}
                  </Text>
                </Stack>
              }
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        {upload ? (
          <FileButton onChange={(f) => void addPdf(f)} accept="application/pdf,.pdf">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={uploading}>
                PDF hochladen
              </Button>
            )}
          </FileButton>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button onClick={next} loading={concat.isPending}>
            {SIGN_TEXT.continueToSign}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
