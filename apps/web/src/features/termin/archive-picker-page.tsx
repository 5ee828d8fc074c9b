import { type DokumentScope, TERMIN_MESSAGES, type TerminDraft } from '@maklerwerk/domain';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DocumentArchive, type PickedFile } from '../../shared/dokumentenarchiv/dokumentenarchiv';
import { useCurrentArchiveNode, useTempFilesMutation } from './picker.queries';
import { PickerFooter, PickerFrame } from './picker-frame';
import { pickerTitle } from './picker-page';
import { useDraftTake } from './use-draft-take';

/** The path the archive rules look at: it shows row checkboxes there. */
export const CALENDAR_ARCHIVE_PATH = '/communication/mailcomposer-dokumentenarchiv/calendar';

/** Whose documents: the contract the appointment is about, else the user's own documents. */
export function archiveSourceOf(draft: TerminDraft | null): { scope: DokumentScope; id: number | undefined } {
  const form = draft?.form ?? {};
  if (form.bereich === 'VersVertrag') {
    const raw = form.bereichId ?? draft?.picked.contract?.id;
    const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
    if (Number.isInteger(id) && id > 0) {
      return { scope: 'vertrag', id };
    }
  }
  return { scope: 'eigene', id: undefined };
}

type Props = {
  back: string;
  onDone: (href: string) => void;
};

/**
 * /communication/mailcomposer-dokumentenarchiv/calendar: archive documents become attachments of the
 * appointment (draft.picked.archiveFiles, as `documents/getTempFiles` answers them).
 */
export function ArchivePickerPage({ back, onDone }: Props) {
  const draft = useDraftTake(back, onDone);
  const [importError, setImportError] = useState<string | null>(null);
  const source = archiveSourceOf(draft.draft);
  const currentNode = useCurrentArchiveNode(source.scope, source.id);
  const tempFiles = useTempFilesMutation();

  const pick = async (files: PickedFile[]) => {
    setImportError(null);
    if (!draft.draft || files.length === 0) {
      await draft.take({});
      return;
    }
    const nodeId = currentNode(files.map((f) => f.fileId));
    let answer: { id: number; name: string }[];
    try {
      answer = await tempFiles.mutateAsync(files.map((f) => ({ nodeId, fileId: f.fileId })));
    } catch {
      setImportError(TERMIN_MESSAGES.importFailed);
      return;
    }
    await draft.take({ archiveFiles: answer.map((f) => ({ id: f.id, name: f.name.slice(0, 300) })) });
  };

  return (
    <PickerFrame
      title={pickerTitle.archive}
      noDraft={draft.noDraft}
      error={importError ?? draft.error}
      footer={
        <PickerFooter count={null} onCancel={draft.cancel} taking={tempFiles.isPending || draft.saving}>
          Markieren Sie Dokumente und wählen Sie „Als Anhang übernehmen“.
        </PickerFooter>
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        {draft.loading ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Dokumente werden geladen">
            <Skeleton height={36} />
            <Skeleton height={220} />
          </Stack>
        ) : (
          <Stack gap="sm">
            {source.scope === 'vertrag' && (
              <Text size="sm" c="dimmed">
                Dokumente der Versicherung des Termins
              </Text>
            )}
            <DocumentArchive
              key={`${source.scope}-${source.id ?? ''}`}
              scope={source.scope}
              id={source.id}
              path={CALENDAR_ARCHIVE_PATH}
              onPick={(files) => void pick(files)}
            />
          </Stack>
        )}
      </Paper>
    </PickerFrame>
  );
}
