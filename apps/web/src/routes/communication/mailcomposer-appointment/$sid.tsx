import { type Termin, terminEinladung } from '@maklerwerk/domain';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCalendarDown, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { NotFoundPage } from '../../../components/not-found-page';
import { MailComposerPage } from '../../../features/kommunikation/mail-composer-page';
import { terminIcsUrl, terminQueryOptions } from '../../../features/termin/editor/termin.queries';
import { htmlToPlainText } from '../../../lib/html-text';
import { parseIdParam } from '../../../lib/route-params';
import { useSession } from '../../../lib/session';

/** The mail composer for an appointment (termine §2.1 `/communication/mailcomposer-appointment/{sid}`). */
export const Route = createFileRoute('/communication/mailcomposer-appointment/$sid')({
  params: {
    parse: ({ sid }: { sid: string }) => ({ sid: parseIdParam(sid) }),
    stringify: ({ sid }: { sid: number }) => ({ sid: String(sid) }),
  },
  loader: ({ context, params }) => {
    // Prefetch only: an appointment one does not see is the page's message, not a route error.
    if (!Number.isNaN(params.sid)) {
      void context.queryClient.prefetchQuery(terminQueryOptions(params.sid));
    }
  },
  component: AppointmentComposerRoute,
});

function AppointmentComposerRoute() {
  const { sid } = Route.useParams();
  return Number.isNaN(sid) ? <NotFoundPage /> : <AppointmentComposer sid={sid} />;
}

function AppointmentComposer({ sid }: { sid: number }) {
  const termin = useQuery(terminQueryOptions(sid));
  if (termin.data) {
    const t = termin.data;
    return t.bereich === 'VersVertrag' && t.bereichId !== null ? (
      <MailComposerPage insuranceId={t.bereichId} search={{ kind: 'termin', termin: sid }} />
    ) : (
      <MailtoPage termin={t} />
    );
  }
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1100} gap="md">
      {termin.isError ? <LoadError error={termin.error} /> : <Skeleton height={420} />}
    </Stack>
  );
}

/** The same mail as the server's template (kind 'termin'), as plain text for the user's mail program. */
function invitation(t: Termin, ownUserId: number) {
  const { receiver, subject, wann } = terminEinladung(
    { label: t.label, begin: t.begin, end: t.end, fullDay: t.fullDay, participants: t.beteiligteOutput },
    ownUserId,
  );
  // A mailto body's lines end in CR LF (RFC 6068), also inside the description.
  const text = htmlToPlainText(t.text).replace(/\n/g, '\r\n');
  const lines = [
    'Guten Tag,',
    '',
    'hiermit erhalten Sie die Angaben zu unserem Termin:',
    '',
    t.label,
    `Wann: ${wann}`,
    ...(t.place.trim() === '' ? [] : [`Wo: ${t.place}`]),
    ...(text === '' ? [] : ['', 'Beschreibung:', text]),
    '',
    'Mit freundlichen Grüßen',
  ];
  return { to: receiver, subject, body: lines.join('\r\n') };
}

function mailtoHref(mail: { to: string[]; subject: string; body: string }) {
  const to = mail.to.map(encodeURIComponent).join(',');
  return `mailto:${to}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`;
}

/** An appointment without contract: no postbox to file the mail in, so the user's own mail program writes it. */
function MailtoPage({ termin }: { termin: Termin }) {
  const router = useRouter();
  const { me } = useSession();
  const mail = invitation(termin, me.user.id);
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1100} gap="md">
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()} w="fit-content">
        <IconArrowBackUp size={14} aria-hidden /> zurück
      </Anchor>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mb="md">
          E-Mail zum Termin
        </Title>
        <Stack gap="md">
          <Text>
            Dieser Termin gehört zu keiner Versicherung. Schreiben Sie die Einladung mit Ihrem E-Mail-Programm:
          </Text>
          <Text fw={600}>{mail.subject}</Text>
          {mail.to.length === 0 && (
            <Text c="dimmed" size="sm">
              Kein Beteiligter hat eine E-Mail-Adresse; tragen Sie die Empfänger im E-Mail-Programm ein.
            </Text>
          )}
          <Group gap="md" wrap="wrap">
            <Button component="a" href={mailtoHref(mail)} leftSection={<IconMail size={16} aria-hidden />}>
              E-Mail-Programm öffnen
            </Button>
            <Anchor href={terminIcsUrl(termin.sid)} download size="sm">
              <Group gap={4} component="span">
                <IconCalendarDown size={16} aria-hidden />
                .ics herunterladen
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
