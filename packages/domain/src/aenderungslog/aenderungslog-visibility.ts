import { COLUMN, documentHeaders } from '../dokument/dokument-columns.rules';
import {
  type Actor,
  canSeeCommissions,
  canSeeDocumentHistory,
  canSeeWeitereVertragsdetails,
  canUseVergleichsportale,
} from '../permissions';
import { canSeeDamageReserve } from '../schadensmeldung/schadensmeldung.rules';
import { type ChangeLogField, changeLogFieldLabels, weitereVertragsdetailsFields } from './aenderungslog-fields';
import { type ChangeLogRecordType, changeLogRecordTypes } from './aenderungslog-record-types';

/** Whether a document screen shows the column to this viewer (the archive's own rule, documentHeaders). */
const showsDocumentColumn = (key: string) => (a: Actor) => documentHeaders(a).some((h) => h.key === key);

/**
 * The screens that show a logged field to fewer people than its record (issue 35): each with the rule
 * the screen itself uses. Whoever may not see the screen does not read the field in the change log.
 */
export const changeLogFieldScreens = {
  /** The step 'Weitere Vertragsdetails'. */
  weitereVertragsdetails: canSeeWeitereVertragsdetails,
  /** The commission remark: on 'Weitere Vertragsdetails' and on the step 'Abrechnung'. */
  courtageBemerkung: (a: Actor) => canSeeWeitereVertragsdetails(a) || canSeeCommissions(a),
  /** Comparison and offer portals (the handover to a calculator). */
  vergleichsportale: canUseVergleichsportale,
  /** The reserve of a damage report. */
  schadenReserve: canSeeDamageReserve,
  /** The columns of the document archive: release, e-signature, remark, damage report. */
  dokumentFreigabe: showsDocumentColumn(COLUMN.freigabe),
  dokumentSignatur: showsDocumentColumn(COLUMN.signaturStatus),
  dokumentBemerkung: showsDocumentColumn(COLUMN.bemerkung),
  dokumentSchaden: showsDocumentColumn(COLUMN.schadennr),
  /** A document's versions, and who deleted or restored it. */
  dokumentHistorie: canSeeDocumentHistory,
} as const satisfies Record<string, (a: Actor) => boolean>;
export type ChangeLogFieldScreen = keyof typeof changeLogFieldScreens;

type FieldScreens = { [R in ChangeLogRecordType]?: Partial<Record<ChangeLogField<R>, ChangeLogFieldScreen>> };

/**
 * The visibility of every logged field: a field listed here is read by who reads its record and sees
 * its screen; every other field by who reads its record (aenderungslog-verlauf.service.ts, isRecordVisible).
 */
export const changeLogFieldVisibility: FieldScreens = {
  versicherung: {
    ...(Object.fromEntries(weitereVertragsdetailsFields.map((f) => [f, 'weitereVertragsdetails'])) as Record<
      (typeof weitereVertragsdetailsFields)[number],
      ChangeLogFieldScreen
    >),
    courtageBemerkung: 'courtageBemerkung',
    portalUebergabe: 'vergleichsportale',
  },
  schadensmeldung: { reserve: 'schadenReserve' },
  dokument: {
    freigabe: 'dokumentFreigabe',
    signatur: 'dokumentSignatur',
    bemerkung: 'dokumentBemerkung',
    schaden: 'dokumentSchaden',
    version: 'dokumentHistorie',
    geloescht: 'dokumentHistorie',
    wiederhergestellt: 'dokumentHistorie',
  },
};

/** The screen whose rule decides who reads this field, or null: who reads the record reads it. */
export function changeLogFieldScreen(type: ChangeLogRecordType, field: string): ChangeLogFieldScreen | null {
  const screens: Partial<Record<string, ChangeLogFieldScreen>> = changeLogFieldVisibility[type] ?? {};
  return screens[field] ?? null;
}

/** Whether the viewer reads this field of a record he reads. */
export function canSeeChangeLogField(a: Actor, type: ChangeLogRecordType, field: string): boolean {
  const screen = changeLogFieldScreen(type, field);
  return screen === null || changeLogFieldScreens[screen](a);
}

/**
 * The (record type, field) pairs the viewer does not read: every change-log read and export leaves
 * them out in its statement (so that pages and counts stay right).
 */
export function hiddenChangeLogFields(a: Actor): { recordType: ChangeLogRecordType; field: string }[] {
  return changeLogRecordTypes.flatMap((recordType) =>
    Object.keys(changeLogFieldLabels[recordType])
      .filter((field) => !canSeeChangeLogField(a, recordType, field))
      .map((field) => ({ recordType, field })),
  );
}
