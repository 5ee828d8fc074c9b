import { type EditorMode, type StartAufgabe, type StartPage, type TerminArt, terminArtLabel } from '@maklerwerk/domain';
import { Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconChecklist, IconRepeat } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { AnchorLink } from '../../components/router-links';
import { ItemsSkeleton } from './items-skeleton';
import { StartCardHeader } from './start-card-header';

// The shared editor loads only when an item is opened.
const TerminEditorModal = lazy(() =>
  import('../termin/editor/termin-editor-modal').then((m) => ({ default: m.TerminEditorModal })),
);

/** The editor's mode for an item of this kind. */
const modeOf: Record<TerminArt, EditorMode> = { TERMIN: 'Termin', AUFGABE: 'Aufgabe', AKTIVITAET: 'Aktivität' };

function TaskItem({ item, onOpen }: { item: StartAufgabe; onOpen: () => void }) {
  return (
    <div>
      <Group gap={6} wrap="nowrap" align="center">
        <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={onOpen} style={{ minWidth: 0 }}>
          {item.label}
        </Anchor>
        {item.isRepeating && (
          <Tooltip label="Wiederholt sich" withinPortal>
            <span role="img" aria-label="Wiederholt sich" style={{ display: 'inline-flex', flexShrink: 0 }}>
              <IconRepeat size={14} aria-hidden />
            </span>
          </Tooltip>
        )}
        {item.overdue && (
          <Badge color="red" variant="light" size="sm" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            überfällig
          </Badge>
        )}
      </Group>
      <Text size="xs" c={item.overdue ? 'red.8' : 'dimmed'} component="div">
        {terminArtLabel[item.art]} · {item.art === 'TERMIN' ? 'am' : 'fällig'}{' '}
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{item.begin}</span>
        {item.bereichDisplay && (
          <>
            {' · '}
            {item.contractId !== null ? (
              <AnchorLink
                to="/home/versicherungen/insurance-group/details/$contractId"
                params={{ contractId: item.contractId }}
                search={{}}
                size="xs"
                underline="always"
              >
                {item.bereichDisplay}
              </AnchorLink>
            ) : (
              item.bereichDisplay
            )}
          </>
        )}
      </Text>
    </div>
  );
}

/** Issue 13: the user's open tasks (and next appointments) on the start page, soonest first. */
export function OpenTasksCard({
  aufgaben,
  onChanged,
}: {
  aufgaben: StartPage['aufgaben'] | undefined;
  /** After saving in the editor: the start page loads again. */
  onChanged?: () => void;
}) {
  const [opened, setOpened] = useState<StartAufgabe | null>(null);
  return (
    <Paper withBorder radius="md" p="md" style={{ flex: 1 }}>
      <StartCardHeader
        icon={<IconChecklist size={20} stroke={1.6} />}
        title="Offene Aufgaben"
        count={aufgaben?.count}
        countLabel={(text) => `${text} offene Aufgaben`}
      />
      {!aufgaben && <ItemsSkeleton />}
      {aufgaben && aufgaben.items.length === 0 && (
        <Text size="sm" c="dimmed">
          Keine offenen Aufgaben.
        </Text>
      )}
      <Stack gap={8}>
        {aufgaben?.items.map((item) => (
          <TaskItem key={`${item.sid}-${item.begin}`} item={item} onOpen={() => setOpened(item)} />
        ))}
      </Stack>
      <Group justify="flex-end" mt="sm">
        <AnchorLink to="/communication/kalender" size="sm">
          Kalender öffnen
        </AnchorLink>
      </Group>
      {opened && (
        <Suspense fallback={null}>
          <TerminEditorModal
            opened
            sid={opened.sid}
            mode={modeOf[opened.art]}
            onClose={() => setOpened(null)}
            onSaved={onChanged}
          />
        </Suspense>
      )}
    </Paper>
  );
}
