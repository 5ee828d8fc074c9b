import { type DokumentNodeId, SIGN_TEXT, type SignWorkspace } from '@maklerwerk/domain';
import { Alert, Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { AnchorLink } from '../../../components/router-links';
import { DocumentPill } from '../../../shared/dokumentenarchiv/document-pill';
import { downloadUrl } from '../../../shared/dokumentenarchiv/dokument.queries';
import {
  signWorkspaceQueryOptions,
  useSignWorkspaceMutations,
} from '../../../shared/dokumentenarchiv/signatur.queries';
import { Preparation } from './preparation';
import { RequestDocument } from './request-document';
import { RequestStatus } from './request-status';
import { SignLayout } from './sign-layout';
import { useFreshLinks } from './use-fresh-links';

/**
 * /communication/documents/signatur?docInfo={nodeId}&docInfo={documentId}: the office prepares a
 * document for e-signature (signers, fields) and follows the request (state, links, trail).
 */
export function SignaturPage({ nodeId, documentId }: { nodeId: DokumentNodeId; documentId: number }) {
  const workspace = useQuery(signWorkspaceQueryOptions(nodeId, documentId));
  const data = workspace.data;
  useDocumentTitle(data ? `e-Signatur: ${data.document.bezeichnung} – Maklerwerk` : 'e-Signatur – Maklerwerk');

  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <BackLinks vertragId={data?.document.vertragId ?? null} />
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
          e-Signatur{data ? `: ${data.document.bezeichnung}` : ''}
        </Title>
        {data && <DocumentPill type="SIGNATUR" value={data.document.signaturStatus} />}
      </Group>
      {data && (
        <Text size="sm" c="dimmed" mt={-8}>
          Datei: {data.document.fileName}
        </Text>
      )}
      {workspace.isError && <LoadError error={workspace.error} />}
      {!data && !workspace.isError && <Skeleton height={320} />}
      {data && <Workspace workspace={data} nodeId={nodeId} documentId={documentId} />}
    </Stack>
  );
}

function Workspace({
  workspace,
  nodeId,
  documentId,
}: {
  workspace: SignWorkspace;
  nodeId: DokumentNodeId;
  documentId: number;
}) {
  const { prepare, withdraw, renew } = useSignWorkspaceMutations(nodeId, documentId);
  const links = useFreshLinks(workspace.request);
  const { document, request } = workspace;

  const status = request && (
    <RequestStatus
      request={request}
      nodeId={document.nodeId}
      bezeichnung={document.bezeichnung}
      links={links}
      title={workspace.canPrepare ? 'Letzte Anfrage' : 'Unterschriftsanfrage'}
      onWithdraw={() => withdraw.mutateAsync(request.id)}
      onRenew={(signerId) => renew.mutateAsync(signerId)}
    />
  );

  if (workspace.canPrepare) {
    return <Preparation key={request?.id ?? 0} workspace={workspace} prepare={prepare} after={status} />;
  }
  const notSuitable = workspace.blockedReason === SIGN_TEXT.notSuitableTitle;
  return (
    <SignLayout
      panel={
        <Stack gap="md">
          {/* A running request shows itself below; its 'läuft bereits' would only repeat that. */}
          {workspace.blockedReason && request?.state !== 'OFFEN' && (
            <Alert
              color={notSuitable ? 'yellow' : 'brand'}
              variant="light"
              icon={<IconInfoCircle size={18} />}
              title={workspace.blockedReason}
            >
              {notSuitable ? SIGN_TEXT.notSuitableHint : null}
            </Alert>
          )}
          {status}
        </Stack>
      }
      document={
        workspace.pageCount > 0 ? (
          <RequestDocument
            pdfUrl={downloadUrl(document.nodeId, request?.fileId ?? document.fileId, true)}
            request={request}
          />
        ) : (
          <Text size="sm">
            Keine Vorschau möglich.{' '}
            <Anchor href={downloadUrl(document.nodeId, document.fileId)} download>
              {document.fileName} herunterladen
            </Anchor>
          </Text>
        )
      }
    />
  );
}

function BackLinks({ vertragId }: { vertragId: number | null }) {
  const router = useRouter();
  return (
    <Group gap="lg">
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()} w="fit-content">
        <IconArrowLeft size={14} aria-hidden /> zurück
      </Anchor>
      {vertragId !== null && (
        <AnchorLink
          to="/home/versicherungen/insurance-group/overview/$contractId"
          params={{ contractId: vertragId }}
          size="sm"
        >
          zum Vertrag
        </AnchorLink>
      )}
    </Group>
  );
}
