import {
  SaveTerminBodySchema,
  TerminCombosSchema,
  TerminOccurrenceQuerySchema,
  TerminParamsSchema,
  TerminSchema,
} from '../termin/termin.schema';
import {
  AlarmSeenParamsSchema,
  EmpfaengerListSchema,
  EmpfaengerQuerySchema,
  IcalFeedSchema,
  KalenderQuerySchema,
  KalenderSchema,
  KandidatenQuerySchema,
  KandidatenSchema,
  MoveTerminBodySchema,
  SetStatusBodySchema,
  SetStatusParamsSchema,
  SetStatusQuerySchema,
  SetStatusResultSchema,
  TaskListQuerySchema,
  TaskListSchema,
  TerminDeletedSchema,
  TerminDraftAnswerSchema,
  TerminDraftSchema,
  TextbausteineSchema,
} from '../termin/termin-lists.schema';
import { ContractIdParamsSchema } from '../vertrag/vertrag.schema';
import { defineEndpoint } from './endpoint';
import { OkSchema } from './ok.schema';

const tags = ['Termine'];

/** Appointments, tasks and activities (spec termine-courtage-aenderungslog.md §2.1, §7.1; vertrag-details.md §2.6, §7; issue 13). */
export const terminApi = {
  combos: defineEndpoint({
    method: 'GET',
    path: '/calendarService/combos',
    summary:
      'Auswahllisten des Termin-Editors (Wiederholung, Status, Verkaufsphase, Art, Rolle, Bereich, Alarme) und der Besitzer',
    tags,
    response: TerminCombosSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/calendarService/termine/:sid',
    summary: 'Termin, Aufgabe oder Aktivität mit Beteiligten und Anhängen',
    tags,
    params: TerminParamsSchema,
    response: TerminSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/calendarService/termine',
    summary: 'Termin, Aufgabe oder Aktivität anlegen oder ändern (bei Serien: nur dieser, dieser und folgende, alle)',
    tags,
    body: SaveTerminBodySchema,
    response: TerminSchema,
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/calendarService/termine/:sid/verschieben',
    summary: 'Im Kalender verschieben oder Dauer ändern',
    tags,
    params: TerminParamsSchema,
    body: MoveTerminBodySchema,
    response: TerminSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/calendarService/termine/:sid',
    summary: 'Löschen (bei Serien: nur dieser Termin bleibt als Ausnahme fern, dieser und folgende, alle)',
    tags,
    params: TerminParamsSchema,
    query: TerminOccurrenceQuerySchema,
    response: TerminDeletedSchema,
  }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: '/calendarService/setStatus/:commId',
    summary: 'Aufgabe als erledigt markieren; bei Wiederholung bleibt das nächste Vorkommen offen',
    tags,
    params: SetStatusParamsSchema,
    query: SetStatusQuerySchema,
    body: SetStatusBodySchema,
    response: SetStatusResultSchema,
  }),
  contractTasks: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/aufgaben',
    summary: "Postfach-Tabelle 'Aufgaben' eines Vertrags (30 je Seite, offene zuerst nach Fälligkeit)",
    tags,
    params: ContractIdParamsSchema,
    query: TaskListQuerySchema,
    response: TaskListSchema,
  }),
  kalender: defineEndpoint({
    method: 'GET',
    path: '/calendarService/kalender',
    summary: 'Kalender: Einträge eines Zeitraums (Serien als einzelne Vorkommen), eigene und freigegebene Kalender',
    tags,
    query: KalenderQuerySchema,
    response: KalenderSchema,
  }),
  textbausteine: defineEndpoint({
    method: 'GET',
    path: '/calendarService/textbausteine',
    summary: 'Textbausteine: Kürzel, die in Textfeldern zu ihrem Text werden',
    tags,
    response: TextbausteineSchema,
  }),
  draft: defineEndpoint({
    method: 'GET',
    path: '/calendarService/entwurf',
    summary: 'Der Entwurf des Editors, gespeichert vor dem Wechsel in eine Auswahl',
    tags,
    response: TerminDraftAnswerSchema,
  }),
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: '/calendarService/entwurf',
    summary: 'Entwurf des Editors speichern (je Nutzer einer)',
    tags,
    body: TerminDraftSchema,
    response: OkSchema,
  }),
  deleteDraft: defineEndpoint({
    method: 'DELETE',
    path: '/calendarService/entwurf',
    summary: 'Entwurf verwerfen (nach dem Wiederherstellen)',
    tags,
    response: OkSchema,
  }),
  kandidaten: defineEndpoint({
    method: 'GET',
    path: '/calendarService/kandidaten',
    summary: 'Auswahl für Beteiligte: Kunden, Vermittler, Gesellschaften, Ansprechpartner, Nutzer im Datenbereich',
    tags,
    query: KandidatenQuerySchema,
    response: KandidatenSchema,
  }),
  empfaenger: defineEndpoint({
    method: 'GET',
    path: '/calendarService/empfaenger',
    summary: 'Empfänger eines Vermittlers (maklernr) oder einer Gesellschaft (bereichId)',
    tags,
    query: EmpfaengerQuerySchema,
    response: EmpfaengerListSchema,
  }),
  icalFeed: defineEndpoint({
    method: 'GET',
    path: '/calendarService/ical-feed',
    summary: 'Ob der iCal-Feed des Nutzers eingerichtet ist',
    tags,
    response: IcalFeedSchema,
  }),
  renewIcalFeed: defineEndpoint({
    method: 'POST',
    path: '/calendarService/ical-feed',
    summary: 'iCal-Feed (neu) einrichten: eine geheime Adresse, die alte gilt nicht mehr',
    tags,
    response: IcalFeedSchema,
  }),
  revokeIcalFeed: defineEndpoint({
    method: 'DELETE',
    path: '/calendarService/ical-feed',
    summary: 'iCal-Feed widerrufen',
    tags,
    response: IcalFeedSchema,
  }),
  alarmSeen: defineEndpoint({
    method: 'POST',
    path: '/calendarService/alarme/:id/gesehen',
    summary: 'Eine Erinnerung im Browser als gesehen markieren',
    tags,
    params: AlarmSeenParamsSchema,
    response: OkSchema,
  }),
};

/** Routes outside the JSON API: uploads, downloads, the event stream and the public feed. */
export const TERMIN_FILE_ROUTES = {
  /** Multipart upload of one attachment: answers the file (id). */
  upload: '/MSC3/restful/calendarService/upload',
  /** Download of an attachment: `?sid=…&fileId=…` (spec §7.1). */
  attachment: '/termin_attachment',
  /** One item as .ics: `/MSC3/restful/calendarService/termine/{sid}/ics`. */
  ics: '/MSC3/restful/calendarService/termine/:sid/ics',
  /** Server-sent events: in-app alarms (alarmMsc) of the logged-in user. */
  events: '/MSC3/restful/calendarService/events',
  /** The secret iCal feed: `/ical/{token}.ics` (no session). */
  feed: '/ical/:token',
} as const;
