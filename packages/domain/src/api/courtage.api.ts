import {
  AbrechnungenQuerySchema,
  AbrechnungenSchema,
  BemerkungBodySchema,
  BuchungParamsSchema,
  BuchungSchema,
  BuchungsnrParamsSchema,
  CourtageDeletedSchema,
  MaklerLookupQuerySchema,
  MaklerLookupSchema,
  SaveBuchungBodySchema,
  SaveVerteilungszeileBodySchema,
  SaveZubringerBodySchema,
  VerteilungSchema,
  VerteilungszeileParamsSchema,
  ZubringerListSchema,
  ZubringerParamsSchema,
  ZubringerSchema,
} from '../courtage/courtage.schema';
import { ErwartungSchema, FehlbetraegeQuerySchema, FehlbetraegeSchema } from '../courtage/erwartung.schema';
import { ContractIdParamsSchema } from '../vertrag/vertrag.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Courtage'];

/** Commissions of a contract (spec termine-courtage-aenderungslog.md §2.3, §2.4, §7.3, §7.4; issue 14). */
export const courtageApi = {
  abrechnungen: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/abrechnungen',
    summary: 'Abrechnungen eines Vertrags (10 je Seite) mit den Spalten der Rolle, Bemerkung und Einstellungen',
    tags,
    params: ContractIdParamsSchema,
    query: AbrechnungenQuerySchema,
    response: AbrechnungenSchema,
  }),
  buchung: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/abrechnungen/:buchungsnr',
    summary: 'Eine Buchung',
    tags,
    params: BuchungParamsSchema,
    response: BuchungSchema,
  }),
  saveBuchung: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/abrechnungen',
    summary: 'Buchung anlegen oder ändern; der Server rechnet Courtagesumme und Prov. Betrag',
    tags,
    params: ContractIdParamsSchema,
    body: SaveBuchungBodySchema,
    response: BuchungSchema,
  }),
  deleteBuchung: defineEndpoint({
    method: 'DELETE',
    path: '/insurances/:id/abrechnungen/:buchungsnr',
    summary: 'Buchung löschen (Status unter 3)',
    tags,
    params: BuchungParamsSchema,
    response: CourtageDeletedSchema,
  }),
  copyBuchung: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/abrechnungen/:buchungsnr/kopieren',
    summary: 'Buchung kopieren (mit den Sätzen der Verteilung)',
    tags,
    params: BuchungParamsSchema,
    response: BuchungSchema,
  }),
  stornoBuchung: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/abrechnungen/:buchungsnr/stornieren',
    summary: 'Buchung stornieren (negative Beträge und Sätze)',
    tags,
    params: BuchungParamsSchema,
    response: BuchungSchema,
  }),
  saveBemerkung: defineEndpoint({
    method: 'PUT',
    path: '/insurances/:id/courtage-bemerkung',
    summary: "'Bemerkung zur Courtage' und die beiden Häkchen des Innendienstes",
    tags,
    params: ContractIdParamsSchema,
    body: BemerkungBodySchema,
    response: AbrechnungenSchema.shape.bemerkung,
  }),
  verteilung: defineEndpoint({
    method: 'GET',
    path: '/abrechnungen/:buchungsnr/verteilung',
    summary: 'Verteilung einer Buchung auf die Struktur',
    tags,
    params: BuchungsnrParamsSchema,
    response: VerteilungSchema,
  }),
  saveVerteilungszeile: defineEndpoint({
    method: 'POST',
    path: '/abrechnungen/:buchungsnr/verteilung',
    summary: 'Zeile der Verteilung anlegen (nach previousLfdNr) oder ändern; Beträge auf den Cent',
    tags,
    params: BuchungsnrParamsSchema,
    body: SaveVerteilungszeileBodySchema,
    response: VerteilungSchema,
  }),
  deleteVerteilungszeile: defineEndpoint({
    method: 'DELETE',
    path: '/abrechnungen/:buchungsnr/verteilung/:lfdNr',
    summary: 'Zeile der Verteilung löschen',
    tags,
    params: VerteilungszeileParamsSchema,
    response: VerteilungSchema,
  }),
  autoVerteilung: defineEndpoint({
    method: 'POST',
    path: '/abrechnungen/:buchungsnr/verteilung/automatisch',
    summary: 'Verteilung aus den Sätzen der Struktur neu berechnen (MwSt und Stornoreserve je Vermittler)',
    tags,
    params: BuchungsnrParamsSchema,
    response: VerteilungSchema,
  }),
  maklerLookup: defineEndpoint({
    method: 'GET',
    path: '/vermittler/lookup',
    summary: 'Vermittler zu einer Vermittlernummer (genau 5 Zeichen): Nummer und Name',
    tags,
    query: MaklerLookupQuerySchema,
    response: MaklerLookupSchema,
  }),
  zubringer: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/zubringer',
    summary: "Zubringercourtage eines Vertrags ('Courtagezubringer', 10 je Seite) mit der Courtage-Einstellung",
    tags,
    params: ContractIdParamsSchema,
    query: AbrechnungenQuerySchema,
    response: ZubringerListSchema,
  }),
  saveZubringer: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/zubringer',
    summary: 'Zubringercourtage anlegen oder ändern',
    tags,
    params: ContractIdParamsSchema,
    body: SaveZubringerBodySchema,
    response: ZubringerSchema,
  }),
  deleteZubringer: defineEndpoint({
    method: 'DELETE',
    path: '/zubringer/:courtageId',
    summary: 'Zubringercourtage löschen',
    tags,
    params: ZubringerParamsSchema,
    response: CourtageDeletedSchema,
  }),
  erwartung: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/courtage-erwartung',
    summary: 'Erwartete gegen erhaltene Bestandscourtage eines Vertrags je Jahr',
    tags,
    params: ContractIdParamsSchema,
    response: ErwartungSchema,
  }),
  fehlbetraege: defineEndpoint({
    method: 'GET',
    path: '/courtage/fehlbetraege',
    summary:
      'Verträge des Bestands, bei denen in einem Jahr weniger Courtage einging als erwartet (größter Fehlbetrag zuerst)',
    tags,
    query: FehlbetraegeQuerySchema,
    response: FehlbetraegeSchema,
  }),
};

/** CSV/XLSX export of the table 'Abrechnungen': `?format=csv|xlsx`. */
export const COURTAGE_EXPORT_PATH = '/MSC3/restful/insurances/:id/abrechnungen/export';

/** CSV/XLSX export of the shortfall list: `?jahr=…&format=csv|xlsx`. */
export const COURTAGE_FEHLBETRAEGE_EXPORT_PATH = '/MSC3/restful/courtage/fehlbetraege/export';
