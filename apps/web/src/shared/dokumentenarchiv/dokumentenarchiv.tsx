import {
  canRunHeaderAction,
  columnsForPath,
  type DokumentFilter,
  type DokumentNodeId,
  type DokumentRow,
  type DokumentScope,
  type DokumentSelection,
  documentPageCall,
  dokumentNodeLabel,
  HEADER_ACTION,
  PAGE_SIZE,
  showsRowCheckboxes,
} from '@maklerwerk/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { LoadError } from '../../components/load-error';
import { usePagedTable } from '../../components/table/use-paged-table';
import { errorMessage } from '../../lib/api-client';
import { nextSort, parseSort } from '../../lib/list-sort';
import { useOpenAntrag } from '../../lib/open-antrag';
import { ErrorDialog, WarningDialog } from './action-dialogs';
import { ArchiveFilters } from './archive-filters';
import { DocumentCards } from './document-cards';
import { DocumentTable, pageRows } from './document-table';
import {
  dokumentNodeQueryOptions,
  dokumentNodesQueryOptions,
  useDownloadListMutation,
  useExecuteHeaderActionMutation,
} from './dokument.queries';
import classes from './dokumentenarchiv.module.css';
import { DownloadModal } from './download-modal';
import { FolderTabs } from './folder-tabs';
import { HeaderActionButtons } from './header-action-buttons';
import { PickUpModal } from './pick-up-modal';
import { UploadModal } from './upload-modal';
import { useDocumentActions } from './use-document-actions';
import { useSelection } from './use-selection';

type Props = {
  scope: DokumentScope;
  id?: number | undefined;
  /** The route the archive is shown on: its rules (spec §2) look at the path. */
  path: string;
  defaultNodeId?: DokumentNodeId;
  /** For 'Dokumente abholen' on a contract: whose Posteingang. */
  kundeId?: number | undefined;
  /** Opens the upload at once ('Dokumente hochladen' of the contract's menu). */
  startWithUpload?: boolean;
  /** The upload is for this company ('Dokumente hochladen' of 'Gesellschaftsinfos'). */
  uploadForCompany?: string | undefined;
  /** Called when the upload dialog closes. */
  onUploadClose?: () => void;
  /** The mail composer's archive: the marked documents' files are handed back as attachments. */
  onPick?: (files: PickedFile[]) => void;
};

export type PickedFile = { fileId: number; name: string; size: number };

const defaultFilter: DokumentFilter = { showSchaden: true, showDeleted: false };

/**
 * The one document archive (issue 10): the folders with their counts, filters, and the server-built
 * table of the open folder with selection, header actions and row actions. Used on the contract,
 * the damage report, the customer, the office's own documents and the Posteingang.
 */
export function DocumentArchive({
  scope,
  id,
  path,
  defaultNodeId,
  kundeId,
  startWithUpload = false,
  uploadForCompany,
  onUploadClose,
  onPick,
}: Props) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [filter, setFilter] = useState<DokumentFilter>(defaultFilter);
  const [chosenNode, setChosenNode] = useState<DokumentNodeId | undefined>(defaultNodeId);
  const { page, setPage, afterRemoval } = usePagedTable(PAGE_SIZE.documents);
  const [sortValue, setSortValue] = useState('datum:desc');
  const selection = useSelection();
  const [uploading, setUploading] = useState(startWithUpload);
  const [pickingUp, setPickingUp] = useState(false);
  const [downloadRequest, setDownloadRequest] = useState<DownloadRequest | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [warning, setWarning] = useState<{ title: string; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headerAction = useExecuteHeaderActionMutation();
  const markedFiles = useDownloadListMutation();

  const nodes = useQuery(dokumentNodesQueryOptions(scope, id, filter));
  const firstFilled = nodes.data?.nodes.find((n) => n.numberOfRecords > 0)?.nodeId;
  const nodeId = chosenNode ?? firstFilled ?? nodes.data?.nodes[0]?.nodeId;
  const sort = parseSort(sortValue, 'datum:desc');
  const query = {
    scope,
    id,
    nodeId: nodeId ?? 'VERTRAGSUNTERLAGEN',
    sort: sortValue,
    // 200 documents per call (vertrag-details.md §9); the table shows 20 of them a page.
    limit: PAGE_SIZE.documentsPerCall,
    ...filter,
  };
  const node = useQuery({
    ...dokumentNodeQueryOptions({ ...query, offset: documentPageCall(page).offset }),
    enabled: nodeId !== undefined,
  });
  const data = node.data?.nodeId === nodeId ? node.data : undefined;
  const rowsOnPage = data ? pageRows(data, page).length : 0;
  const navigate = useNavigate();
  const openAntrag = useOpenAntrag();
  const actions = useDocumentActions({
    onNavigate: (href) => void navigate({ href }),
    onOpenForm: (antrag) => void openAntrag(antrag),
    onRemoved: () => afterRemoval(rowsOnPage),
  });

  const resetView = () => {
    setPage(1);
    selection.clear();
  };
  const changeFilter = (patch: Partial<DokumentFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    resetView();
  };
  const headers = columnsForPath(data?.headers ?? [], path);
  const mobileHeaders = columnsForPath(data?.mobileHeaders ?? [], path);
  const headerActions = data?.headerActions ?? [];
  const withCheckboxes = showsRowCheckboxes(headerActions, path);
  const total = data?.numberOfRecords ?? 0;
  const canRun = (key: string) => canRunHeaderAction(key, selection.selection, data?.documents ?? [], total);
  const handlers = {
    onOpen: actions.preview,
    onAction: actions.run,
    onFiles: (row: DokumentRow) =>
      setDownloadRequest({ scope, id, nodeId: row.nodeId, selection: { mode: 'whitelist', ids: [row.id] }, filter }),
  };
  const selectionRequest = (): DownloadRequest => ({
    scope,
    id,
    nodeId: nodeId ?? 'VERTRAGSUNTERLAGEN',
    selection: selection.selection,
    filter,
  });
  const deleteMarked = async (confirm?: '1') => {
    const result = await headerAction.mutateAsync({
      headerAction: HEADER_ACTION.deleteMarked,
      ...selectionRequest(),
      ...(confirm ? { confirm } : {}),
    });
    if (result.warning) {
      setWarning(result.warning);
      return;
    }
    notifications.show({ color: 'teal', message: result.message ?? 'Gelöscht.' });
    const removed = selection.count(total);
    selection.clear();
    afterRemoval(rowsOnPage, Math.min(removed, rowsOnPage));
  };

  /** The current files of the marked documents (the server resolves the selection, blacklist too). */
  const resolveMarked = async (): Promise<PickedFile[]> => {
    const list = await markedFiles.mutateAsync(selectionRequest());
    return list.files.map((f) => ({ fileId: f.fileId, name: f.name, size: f.size }));
  };
  /** To the customer or to the company (the contract's insurer), the marked documents attached (spec §6). */
  const sendMarkedByMail = async (kind: 'kunde' | 'gesellschaft') => {
    try {
      const files = await resolveMarked();
      if (id !== undefined) {
        void navigate({
          to: '/communication/mailcomposer-postfach/$contractId',
          params: { contractId: id },
          search: { kind, copiedFiles: files.map((f) => f.fileId) },
        });
      }
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  if (nodes.isError) {
    return <LoadError error={nodes.error} />;
  }
  const nodeLabel = nodeId ? dokumentNodeLabel[nodeId] : '';
  const nodeOptions = (nodes.data?.nodes ?? []).map((n) => ({ value: n.nodeId, label: n.label }));

  return (
    <Stack gap="md">
      <FolderTabs
        nodes={nodes.data?.nodes ?? []}
        value={nodeId}
        onChange={(value) => {
          setChosenNode(value);
          resetView();
        }}
      />
      <ArchiveFilters
        filter={filter}
        onChange={changeFilter}
        showSchadenOption={scope === 'vertrag' || scope === 'kunde'}
        canSeeDeleted={nodes.data?.canSeeDeleted ?? false}
      />
      {nodes.data?.onlyReleased && (
        <Text size="sm" c="dimmed">
          Hier sehen Sie die Dokumente, die Ihr Makler für Sie freigegeben hat.
        </Text>
      )}
      <Group justify="space-between" className={classes.toolbar} wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {withCheckboxes && selection.count(total) > 0
            ? `Insgesamt ${selection.count(total)} ausgewählt`
            : data
              ? `${total} ${total === 1 ? 'Dokument' : 'Dokumente'}`
              : ' '}
        </Text>
        <Group gap="xs" wrap="wrap">
          {onPick ? (
            <Button
              leftSection={<IconPaperclip size={16} />}
              disabled={selection.count(total) === 0}
              loading={markedFiles.isPending}
              onClick={() =>
                void resolveMarked()
                  .then(onPick)
                  .catch((e: unknown) => setError(errorMessage(e)))
              }
            >
              Als Anhang übernehmen
            </Button>
          ) : (
            <HeaderActionButtons
              headerActions={headerActions}
              phone={phone}
              canRun={canRun}
              canPickUp={kundeId !== undefined && id !== undefined}
              canMail={scope === 'vertrag'}
              mailing={markedFiles.isPending}
              onUpload={() => setUploading(true)}
              onPickUp={() => setPickingUp(true)}
              onDownloadMarked={() => setDownloadRequest(selectionRequest())}
              onDeleteMarked={() => setConfirmDelete(true)}
              onSendMarkedByMail={(kind) => void sendMarkedByMail(kind)}
            />
          )}
        </Group>
      </Group>
      {phone && nodeId ? (
        <DocumentCards query={query} headers={mobileHeaders} handlers={handlers} />
      ) : (
        <DocumentTable
          data={data}
          headers={headers}
          fetching={node.isFetching}
          sort={sort}
          onSort={(key) => {
            setSortValue(nextSort(sort, key));
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          selection={withCheckboxes ? selection : null}
          handlers={handlers}
        />
      )}
      {node.isError && <LoadError error={node.error} />}
      {actions.elements}
      {nodeId && (
        <UploadModal
          key={`${nodeId}-${uploading}`}
          opened={uploading}
          onClose={() => {
            setUploading(false);
            onUploadClose?.();
          }}
          target={{ kind: 'archive', scope, id, nodeId }}
          nodeOptions={nodeOptions}
          company={uploadForCompany}
        />
      )}
      {nodeId && kundeId !== undefined && id !== undefined && (
        <PickUpModal
          opened={pickingUp}
          contractId={id}
          kundeId={kundeId}
          nodeId={nodeId}
          nodeLabel={nodeLabel}
          onClose={() => setPickingUp(false)}
        />
      )}
      <DownloadModal request={downloadRequest} onClose={() => setDownloadRequest(null)} />
      <ConfirmModal
        opened={confirmDelete}
        title="Markierte Dokumente löschen"
        confirmLabel="Löschen"
        danger
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => deleteMarked()}
      >
        {`Sollen die markierten Dokumente (${selection.count(total)}) wirklich gelöscht werden?`}
      </ConfirmModal>
      <WarningDialog
        warning={warning}
        busy={headerAction.isPending}
        onNo={() => setWarning(null)}
        onYes={() => {
          setWarning(null);
          deleteMarked('1').catch((e: unknown) => setError(errorMessage(e)));
        }}
      />
      <ErrorDialog message={error} onClose={() => setError(null)} />
    </Stack>
  );
}

type DownloadRequest = {
  scope: DokumentScope;
  id?: number | undefined;
  nodeId: DokumentNodeId;
  selection: DokumentSelection;
  filter: DokumentFilter;
};
