import { z } from 'zod';
import {
  AenderungslogBueroQuerySchema,
  AenderungslogPageSchema,
  AenderungslogQuerySchema,
} from '../aenderungslog/aenderungslog.schema';
import {
  AenderungslogVerlaufEintragSchema,
  ChangeLogQuerySchema,
  ChangeLogVerifySchema,
} from '../aenderungslog/aenderungslog-verlauf.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Änderungslog'];

export const aenderungslogApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/changelog',
    summary: 'Änderungslog eines Datensatzes',
    tags,
    query: ChangeLogQuerySchema,
    response: z.array(AenderungslogVerlaufEintragSchema),
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: '/changelog/verify',
    summary: 'Prüft die Hash-Kette des Änderungslogs (nur Innendienst)',
    tags,
    response: ChangeLogVerifySchema,
  }),
  /** The page 'Änderungslog' of a contract, person, customer, broker or record (spec 2.5, 3.10). */
  page: defineEndpoint({
    method: 'GET',
    path: '/changelog/eintraege',
    summary: 'Änderungslog-Seite (Typ vers, person, kundendaten, vermittlerdaten oder ein Datensatztyp)',
    tags,
    query: AenderungslogQuerySchema,
    response: AenderungslogPageSchema,
  }),
  /** The office-wide log, newest first (internal staff only). */
  office: defineEndpoint({
    method: 'GET',
    path: '/changelog/buero',
    summary: 'Änderungslog des ganzen Büros (nur Innendienst)',
    tags,
    query: AenderungslogBueroQuerySchema,
    response: AenderungslogPageSchema,
  }),
};

/** The filtered log as CSV or PDF (query: the page's query plus `format`). */
export const AENDERUNGSLOG_EXPORT_PATH = '/MSC3/restful/changelog/eintraege/export';
/** The office-wide log as CSV or PDF (query: the office query plus `format`). */
export const AENDERUNGSLOG_BUERO_EXPORT_PATH = '/MSC3/restful/changelog/buero/export';
