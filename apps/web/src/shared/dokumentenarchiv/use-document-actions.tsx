import {
  type ActionResult,
  type AntragLinkInput,
  type DokumentRow,
  PICTURE_ATTACH_DELAY_MS,
  ROW_ACTION,
  type RowAction,
  SIGN_TEXT,
  type SignatureFile,
  type SignoElement,
  signaturApi,
  signFlowStep,
  type WebserviceWarning,
} from '@maklerwerk/domain';
import { notifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { apiCall, errorMessage } from '../../lib/api-client';
import { ErrorDialog, WarningDialog } from './action-dialogs';
import { AssignDamageModal } from './assign-damage-modal';
import { ConsultationVideoModal, HinweisModal } from './consultation-video-modal';
import {
  downloadUrl,
  useConfirmAnlegerprofilMutation,
  useDownloadLinkMutation,
  useExecuteActionMutation,
} from './dokument.queries';
import { EditDocumentModal } from './edit-document-modal';
import { PictureAttachModal } from './picture-attach-modal';
import { NoSignatureFilesModal, NotSuitableModal, SignListModal } from './sign-flow-modals';
import { useSignActionMutation } from './signatur.queries';

// The preview (pdf.js) is its own chunk: loaded when a document is opened, not with the table.
const FilePreview = lazy(() => import('../../components/file-preview/file-preview'));

type Pending = { row: DokumentRow; action: RowAction };

const loadSignatures = (row: DokumentRow) => (signal: AbortSignal) =>
  apiCall(signaturApi.docSignatures, {
    query: { nodeId: row.nodeId, fileId: row.fileId, extractSignaturesMetadata: 'true' },
    signal,
  });

/** Starts a file download in the browser (the session cookie authorises it). */
export function startDownload(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** What opens a filled form: the link's input and the customer (a customer login checks his access first). */
export type OpenFormInput = AntragLinkInput & { customerId: number };

/** 'Formular öffnen': the form of the row's sendData (antragTyp, formGroupPath, formPath, antragsdatenId). */
function openFormInput(row: DokumentRow, action: RowAction): OpenFormInput {
  const value = (key: string) => action.sendData.find((d) => d.key === key)?.value ?? '';
  return {
    antragTyp: value('antragTyp'),
    formGroupPath: value('formGroupPath'),
    formPath: value('formPath'),
    id: Number(value('antragsdatenId')),
    customerId: row.kundeId ?? 0,
  };
}

/**
 * Runs the row actions the server delivered (spec §4): questions before destructive ones, the
 * server's warnings as Ja/Nein with the confirm flag, errors in the 'Fehler' modal, and the modals
 * and pages the other actions open. An unknown key only logs a warning (spec §8).
 */
export function useDocumentActions({
  onRemoved,
  onNavigate,
  onOpenForm,
}: {
  onRemoved?: () => void;
  /** Opens an in-app address (the router's navigation; a parameter, so the hook runs without a router in tests). */
  onNavigate: (href: string) => void;
  /** Opens a filled form (the archive passes useOpenAntrag: its link rule, the customer access check). */
  onOpenForm?: (antrag: OpenFormInput) => void;
}): {
  run: (row: DokumentRow, action: RowAction) => void;
  preview: (row: DokumentRow) => void;
  elements: ReactNode;
} {
  const execute = useExecuteActionMutation();
  const link = useDownloadLinkMutation();
  const confirmProfil = useConfirmAnlegerprofilMutation();
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [warning, setWarning] = useState<(Pending & { title: string; message: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<DokumentRow | null>(null);
  const [assigning, setAssigning] = useState<DokumentRow | null>(null);
  const [previewing, setPreviewing] = useState<DokumentRow | null>(null);
  const [video, setVideo] = useState<DokumentRow | null>(null);
  const [hinweis, setHinweis] = useState<{ title: string; message: string } | null>(null);
  // One loader per opened file: the preview fetches the overlays once.
  const previewSignatures = useMemo(() => (previewing ? loadSignatures(previewing) : null), [previewing]);
  const signAction = useSignActionMutation();
  const [signList, setSignList] = useState<{ files: SignatureFile[]; warnings: WebserviceWarning[] } | null>(null);
  const [notSuitable, setNotSuitable] = useState<SignatureFile | null>(null);
  const [noFiles, setNoFiles] = useState(false);
  const [attaching, setAttaching] = useState<{ row: DokumentRow; element: SignoElement } | null>(null);

  const downloadSignatureFile = (row: DokumentRow, file: SignatureFile) =>
    startDownload(downloadUrl(row.nodeId, Number(file.signoElement.PARAMETER_ANTRAGSDATEN_PDF_ID)));

  /** The signing flow of spec §4: the server's answer decides which step follows. */
  const startSigning = (row: DokumentRow, action: RowAction) =>
    signAction.mutate(
      { nodeId: row.nodeId, fileId: row.fileId, sendData: action.sendData },
      {
        onSuccess: (result) => {
          const step = signFlowStep(result);
          switch (step.kind) {
            case 'none':
              setNoFiles(true);
              return;
            case 'pictureAttach':
              setTimeout(() => setAttaching({ row, element: step.file.signoElement }), PICTURE_ATTACH_DELAY_MS);
              return;
            case 'alreadySubmitted':
              notifications.show({ color: 'red', title: 'Fehler', message: SIGN_TEXT.alreadySubmitted });
              return;
            case 'open':
              onNavigate(step.file.url);
              return;
            case 'notSuitable':
              setNotSuitable(step.file);
              return;
            case 'list':
              setSignList({ files: step.files, warnings: step.warnings });
              setPending(row);
              return;
          }
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  const [pendingRow, setPending] = useState<DokumentRow | null>(null);

  const send = async ({ row, action }: Pending, confirm?: '1'): Promise<ActionResult> => {
    const result = await execute.mutateAsync({
      action: action.key,
      nodeId: row.nodeId,
      documentId: row.id,
      sendData: action.sendData,
      ...(confirm ? { confirm } : {}),
    });
    if (result.warning) {
      setWarning({ row, action, ...result.warning });
    } else if (result.message) {
      notifications.show({ color: 'teal', message: result.message });
      if (action.key === ROW_ACTION.delete) {
        onRemoved?.();
      }
    }
    return result;
  };
  const sendReporting = (pending: Pending, confirm?: '1') =>
    send(pending, confirm).catch((e: unknown) => {
      setError(errorMessage(e));
    });

  const run = (row: DokumentRow, action: RowAction) => {
    switch (action.key) {
      case ROW_ACTION.download:
        startDownload(downloadUrl(row.nodeId, row.fileId));
        return;
      case ROW_ACTION.history:
        onNavigate(`/communication/documents/aenderungshistorie?docInfo=${row.nodeId}&docInfo=${row.id}`);
        return;
      case ROW_ACTION.addFiles:
        onNavigate(`/communication/documents/zusaetzlichedokumente?nodeId=${row.nodeId}&fileId=${row.fileId}`);
        return;
      case ROW_ACTION.edit:
        setEditing(row);
        return;
      case ROW_ACTION.assignDamage:
        setAssigning(row);
        return;
      case ROW_ACTION.copyLink:
        link.mutate(
          { nodeId: row.nodeId, fileId: row.fileId },
          {
            onSuccess: async ({ url }) => {
              await navigator.clipboard?.writeText(`${window.location.origin}${url}`).catch(() => undefined);
              notifications.show({ color: 'teal', message: 'Download-Link kopiert (10 Minuten gültig).' });
            },
            onError: (e) => setError(errorMessage(e)),
          },
        );
        return;
      case ROW_ACTION.sign:
        setPending(row);
        startSigning(row, action);
        return;
      case ROW_ACTION.openForm:
        if (onOpenForm) {
          onOpenForm(openFormInput(row, action));
        } else {
          console.warn('Aktion noch nicht umgesetzt:', action.key);
        }
        return;
      case ROW_ACTION.confirmAnlegerprofil:
        confirmProfil.mutate(
          { nodeId: row.nodeId, id: row.id },
          {
            onSuccess: (form) =>
              notifications.show({
                color: 'teal',
                message:
                  form.anlegerprofilStatus === 'BESTATIGT_OK'
                    ? 'Die Zweitprüfung des Anlegerprofils ist bestätigt.'
                    : 'Das Anlegerprofil ist bestätigt.',
              }),
            onError: (e) => setError(errorMessage(e)),
          },
        );
        return;
      case ROW_ACTION.consultationVideo:
        setVideo(row);
        return;
      case ROW_ACTION.consortium:
        setHinweis({ title: action.label, message: action.additionalData?.hinweis ?? '' });
        return;
      case ROW_ACTION.submit:
      case ROW_ACTION.delete:
      case ROW_ACTION.restore:
      case ROW_ACTION.release:
      case ROW_ACTION.refuse:
        if (action.confirmationMessage) {
          setConfirming({ row, action });
        } else {
          void sendReporting({ row, action });
        }
        return;
      default:
        console.warn('Aktion noch nicht umgesetzt:', action.key);
    }
  };

  const elements = (
    <>
      <ConfirmModal
        opened={confirming !== null}
        title={confirming?.action.confirmationTitle ?? ''}
        confirmLabel={confirming?.action.label ?? 'OK'}
        danger={confirming?.action.key === ROW_ACTION.delete}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          if (confirming) {
            await send(confirming);
          }
        }}
      >
        {confirming?.action.confirmationMessage ?? ''}
      </ConfirmModal>
      <WarningDialog
        warning={warning}
        busy={execute.isPending}
        onNo={() => setWarning(null)}
        onYes={() => {
          if (warning) {
            const pending = { row: warning.row, action: warning.action };
            setWarning(null);
            void sendReporting(pending, '1');
          }
        }}
      />
      <ErrorDialog message={error} onClose={() => setError(null)} />
      <EditDocumentModal row={editing} onClose={() => setEditing(null)} />
      <SignListModal
        files={signList?.files ?? null}
        warnings={signList?.warnings ?? []}
        onClose={() => setSignList(null)}
        onOpen={(url) => {
          setSignList(null);
          onNavigate(url);
        }}
        onDownload={(file) => pendingRow && downloadSignatureFile(pendingRow, file)}
      />
      <NotSuitableModal
        file={notSuitable}
        onClose={() => setNotSuitable(null)}
        onDownload={(file) => {
          setNotSuitable(null);
          if (pendingRow) {
            downloadSignatureFile(pendingRow, file);
          }
        }}
      />
      <NoSignatureFilesModal opened={noFiles} onClose={() => setNoFiles(false)} />
      <PictureAttachModal
        element={attaching?.element ?? null}
        upload={
          attaching && attaching.row.vertragId !== null
            ? { vertragId: attaching.row.vertragId, nodeId: attaching.row.nodeId }
            : null
        }
        onClose={() => setAttaching(null)}
        onContinue={(uri) => {
          setAttaching(null);
          onNavigate(uri);
        }}
        onError={(message) => setError(message)}
      />
      <AssignDamageModal row={assigning} onClose={() => setAssigning(null)} />
      <ConsultationVideoModal
        row={video}
        onClose={() => setVideo(null)}
        onPlay={(file) => {
          // The video plays in the file preview, as a file of the same document.
          if (video) {
            setPreviewing({ ...video, fileId: file.fileId, fileName: file.fileName });
          }
          setVideo(null);
        }}
      />
      <HinweisModal hinweis={hinweis} onClose={() => setHinweis(null)} />
      {previewing && (
        <Suspense fallback={null}>
          <FilePreview
            url={downloadUrl(previewing.nodeId, previewing.fileId, true)}
            loadSignatures={previewSignatures ?? undefined}
            downloadUrl={downloadUrl(previewing.nodeId, previewing.fileId)}
            fileName={previewing.fileName}
            onClose={() => setPreviewing(null)}
          />
        </Suspense>
      )}
    </>
  );
  return { run, preview: setPreviewing, elements };
}
