import {
  type Actor,
  AENDERUNGSLOG_EXPORT_CAP,
  type AenderungslogBueroQuery,
  type AenderungslogEintrag,
  type AenderungslogPage,
  type AenderungslogQuery,
  AppError,
  berlinInstant,
  type ChangeLogRecordType,
  canSeeChangeLog,
  canSeeOfficeChangeLog,
  changeLogChangeText,
  changeLogEntryText,
  changeLogFieldLabel,
  changeLogFieldLabels,
  changeLogRecordTypeLabels,
  changeLogRecordTypes,
  changeLogUserText,
  contractPartRecordTypes,
  fieldsMatching,
  formatDate,
  hiddenChangeLogFields,
  isInternal,
  LIST_COUNT_CAP,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { toIsoTimestamp } from '../../lib/timestamp';
import * as repo from './aenderungslog.repository';
import { verifyChain } from './aenderungslog-verlauf.repository';
import { isRecordVisible } from './aenderungslog-verlauf.service';

/** What a page reads and how it names its rows; `subject` describes it for the PDF. */
type Resolved = {
  filter: repo.LogFilter;
  /** Rows of another type than this one get the type's label before the field's. */
  mainType: ChangeLogRecordType | null;
  subject: string;
};

const contractTypes: readonly ChangeLogRecordType[] = ['versicherung', ...contractPartRecordTypes];
const isKnownType = (t: string): t is ChangeLogRecordType => t in changeLogFieldLabels;

/** The German calendar day `datum` (ISO) from midnight in Germany. */
function sinceOf(datum: string | undefined): Date | undefined {
  if (!datum) {
    return undefined;
  }
  const [year = 0, month = 1, day = 1] = datum.split('-').map(Number);
  return berlinInstant({ year, month, day, hour: 0, minute: 0 });
}

function textOf(
  filter: string | undefined,
  types: readonly ChangeLogRecordType[],
  mainType: ChangeLogRecordType | null,
) {
  if (!filter) {
    return undefined;
  }
  const fields = fieldsMatching(types, filter, (t) => t !== mainType);
  // A date typed as on screen (31.01.2026) also finds the stored ISO value.
  const german = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(filter);
  return { text: german ? `${german[3]}-${german[2]}-${german[1]}` : filter, fields };
}

/**
 * Spec 2.5 / docs/decisions/0024: the record types and ids of one page. A record the viewer may not
 * see answers 404 (the one visibility switch of aenderungslog-verlauf.service.ts).
 */
async function resolve(db: Db, actor: Actor, q: AenderungslogQuery): Promise<Resolved> {
  const since = sinceOf(q.datum);
  const id = q.typ === 'vers' ? (q.versVetragId ?? 0) : (q.searchkeyId ?? 0);
  let sources: repo.LogSource[];
  let mainType: ChangeLogRecordType;
  let subject: string;
  switch (q.typ) {
    case 'vers': {
      const contract = await findVisibleContract(db, actor, id);
      sources = contractTypes.map((recordType) => ({ recordType, recordIds: [id] }));
      if (q.mitSchadensmeldung) {
        // Every damage report of the contract, removed and merged ones too (their log stays readable).
        sources.push({ recordType: 'schadensmeldung', damageReportsOf: id });
      }
      mainType = 'versicherung';
      subject = `Versicherung ${contract.nummer}${q.mitSchadensmeldung ? ' inkl. Schadensmeldungen' : ''}`;
      break;
    }
    case 'kundendaten':
      if (!(await isRecordVisible(db, actor, 'kunde', id))) {
        throw new AppError('NOT_FOUND');
      }
      sources = [
        { recordType: 'kunde', recordIds: [id] },
        { recordType: 'bankverbindung', recordIds: [id] },
      ];
      mainType = 'kunde';
      subject = `Kundendaten (Kunde ${id})`;
      break;
    case 'vermittlerdaten': {
      // No code writes a broker record type: a broker's data are the audit rows of his logins.
      const logins = await repo.findBrokerLoginIds(db, id);
      const visible: number[] = [];
      for (const login of logins) {
        if (await isRecordVisible(db, actor, 'benutzer', login)) {
          visible.push(login);
        }
      }
      if (visible.length === 0 && !(isInternal(actor.original) && logins.length > 0)) {
        throw new AppError('NOT_FOUND');
      }
      sources = [{ recordType: 'benutzer', recordIds: visible }];
      mainType = 'benutzer';
      subject = `Vermittlerdaten (Vermittler ${id})`;
      break;
    }
    default: {
      const type = q.typ;
      if (!(await isRecordVisible(db, actor, type, id))) {
        throw new AppError('NOT_FOUND');
      }
      sources = [{ recordType: type, recordIds: [id] }];
      mainType = type;
      subject = `${changeLogRecordTypeLabels[type]} ${id}`;
    }
  }
  const types = sources.map((s) => s.recordType as ChangeLogRecordType);
  return {
    filter: { sources, since, text: textOf(q.filter, types, mainType), hidden: hiddenChangeLogFields(actor) },
    mainType,
    subject,
  };
}

function resolveOffice(actor: Actor, q: AenderungslogBueroQuery): Resolved {
  return {
    filter: {
      since: sinceOf(q.datum),
      text: textOf(q.filter, changeLogRecordTypes, null),
      hidden: hiddenChangeLogFields(actor),
    },
    mainType: null,
    subject: 'Gesamtes Büro',
  };
}

function toEintrag(row: repo.LogRow, mainType: ChangeLogRecordType | null): AenderungslogEintrag {
  const known = isKnownType(row.recordType);
  // The office-wide log mixes every record: it names the record too ('Versicherung 1: Korrespondenz').
  const record = mainType === null ? ` ${row.recordId}` : '';
  const eintrag = known
    ? mainType === null
      ? `${changeLogRecordTypeLabels[row.recordType as ChangeLogRecordType]}${record}: ${changeLogFieldLabel(row.recordType as ChangeLogRecordType, row.field)}`
      : changeLogEntryText(row.recordType as ChangeLogRecordType, row.field, row.recordType !== mainType)
    : `${row.recordType}${record}: ${row.field}`;
  return {
    id: row.id,
    datum: toIsoTimestamp(row.at),
    nutzer: changeLogUserText(
      { id: row.userId, name: row.userName },
      { id: row.originalUserId, name: row.originalUserName },
    ),
    eintrag,
    aenderung: changeLogChangeText(row.oldValue, row.newValue),
  };
}

async function pageOf(db: Db, r: Resolved, q: { offset: number; limit: number }): Promise<AenderungslogPage> {
  const { rows, total: counted } = await repo.findLogPage(db, r.filter, q);
  return {
    items: rows.map((row) => toEintrag(row, r.mainType)),
    total: Math.min(counted, LIST_COUNT_CAP),
    totalCapped: counted > LIST_COUNT_CAP,
    offset: q.offset,
    limit: q.limit,
  };
}

/** Spec 2.5: one page of the log of a contract, person, customer, broker or record. */
export async function listAenderungslog(db: Db, actor: Actor, q: AenderungslogQuery): Promise<AenderungslogPage> {
  authorize(actor, canSeeChangeLog);
  return pageOf(db, await resolve(db, actor, q), q);
}

/** The office-wide log, newest first: internal staff as themselves. */
export async function listBueroAenderungslog(
  db: Db,
  actor: Actor,
  q: AenderungslogBueroQuery,
): Promise<AenderungslogPage> {
  authorize(actor, canSeeOfficeChangeLog);
  return pageOf(db, resolveOffice(actor, q), q);
}

/** What an export holds: the rows (at most the cap), whether there were more, and what was asked. */
export type AenderungslogExport = {
  rows: AenderungslogEintrag[];
  capped: boolean;
  subject: string;
  filterText: string;
  chain: { ok: boolean; rows: number; brokenAtId: number | null };
};

function describeFilter(q: { datum?: string | undefined; filter?: string | undefined }): string {
  const parts = [q.datum ? `ab ${formatDate(q.datum)}` : 'alle Einträge', q.filter ? `Suche „${q.filter}“` : null];
  return parts.filter(Boolean).join(', ');
}

async function exportOf(db: Db, r: Resolved, q: AenderungslogBueroQuery): Promise<AenderungslogExport> {
  const [rows, chain] = await Promise.all([
    repo.findLogRows(db, r.filter, { offset: 0, limit: AENDERUNGSLOG_EXPORT_CAP + 1 }),
    verifyChain(db),
  ]);
  return {
    rows: rows.slice(0, AENDERUNGSLOG_EXPORT_CAP).map((row) => toEintrag(row, r.mainType)),
    capped: rows.length > AENDERUNGSLOG_EXPORT_CAP,
    subject: r.subject,
    filterText: describeFilter(q),
    chain: { ok: chain.brokenAtId === null, rows: chain.rows, brokenAtId: chain.brokenAtId },
  };
}

/** The filtered log of one page for the CSV or PDF (same rule and visibility as the page). */
export async function exportAenderungslog(db: Db, actor: Actor, q: AenderungslogQuery): Promise<AenderungslogExport> {
  authorize(actor, canSeeChangeLog);
  return exportOf(db, await resolve(db, actor, q), q);
}

export async function exportBueroAenderungslog(
  db: Db,
  actor: Actor,
  q: AenderungslogBueroQuery,
): Promise<AenderungslogExport> {
  authorize(actor, canSeeOfficeChangeLog);
  return exportOf(db, resolveOffice(actor, q), q);
}
