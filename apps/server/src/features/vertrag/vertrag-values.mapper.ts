import type { AllgemeineParsed, AllgemeineValues, WeitereValues } from '@maklerwerk/domain';
import type { ContractRow } from '../../auth/contract-access';
import type { ContractPatch } from '../../repositories/contract-write.repository';

/** numeric(7,4) comes back as text ('12.5000'). */
const toNumber = (v: string | null) => (v === null ? null : Number(v));

export function toAllgemeineValues(c: ContractRow): AllgemeineValues {
  return {
    gesellschaft: String(c.gesellschaftId),
    description: String(c.sparteId),
    status: c.status,
    nummer: c.nummer,
    druckPolNr: c.druckPolNr,
    produktbez: c.produktbez,
    beginn: c.beginn,
    anzeigeModusDauer: c.anzeigeModusDauer,
    ende: c.ende,
    laufzeit: c.laufzeit,
    hauptfaelligkeit: c.hauptfaelligkeit,
    praemiebto_zahlweise: c.praemieBtoZahlweiseCents,
    praemiento_zahlweise: c.praemieNtoZahlweiseCents,
    zahlrhythm: c.zahlrhythm,
    zahlweiseBemerkung: c.zahlweiseBemerkung,
    zahlungsart: c.zahlungsart,
    bankverbindung: c.bankverbindung,
    externeKennung: c.externeKennung,
    isEigenerVertrag: c.isEigenerVertrag,
    fremdanlage: c.fremdanlage,
    kundeEingelesen: c.kundeEingelesen,
    provisionsfrei: c.provisionsfrei,
    teilung: toNumber(c.teilung),
    anbindung: c.anbindung,
    betreuungsstufe: c.betreuungsstufe,
    konvertierung: c.konvertierung,
    kennzeichen: c.kennzeichen,
    beitragszahlungsdauer: c.beitragszahlungsdauer,
    letzteAenderungGueltigAb: c.letzteAenderungGueltigAb,
    aenderungsGrund: c.aenderungsGrund,
    displayFremdges: c.displayFremdges,
    maklerGesellNr: c.maklerGesellNr,
    einlesenUpdaten: c.einlesenUpdaten,
  };
}

/** The columns of the general values (kennzeichen is not written here: it follows the vehicle data). */
export function allgemeinePatch(v: AllgemeineValues): ContractPatch {
  return {
    gesellschaftId: Number(v.gesellschaft),
    sparteId: Number(v.description),
    status: v.status ?? undefined,
    nummer: v.nummer ?? undefined,
    druckPolNr: v.druckPolNr,
    produktbez: v.produktbez,
    beginn: v.beginn,
    anzeigeModusDauer: v.anzeigeModusDauer,
    ende: v.ende,
    laufzeit: v.laufzeit,
    hauptfaelligkeit: v.hauptfaelligkeit,
    praemieBtoZahlweiseCents: v.praemiebto_zahlweise,
    praemieNtoZahlweiseCents: v.praemiento_zahlweise,
    zahlrhythm: v.zahlrhythm,
    zahlweiseBemerkung: v.zahlweiseBemerkung,
    zahlungsart: v.zahlungsart,
    bankverbindung: v.bankverbindung,
    externeKennung: v.externeKennung,
    isEigenerVertrag: v.isEigenerVertrag,
    fremdanlage: v.fremdanlage,
    kundeEingelesen: v.kundeEingelesen,
    provisionsfrei: v.provisionsfrei,
    teilung: v.teilung === null ? null : v.teilung.toFixed(4),
    anbindung: v.anbindung,
    betreuungsstufe: v.betreuungsstufe,
    konvertierung: v.konvertierung,
    beitragszahlungsdauer: v.beitragszahlungsdauer,
    letzteAenderungGueltigAb: v.letzteAenderungGueltigAb,
    aenderungsGrund: v.aenderungsGrund,
    displayFremdges: v.displayFremdges,
    maklerGesellNr: v.maklerGesellNr,
    einlesenUpdaten: v.einlesenUpdaten,
  };
}

export function toWeitereValues(c: ContractRow, kundennr: string): WeitereValues {
  return {
    vermittlernummerBemerkung: c.vermittlernummerBemerkung,
    bezug: c.bezug,
    bemerkungStatus: c.bemerkungStatus,
    kundennr,
    geteiltMitKunde: c.geteiltMitKunde,
    erfassungsdatum: c.erfassungsdatum,
    dateUpdatetdGDV: c.dateUpdatedGdv,
    pramieBruttoJahr: c.praemieBruttoJahrCents,
    pramieNettoJahr: c.praemieNettoJahrCents,
    bestandsubertragung: c.bestandsuebertragung,
    alleRechtePflichten: c.alleRechtePflichten,
    korrespondenz: c.korrespondenz,
    buAbgelehnt: c.buAbgelehnt,
    letzteAnderung: c.letzteAenderung,
    vertragssumme: c.vertragssummeCents,
    courtageBemerkung: c.courtageBemerkung,
  };
}

export function weiterePatch(v: WeitereValues): ContractPatch {
  return {
    vermittlernummerBemerkung: v.vermittlernummerBemerkung,
    bezug: v.bezug,
    bemerkungStatus: v.bemerkungStatus,
    geteiltMitKunde: v.geteiltMitKunde,
    erfassungsdatum: v.erfassungsdatum,
    praemieBruttoJahrCents: v.pramieBruttoJahr,
    praemieNettoJahrCents: v.pramieNettoJahr,
    bestandsuebertragung: v.bestandsubertragung,
    alleRechtePflichten: v.alleRechtePflichten,
    korrespondenz: v.korrespondenz,
    buAbgelehnt: v.buAbgelehnt,
    vertragssummeCents: v.vertragssumme,
    courtageBemerkung: v.courtageBemerkung,
  };
}

/**
 * The parsed general input in the shape of the form values: the schema reads the company and the
 * Vertragssparte as number ids, the values (and the select options they are checked against) hold
 * them as strings.
 */
export function allgemeineInput(input: AllgemeineParsed): Partial<AllgemeineValues> {
  const { gesellschaft, description, ...rest } = input;
  const text = (id: number | undefined) => (id === undefined ? undefined : String(id));
  return { ...rest, gesellschaft: text(gesellschaft), description: text(description) };
}

/** Copies the defined entries of `input` whose key is allowed over `base`. */
export function mergeAllowed<T extends object>(base: T, input: Partial<T>, allowed: Set<string>): T {
  const next = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && allowed.has(key) && key in next) {
      next[key] = value;
    }
  }
  return next as T;
}
