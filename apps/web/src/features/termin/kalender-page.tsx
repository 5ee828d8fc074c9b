import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import {
  berlinWallTime,
  type EditorMode,
  type KalenderEintrag,
  type SerienBereich,
  type TerminArt,
  type TerminFormValues,
  wallTimeToIsoLocal,
} from '@maklerwerk/domain';
import {
  Button,
  Collapse,
  Group,
  Loader,
  LoadingOverlay,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconChevronDown, IconChevronUp, IconRss, IconSubtask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api-client';
import classes from './kalender.module.css';
import { kalenderQueryOptions, useMoveTerminMutation } from './kalender.queries';
import { EventContent } from './kalender-event-content';
import {
  dateToIsoDay,
  firstSlot,
  movedTimes,
  presetFormTimes,
  presetFromSelection,
  toEventInput,
  visibleRange,
} from './kalender-events';
import { IcalFeedModal } from './kalender-ical-feed-modal';
import { CalendarList } from './kalender-list';
import { MoveScopeModal } from './kalender-move-scope-modal';
import { KalenderToolbar } from './kalender-toolbar';
import { type KalenderView, kalenderViews } from './kalender-views';

// The shared editor (participants, repeats, attachments …) is loaded when it is first opened.
const loadEditor = () => import('./editor/termin-editor-modal');
const TerminEditorModal = lazy(() => loadEditor().then((m) => ({ default: m.TerminEditorModal })));

/** Where the calendar stands: kept in the address so that a reload shows the same place. */
export type KalenderPlace = { view: KalenderView; date: string };

type Props = {
  /** The view from the address; without one the week (on phones the list). */
  view?: KalenderView | undefined;
  /** A day of the shown range 'YYYY-MM-DD'; without one today. */
  date?: string | undefined;
  onPlaceChange: (place: KalenderPlace) => void;
};

type EditorState = {
  mode: EditorMode;
  sid?: number | undefined;
  occurrence?: string | undefined;
  preset?: Partial<TerminFormValues> | undefined;
};

type PendingMove = {
  item: KalenderEintrag;
  begin: string;
  end: string;
  revert: () => void;
};

/** The editor's mode for an item of the calendar. */
const editorModeOf: Record<TerminArt, EditorMode> = { TERMIN: 'Termin', AUFGABE: 'Aufgabe', AKTIVITAET: 'Aktivität' };

const isView = (value: string): value is KalenderView => (kalenderViews as readonly string[]).includes(value);

/** 'Now' on the German wall clock, as the calendar (zone UTC) reads it. */
const berlinNow = () => wallTimeToIsoLocal(berlinWallTime(new Date()));

const hourMinute = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** The calendar /communication/kalender (issue 13 §8): own and shared calendars, drag to move, iCal feed. */
export function KalenderPage({ view: viewParam, date, onPlaceChange }: Props) {
  useDocumentTitle('Kalender – Maklerwerk');
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const view: KalenderView = viewParam ?? (isPhone ? 'listWeek' : 'timeGridWeek');
  const calendarRef = useRef<FullCalendar>(null);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [title, setTitle] = useState('');
  const [users, setUsers] = useState<number[]>([]);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const [icalOpen, setIcalOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  const kalender = useQuery({
    ...kalenderQueryOptions(range?.from ?? '', range?.to ?? '', users),
    enabled: range !== null,
  });
  const move = useMoveTerminMutation();
  const calendars = kalender.data?.calendars;

  const events = useMemo<EventInput[]>(
    () => (kalender.data ? kalender.data.items.map((item) => toEventInput(item, kalender.data.calendars)) : []),
    [kalender.data],
  );
  const slotMinTime = useMemo(() => firstSlot(kalender.data?.items ?? []), [kalender.data]);

  // The address changed (back button, a link): bring the calendar there.
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) {
      return;
    }
    const shownDay = dateToIsoDay(api.view.currentStart);
    if (api.view.type !== view) {
      api.changeView(view, date ?? api.getDate());
    } else if (date && date !== shownDay) {
      api.gotoDate(date);
    }
  }, [view, date]);

  const onDatesSet = useCallback(
    (arg: DatesSetArg) => {
      const next = visibleRange(arg.start, arg.end);
      setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
      setTitle(arg.view.title);
      const type = arg.view.type;
      const place = { view: isView(type) ? type : view, date: dateToIsoDay(arg.view.currentStart) };
      if (place.view !== viewParam || place.date !== date) {
        onPlaceChange(place);
      }
    },
    [view, viewParam, date, onPlaceChange],
  );

  const openItem = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const item = info.event.extendedProps.item as KalenderEintrag;
    setEditor({
      mode: editorModeOf[item.art],
      sid: item.sid,
      occurrence: item.isRepeating ? item.occurrence : undefined,
    });
  };

  const newFromSelection = (info: DateSelectArg) => {
    const preset = presetFromSelection(info.start, info.end, info.allDay, info.view.type === 'dayGridMonth');
    setEditor({ mode: 'Termin', preset: { art: 'TERMIN', ...presetFormTimes(preset) } });
    info.view.calendar.unselect();
  };

  const runMove = (pending: PendingMove, scope: SerienBereich) => {
    move.mutate(
      {
        sid: pending.item.sid,
        begin: pending.begin,
        end: pending.end,
        scope,
        occurrence: pending.item.isRepeating ? pending.item.occurrence : undefined,
      },
      {
        onError: (error) => {
          pending.revert();
          notifications.show({ color: 'red', title: 'Nicht verschoben', message: errorMessage(error) });
        },
      },
    );
  };

  const onMoved = (info: EventDropArg | EventResizeDoneArg) => {
    const item = info.event.extendedProps.item as KalenderEintrag;
    const times = movedTimes({ start: info.event.start, end: info.event.end, allDay: info.event.allDay });
    if (!times) {
      info.revert();
      return;
    }
    const pending: PendingMove = { item, ...times, revert: info.revert };
    if (item.isRepeating) {
      setPendingMove(pending);
    } else {
      runMove(pending, 'all');
    }
  };

  const api = () => calendarRef.current?.getApi();
  const selectedCount = calendars ? calendars.filter((c) => c.own || users.includes(c.userId)).length : undefined;

  const sidePanel = (
    <CalendarList
      calendars={calendars}
      selected={users}
      onToggle={(userId, shown) =>
        setUsers((current) => (shown ? [...current, userId] : current.filter((id) => id !== userId)))
      }
    />
  );

  const autoHeight = isPhone && view === 'listWeek';

  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1600} gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Kalender
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button
            size={isPhone ? 'xs' : 'sm'}
            leftSection={<IconCalendarPlus size={16} />}
            onMouseEnter={() => void loadEditor().catch(() => undefined)}
            onClick={() => setEditor({ mode: 'Termin', preset: { art: 'TERMIN' } })}
          >
            Neuer Termin
          </Button>
          <Button
            size={isPhone ? 'xs' : 'sm'}
            variant="light"
            leftSection={<IconSubtask size={16} />}
            onMouseEnter={() => void loadEditor().catch(() => undefined)}
            onClick={() => setEditor({ mode: 'Aufgabe', preset: { art: 'AUFGABE' } })}
          >
            Neue Aufgabe
          </Button>
          <Button
            size={isPhone ? 'xs' : 'sm'}
            variant="default"
            leftSection={<IconRss size={16} />}
            onClick={() => setIcalOpen(true)}
          >
            Kalender abonnieren
          </Button>
        </Group>
      </Group>

      {isPhone && (
        <Paper withBorder>
          <UnstyledButton onClick={() => setPanelOpen((o) => !o)} aria-expanded={panelOpen} w="100%" px="sm" py="xs">
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                Kalender{selectedCount === undefined ? '' : ` (${selectedCount})`}
              </Text>
              {panelOpen ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            </Group>
          </UnstyledButton>
          <Collapse expanded={panelOpen}>
            <div style={{ padding: '0 var(--mantine-spacing-sm) var(--mantine-spacing-sm)' }}>{sidePanel}</div>
          </Collapse>
        </Paper>
      )}

      <Group align="flex-start" gap="md" wrap="nowrap">
        {!isPhone && (
          <Paper withBorder p="md" className={classes.sidePanel} component="aside" aria-label="Kalender">
            <Text fw={600} mb="sm">
              Kalender
            </Text>
            {sidePanel}
          </Paper>
        )}

        <Paper withBorder p={{ base: 'xs', sm: 'md' }} style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="sm">
            <Group gap="xs" wrap="nowrap" align="center">
              <div style={{ flex: 1, minWidth: 0 }}>
                <KalenderToolbar
                  view={view}
                  title={title}
                  isPhone={isPhone}
                  onView={(next) => api()?.changeView(next)}
                  onToday={() => api()?.today()}
                  onPrev={() => api()?.prev()}
                  onNext={() => api()?.next()}
                />
              </div>
              {kalender.isFetching && kalender.data && <Loader size="xs" aria-label="Wird aktualisiert" />}
            </Group>
            {kalender.isError && <LoadError error={kalender.error} />}
            <div className={autoHeight ? classes.calendarAuto : classes.calendar}>
              <LoadingOverlay visible={kalender.isPending && !kalender.isError} zIndex={5} />
              <FullCalendar
                ref={calendarRef}
                plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
                locale={deLocale}
                timeZone="UTC"
                now={berlinNow}
                initialView={view}
                {...(date ? { initialDate: date } : {})}
                headerToolbar={false}
                height={autoHeight ? 'auto' : '100%'}
                firstDay={1}
                fixedWeekCount={false}
                allDayText="Ganztägig"
                noEventsContent="Keine Termine in diesem Zeitraum."
                slotMinTime={slotMinTime}
                scrollTime="07:30:00"
                slotDuration="00:30:00"
                snapDuration="00:15:00"
                slotLabelFormat={hourMinute}
                eventTimeFormat={hourMinute}
                nowIndicator
                businessHours={{ daysOfWeek: [1, 2, 3, 4, 5], startTime: '08:00', endTime: '18:00' }}
                navLinks
                dayMaxEvents
                eventDisplay="block"
                views={{
                  // On a phone a week's column has room for 'M 23' only.
                  timeGridWeek: isPhone ? { dayHeaderFormat: { weekday: 'narrow', day: 'numeric' } } : {},
                  listWeek: {
                    listDayFormat: { weekday: 'long', day: 'numeric', month: 'long' },
                    listDaySideFormat: false,
                  },
                }}
                events={events}
                eventContent={(arg) => <EventContent arg={arg} />}
                editable={false}
                eventResizableFromStart={false}
                forceEventDuration
                defaultTimedEventDuration="01:00"
                eventAllow={(dropInfo, dragged) => dragged === null || dropInfo.allDay === dragged.allDay}
                selectable
                selectMirror
                longPressDelay={400}
                datesSet={onDatesSet}
                eventClick={openItem}
                select={newFromSelection}
                eventDrop={onMoved}
                eventResize={onMoved}
              />
            </div>
          </Stack>
        </Paper>
      </Group>

      <MoveScopeModal
        opened={pendingMove !== null}
        label={pendingMove?.item.label ?? ''}
        onChoose={(scope) => {
          if (pendingMove) {
            runMove(pendingMove, scope);
          }
          setPendingMove(null);
        }}
        onCancel={() => {
          pendingMove?.revert();
          setPendingMove(null);
        }}
      />
      <IcalFeedModal opened={icalOpen} onClose={() => setIcalOpen(false)} />
      {editor && (
        <Suspense fallback={null}>
          <TerminEditorModal
            opened
            onClose={() => setEditor(null)}
            mode={editor.mode}
            {...(editor.sid === undefined ? {} : { sid: editor.sid })}
            {...(editor.occurrence === undefined ? {} : { occurrence: editor.occurrence })}
            {...(editor.preset === undefined ? {} : { preset: editor.preset })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
