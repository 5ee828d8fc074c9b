import { type EditorMode, isAppPath, type TerminFormValues } from '@maklerwerk/domain';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { type DraftMeta, restoreFromDraft } from '../../features/termin/editor/draft';
import { terminDraftQueryOptions, useDeleteDraftMutation } from '../../features/termin/editor/termin.queries';
import { TerminEditorModal } from '../../features/termin/editor/termin-editor-modal';
import { coercedInt, oneOf, searchSchema, text } from '../../lib/search-schema';
import { useSession } from '../../lib/session';

// /communication/appointment?sid&occurrence&back (vertrag-details §2.6) and ?draft=1 (back from a picker).
const search = searchSchema({
  sid: coercedInt({ min: 1 }),
  occurrence: text({ max: 16 }),
  back: text({ max: 2000 }),
  draft: coercedInt(),
  mode: oneOf(['Termin', 'Aufgabe', 'Aktivität']),
});

export const Route = createFileRoute('/communication/appointment')({
  validateSearch: search,
  component: AppointmentRoute,
});

const FALLBACK = '/communication/kalender';

/** Only paths inside the app are followed (no open redirect). */
const safePath = (path: string | undefined) => (isAppPath(path) ? path : undefined);

function AppointmentRoute() {
  const { sid, occurrence, back, draft, mode } = Route.useSearch();
  return draft === 1 ? (
    <DraftRestore />
  ) : (
    <EditorPage sid={sid} occurrence={occurrence} back={safePath(back)} mode={mode ?? 'Termin'} />
  );
}

type Restored = { values?: TerminFormValues; meta: DraftMeta };

function EditorPage(props: {
  sid?: number;
  occurrence?: string;
  back?: string;
  mode: EditorMode;
  restored?: Restored;
}) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(true);
  const meta = props.restored?.meta;
  const host = props.back ?? safePath(meta?.__host) ?? FALLBACK;
  const leave = () => {
    setOpened(false);
    void navigate({ href: host, replace: true });
  };
  const sid = props.sid ?? meta?.__sid;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {sid ? 'Eintrag bearbeiten' : 'Neuer Eintrag'}
      </Title>
      <Text c="dimmed" size="sm">
        Der Editor ist geöffnet. Nach dem Speichern oder Schließen geht es zurück.
      </Text>
      <TerminEditorModal
        opened={opened}
        onClose={leave}
        onDeleted={leave}
        onBack={leave}
        sid={sid}
        occurrence={props.occurrence ?? meta?.__occurrence}
        mode={meta?.__mode ?? props.mode}
        preset={props.restored?.values}
        contextCustomerId={meta?.__contextCustomerId}
        fromContract={meta?.__fromContract}
        host={host}
      />
    </Stack>
  );
}

/** Back from a picker: load the draft, restore it with what was picked, then drop it on the server. */
function DraftRestore() {
  const { me } = useSession();
  const draft = useQuery({ ...terminDraftQueryOptions(), staleTime: 0, refetchOnWindowFocus: false });
  const drop = useDeleteDraftMutation();
  const [restored, setRestored] = useState<Restored | null>(null);
  const done = useRef(false);
  const data = draft.data;
  useEffect(() => {
    if (done.current || !data) {
      return;
    }
    done.current = true;
    if (data.draft) {
      setRestored(restoreFromDraft(data.draft, me.user.id));
      drop.mutate();
    } else {
      setRestored({ meta: { __host: FALLBACK, __mode: 'Termin' } });
    }
  }, [data, drop, me.user.id]);

  if (draft.isError) {
    return <LoadError error={draft.error} />;
  }
  if (!restored) {
    return (
      <Center py="xl">
        <Loader type="dots" aria-label="Entwurf wird geladen" />
      </Center>
    );
  }
  return <EditorPage mode={restored.meta.__mode} restored={restored} />;
}
