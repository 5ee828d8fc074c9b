import { type Actor, canFillFormular, isOriginalInternal } from '../permissions';
import type { FormularAnswers } from './formular-answers.schema';
import { isEmptyAnswer } from './formular-condition';
import type { AntragTyp } from './formular-katalog';
import { parseGermanNumber } from './formular-storage';

// Rules of a filled form (issue 16 item 2, decision 0028), shared by server and web.

export const antragStatuses = ['OFFEN', 'ANTRAG_ORDNUNG', 'ANTRAG_FEHLER'] as const;
export type AntragStatus = (typeof antragStatuses)[number];

/** The investor profile's states (spec dokumente-formulare.md §4; pills: anlegerprofilLegend). */
export const anlegerprofilStatuses = ['FEHLERHAFT', 'BESTATIGT', 'BESTATIGT_OK', 'BESTATIGT_PENDING'] as const;
export type AnlegerprofilStatus = (typeof anlegerprofilStatuses)[number];

/**
 * The investor profile's state when it is finished: unconfirmed (BESTATIGT_PENDING) until the office
 * confirms it; one finished with acknowledged open points (ANTRAG_FEHLER) is FEHLERHAFT. Other forms: null.
 */
export function anlegerprofilStatusOnFinish(
  antragTyp: string,
  status: Exclude<AntragStatus, 'OFFEN'>,
): AnlegerprofilStatus | null {
  if (antragTyp !== 'ANLEGERPROFIL') {
    return null;
  }
  return status === 'ANTRAG_ORDNUNG' ? 'BESTATIGT_PENDING' : 'FEHLERHAFT';
}

export const NOT_AN_ANLEGERPROFIL = 'Das Dokument ist kein Anlegerprofil.';
export const ANLEGERPROFIL_ALREADY_CONFIRMED = 'Das Anlegerprofil ist bereits bestätigt.';
export const ANLEGERPROFIL_ALREADY_CHECKED = 'Das Anlegerprofil ist bereits geprüft.';
export const ANLEGERPROFIL_SAME_CHECKER = 'Die zweite Prüfung muss eine andere Person vornehmen.';
export const ANLEGERPROFIL_FAULTY = 'Ein fehlerhaftes Anlegerprofil kann nicht bestätigt werden.';

/** An investor profile as the confirm steps see it: its state and the original user who confirmed it. */
export type AnlegerprofilConfirmState = { status: string | null; bestaetigtVon: number | null };

export type AnlegerprofilConfirmStep =
  | { ok: true; next: 'BESTATIGT' | 'BESTATIGT_OK' }
  | { ok: false; message: string };

/**
 * The next confirm step of an investor profile, a four-eyes check (spec §4: BESTATIGT 'confirmed',
 * BESTATIGT_OK 'confirmed, double check'): an unconfirmed one (BESTATIGT_PENDING) becomes BESTATIGT;
 * a confirmed one becomes BESTATIGT_OK only by an original internal staff member who is not the person
 * who confirmed it (the original user: viewing as somebody does not make a second person). Otherwise
 * the German reason. Who may write at all (canFillFormular) is the endpoint's rule.
 */
export function anlegerprofilConfirmStep(actor: Actor, profil: AnlegerprofilConfirmState): AnlegerprofilConfirmStep {
  const refuse = (message: string): AnlegerprofilConfirmStep => ({ ok: false, message });
  switch (profil.status) {
    case 'BESTATIGT_PENDING':
      return { ok: true, next: 'BESTATIGT' };
    case 'BESTATIGT':
      if (!isOriginalInternal(actor)) {
        return refuse(ANLEGERPROFIL_ALREADY_CONFIRMED);
      }
      if (profil.bestaetigtVon === actor.original.id) {
        return refuse(ANLEGERPROFIL_SAME_CHECKER);
      }
      return { ok: true, next: 'BESTATIGT_OK' };
    case 'BESTATIGT_OK':
      return refuse(ANLEGERPROFIL_ALREADY_CHECKED);
    case 'FEHLERHAFT':
      return refuse(ANLEGERPROFIL_FAULTY);
    default:
      return refuse(NOT_AN_ANLEGERPROFIL);
  }
}

/** Whether the actor may take the next confirm step now: an office writer, and the step allowed. */
export const canConfirmAnlegerprofil = (actor: Actor, profil: AnlegerprofilConfirmState) =>
  canFillFormular(actor) && anlegerprofilConfirmStep(actor, profil).ok;

/** The button of the next step: the first confirmation, or the second person's check. */
export const anlegerprofilConfirmLabel = (status: string | null) =>
  status === 'BESTATIGT' ? 'Zweitprüfung bestätigen' : 'Anlegerprofil bestätigen';

/** Whether a form belongs in a contract's 'Versicherungsformulare' (the investor profile does not). */
export const isVersicherungsformular = (antragTyp: string) => antragTyp !== 'ANLEGERPROFIL';

/**
 * Whether a form can be created for a customer without a contract (the customer's 'Neues Formular'):
 * Beratungsdokumentation, Anlegerprofil and Beschwerde; an application (ANTRAG) belongs to a contract.
 */
export const isKundenformular = (antragTyp: string) => antragTyp !== 'ANTRAG';

/** antragWarnings (about the whole application's data) and positionWarnings (about one position), field → text. */
export type FormularWarnings = {
  antragWarnings: Record<string, string>;
  positionWarnings: Record<string, string>;
};

export const noFormularWarnings = (): FormularWarnings => ({ antragWarnings: {}, positionWarnings: {} });

/** Every open point of a form when it is finished: validator errors and the server's warnings, by field. */
export function openPoints(
  errors: Readonly<Record<string, string>>,
  warnings: FormularWarnings,
): Record<string, string> {
  return { ...warnings.antragWarnings, ...warnings.positionWarnings, ...errors };
}

export type FinishDecision =
  | { ok: true; status: Exclude<AntragStatus, 'OFFEN'> }
  | { ok: false; openPoints: Record<string, string> };

/**
 * The status a finished form gets: ANTRAG_ORDNUNG when the server's checks leave nothing open;
 * with open points (missing required answers, server warnings) only when the user acknowledged
 * them, and then ANTRAG_FEHLER — a faulty application is kept and visible as such, not hidden.
 */
export function finishDecision(
  errors: Readonly<Record<string, string>>,
  warnings: FormularWarnings,
  acknowledged: boolean,
): FinishDecision {
  const open = openPoints(errors, warnings);
  if (Object.keys(open).length === 0) {
    return { ok: true, status: 'ANTRAG_ORDNUNG' };
  }
  return acknowledged ? { ok: true, status: 'ANTRAG_FEHLER' } : { ok: false, openPoints: open };
}

/** The archive folder of a finished form's PDF: applications to the contract papers, the rest to Beratung. */
export function formularArchiveNode(antragTyp: AntragTyp | string): 'VERTRAGSUNTERLAGEN' | 'BERATUNG' {
  return antragTyp === 'ANTRAG' ? 'VERTRAGSUNTERLAGEN' : 'BERATUNG';
}

/** Whether a form fits a contract: its sparten meet the contract's, or it has none (fits all). */
export function formularFitsSparten(formSparten: readonly string[], contractSparten: readonly string[]): boolean {
  return formSparten.length === 0 || formSparten.some((s) => contractSparten.includes(s));
}

/** Euro of household contents per m² below which the sum insured is probably too low (Unterversicherung). */
export const HAUSRAT_EURO_PRO_QM = 650;
export const UNTERVERSICHERUNG_MESSAGE = `Die Versicherungssumme liegt unter ${HAUSRAT_EURO_PRO_QM} € je m² Wohnfläche: Unterversicherung möglich.`;

/**
 * The server's own checks of saved answers (positionWarnings), by form. Kept warnings of a field
 * (antragWarnings set by the office) stay until that field's value changes.
 */
export function recomputeWarnings(
  formPath: string,
  previous: FormularWarnings,
  before: FormularAnswers,
  after: FormularAnswers,
): FormularWarnings {
  const antragWarnings = Object.fromEntries(
    Object.entries(previous.antragWarnings).filter(
      ([field]) => JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null),
    ),
  );
  const positionWarnings: Record<string, string> = {};
  if (formPath === 'hausratAntrag') {
    const flaeche = after.wohnflaeche;
    const summe = after.versicherungssumme;
    if (typeof flaeche === 'string' && typeof summe === 'string' && !isEmptyAnswer(flaeche) && !isEmptyAnswer(summe)) {
      const qm = parseGermanNumber(flaeche);
      const euro = parseGermanNumber(summe);
      if (qm !== null && euro !== null && euro < qm * HAUSRAT_EURO_PRO_QM) {
        positionWarnings.versicherungssumme = UNTERVERSICHERUNG_MESSAGE;
      }
    }
  }
  return { antragWarnings, positionWarnings };
}

/**
 * Errors a save accepts: a form is filled in several sittings, so a required answer may still be
 * missing (finishing checks it); everything else (bad format, hidden or unknown fields) is refused.
 */
export function saveBlockingErrors(
  errors: Readonly<Record<string, string>>,
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => {
      const [first, index, child] = key.split('.');
      const value =
        index === undefined
          ? answers[first as string]
          : (answers[first as string] as Record<string, unknown>[] | undefined)?.[Number(index)]?.[child as string];
      return !isEmptyAnswer(value);
    }),
  );
}

export const ANTRAG_OHNE_VERTRAG = 'Ein Antrag wird im Vertrag angelegt (Versicherungsformulare).';
export const FORMULAR_PASST_NICHT = 'Dieses Formular passt nicht zur Sparte des Vertrags.';

/**
 * Whether a form may be created (the server's check of what the menus offer): without a contract only
 * a customer form (isKundenformular); with one only a contract form whose Sparten meet the contract's.
 * The German reason, or null.
 */
export function formularCreateError(
  form: { antragTyp: string; sparten: readonly string[] },
  contractSparten: readonly string[] | null,
): string | null {
  if (contractSparten === null) {
    return isKundenformular(form.antragTyp) ? null : ANTRAG_OHNE_VERTRAG;
  }
  return isVersicherungsformular(form.antragTyp) && formularFitsSparten(form.sparten, contractSparten)
    ? null
    : FORMULAR_PASST_NICHT;
}
