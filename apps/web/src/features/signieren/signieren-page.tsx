import { SIGN_TEXT } from '@maklerwerk/domain';
import { Alert, Box, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { MessageCard } from './message-card';
import { type SignOutcome, signingPdfUrl, signingSessionQueryOptions } from './signieren.queries';
import { SigningDocument } from './signieren-document';
import { SigningHeader } from './signieren-header';
import { SIGNING_PANEL_ID, SigningPanel } from './signieren-panel';

export const WAITING_NOTICE =
  'Sie sind noch nicht an der Reihe: zuerst unterschreibt eine andere Person. Sie erhalten eine E-Mail, sobald Sie unterschreiben können.';

const doneText = {
  UNTERSCHRIEBEN: 'Sie haben dieses Dokument unterschrieben.',
  ABGELEHNT: 'Sie haben die Unterschrift abgelehnt.',
} as const;

/**
 * The page behind a personal signing link (no login): the document with this person's fields, then
 * consent and signature. A link that cannot be used shows only the server's message.
 */
export function SigningPage({ token }: { token: string }) {
  const session = useQuery(signingSessionQueryOptions(token));
  const [outcome, setOutcome] = useState<SignOutcome | null>(null);
  const data = session.data;

  if (session.isError) {
    return (
      <MessageCard
        tone="error"
        title="Unterschrift nicht möglich"
        message={errorMessage(session.error)}
        icon={<IconLinkOff size={30} />}
      />
    );
  }
  if (!data) {
    return <LoadingPage />;
  }
  const finished =
    outcome?.state ?? (data.state === 'UNTERSCHRIEBEN' || data.state === 'ABGELEHNT' ? data.state : null);
  if (finished) {
    const signed = finished === 'UNTERSCHRIEBEN';
    return (
      <MessageCard
        tone={signed ? 'success' : 'info'}
        title={signed ? 'Dokument unterschrieben' : 'Unterschrift abgelehnt'}
        message={outcome?.message ?? doneText[finished]}
        icon={signed ? <IconCircleCheck size={32} /> : <IconCircleX size={32} />}
      />
    );
  }

  const open = data.state === 'OFFEN';
  const toPanel = () =>
    document.getElementById(SIGNING_PANEL_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <PageFrame title={`${data.documentName} unterschreiben`}>
      <SigningHeader session={data} />
      {!open && (
        <Alert color="brand" variant="light" icon={<IconClockHour4 size={18} />} title="Bitte noch warten">
          {WAITING_NOTICE}
        </Alert>
      )}
      <SigningDocument
        pdfUrl={signingPdfUrl(token)}
        fields={open ? data.fields : []}
        actions={
          open && (
            <Button variant="default" size="sm" onClick={toPanel}>
              {SIGN_TEXT.continueToSign}
            </Button>
          )
        }
      />
      {open && <SigningPanel token={token} session={data} onDone={setOutcome} />}
    </PageFrame>
  );
}

function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} – Maklerwerk`);
  return (
    <Box bg="gray.0" mih="100dvh">
      <Container component="main" size={900} px={{ base: 'xs', sm: 'md' }} py={{ base: 'sm', sm: 'xl' }}>
        <Stack gap="md">{children}</Stack>
      </Container>
    </Box>
  );
}

function LoadingPage() {
  return (
    <PageFrame title="Dokument unterschreiben">
      <Stack gap="md" role="status" aria-busy="true" aria-label="Wird geladen …">
        <Skeleton height={120} radius="md" />
        <Skeleton height={420} radius="md" />
      </Stack>
    </PageFrame>
  );
}
