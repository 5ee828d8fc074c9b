// How one item is drawn in the calendar: task box, lock, time and title (FullCalendar's eventContent).
import type { EventContentArg } from '@fullcalendar/core';
import type { KalenderEintrag } from '@maklerwerk/domain';
import { Text } from '@mantine/core';
import { IconLock, IconSquare, IconSquareCheck } from '@tabler/icons-react';
import classes from './kalender.module.css';
import { dateToWallText } from './kalender-events';

/** Tasks get a box (ticked when done, then struck through), private items a lock. */
export function EventContent({ arg }: { arg: EventContentArg }) {
  const item = arg.event.extendedProps.item as KalenderEintrag | undefined;
  const isList = arg.view.type.startsWith('list');
  const isTimeGrid = arg.view.type.startsWith('timeGrid') && !arg.event.allDay;
  // Half an hour or less in the time grid: one line with the start time and the title.
  const short =
    isTimeGrid &&
    arg.event.start !== null &&
    arg.event.end !== null &&
    arg.event.end.getTime() - arg.event.start.getTime() <= 30 * 60_000;
  const timeText = short && arg.event.start ? dateToWallText(arg.event.start).slice(11) : arg.timeText;
  const done = item?.status === 'ERLEDIGT';
  const task = item?.art === 'AUFGABE';
  return (
    <div className={isTimeGrid && !short ? classes.eventFlow : isList ? classes.eventList : classes.eventInner}>
      {task &&
        (done ? (
          <IconSquareCheck size={13} className={classes.eventIcon} aria-label="Erledigte Aufgabe" />
        ) : (
          <IconSquare size={13} className={classes.eventIcon} aria-label="Aufgabe" />
        ))}
      {item?.private && <IconLock size={13} className={classes.eventIcon} aria-label="Privat" />}
      {!isList && timeText && <span className={classes.eventTime}>{timeText}</span>}
      <span className={`${classes.eventTitle} ${done ? classes.done : ''}`}>{arg.event.title}</span>
      {isList && item?.place && (
        <Text span size="xs" c="dimmed" ml={4}>
          · {item.place}
        </Text>
      )}
    </div>
  );
}
