// A module of its own: the calendar's route reads the view, and every route's search reader is part of
// the first page (docs/decisions/0030).

/** The views of the page (FullCalendar's names). */
export const kalenderViews = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type KalenderView = (typeof kalenderViews)[number];
export const kalenderViewLabel: Record<KalenderView, string> = {
  dayGridMonth: 'Monat',
  timeGridWeek: 'Woche',
  timeGridDay: 'Tag',
  listWeek: 'Liste',
};
