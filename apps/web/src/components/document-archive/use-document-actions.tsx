import { type ActionResult, type DokumentRow, ROW_ACTION, type RowAction } from '@maklerwerk/domain';
import { notifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { ConfirmModal } from '../confirm-modal';
import { ErrorDialog, WarningDialog } from './action-dialogs';
import { AssignDamageModal } from './assign-damage-modal';
import { downloadUrl, useDownloadLinkMutation, useExecuteActionMutation } from './dokument.queries';
import { EditDocumentModal } from './edit-document-modal';

// The preview (pdf.js) is its own chunk: loaded when a document is opened, not with the table.
const FilePreview = lazy(() => import('../file-preview/file-preview'));

type Pending = { row: DokumentRow; action: RowAction };

/** Starts a file download in the browser (the session cookie authorises it). */
export function startDownload(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Runs the row actions the server delivered (spec §4): questions before destructive ones, the
 * server's warnings as Ja/Nein with the confirm flag, errors in the 'Fehler' modal, and the modals
 * and pages the other actions open. An unknown key only logs a warning (spec §8).
 */
export function useDocumentActions({
  onRemoved,
  onNavigate,
}: {
  onRemoved?: () => void;
  /** Opens an in-app address (the router's navigation; a parameter, so the hook runs without a router in tests). */
  onNavigate: (href: string) => void;
}): {
  run: (row: DokumentRow, action: RowAction) => void;
  preview: (row: DokumentRow) => void;
  elements: ReactNode;
} {
  const execute = useExecuteActionMutation();
  const link = useDownloadLinkMutation();
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [warning, setWarning] = useState<(Pending & { title: string; message: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<DokumentRow | null>(null);
  const [assigning, setAssigning] = useState<DokumentRow | null>(null);
  const [previewing, setPreviewing] = useState<DokumentRow | null>(null);

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
      <AssignDamageModal row={assigning} onClose={() => setAssigning(null)} />
      {previewing && (
        <Suspense fallback={null}>
          <FilePreview
            url={downloadUrl(previewing.nodeId, previewing.fileId, true)}
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
