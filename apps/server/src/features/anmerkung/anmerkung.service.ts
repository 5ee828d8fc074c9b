import {
  type Actor,
  AppError,
  canEditNotes,
  canSeeNote,
  canUseNoteVisibility,
  diffFields,
  formatDate,
  isInternal,
  type Note,
  type NoteList,
  noteVisibilityLabels,
  noteVisibilityOptions,
  type SaveNoteBody,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { toIsoTimestamp } from '../../lib/timestamp';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './anmerkung.repository';

const NOTE_NOT_FOUND = 'Die Anmerkung wurde nicht gefunden.';
const DAMAGE_REPORT_NOT_FOUND = 'Die Schadensmeldung wurde nicht gefunden.';
const INTERN_RESERVED = 'Die Sichtbarkeit Intern ist internen Mitarbeitern vorbehalten.';
const VISIBILITY_HIDES_NOTE = 'Mit dieser Sichtbarkeit könnten Sie die Anmerkung selbst nicht mehr sehen.';
const NOT_A_DAMAGE_REPORT_OF_CONTRACT = 'Die Schadensmeldung gehört nicht zu diesem Vertrag.';
const DAMAGE_REPORT_FIXED = 'Die Schadensmeldung einer Anmerkung kann nicht geändert werden.';

const loggedFields = ['datum', 'betreff', 'text', 'sichtbar'] as const;

function toNote(r: repo.NoteRow): Note {
  return {
    id: r.id,
    datum: r.datum,
    dateCreated: toIsoTimestamp(r.dateCreated),
    dateModified: toIsoTimestamp(r.dateModified),
    betreff: r.betreff,
    text: r.text,
    sichtbar: r.sichtbar,
    ersteller: r.ersteller,
    erstellerName: r.erstellerName,
    owner: r.owner,
    schadenId: r.schadenId,
    version: r.version,
  };
}

/** What the change log shows: German date, the visibility's label, an empty text as none. */
const logged = (n: repo.NoteValues) => ({
  datum: formatDate(n.datum),
  betreff: n.betreff,
  text: n.text === '' ? null : n.text,
  sichtbar: noteVisibilityLabels[n.sichtbar],
});

export async function listNotes(
  db: Db,
  actor: Actor,
  contractId: number,
  query: { offset: number; limit: number; schadenId?: number | undefined },
): Promise<NoteList> {
  await findVisibleContract(db, actor, contractId);
  if (query.schadenId !== undefined && !(await repo.isLiveDamageReportOf(db, contractId, query.schadenId))) {
    throw new AppError('NOT_FOUND', DAMAGE_REPORT_NOT_FOUND);
  }
  const { rows, total } = await repo.findNotePage(db, actor, contractId, query);
  return {
    items: rows.map(toNote),
    total,
    offset: query.offset,
    limit: query.limit,
    canEdit: canEditNotes(actor),
    sichtbarOptions: noteVisibilityOptions(isInternal(actor.viewed)),
    ersteller: actor.viewed.username,
  };
}

/** A live note the actor reads (404 otherwise: a hidden note is answered like a missing one). */
async function findVisibleNote(db: Db, actor: Actor, noteId: number) {
  const note = await repo.findVisibleNote(db, actor, noteId);
  if (!note) {
    throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
  }
  return note;
}

/** Creates a note (without id) or changes one (with id and the version it was read with). */
export async function saveNote(db: Db, actor: Actor, body: SaveNoteBody): Promise<Note> {
  const contract = await findVisibleContract(db, actor, body.owner);
  authorize(actor, canEditNotes);
  const existing = body.id == null ? undefined : await findVisibleNote(db, actor, body.id);
  if (existing && existing.owner !== body.owner) {
    throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
  }
  if (!canUseNoteVisibility(actor, body.sichtbar)) {
    throw new AppError('UNPROCESSABLE', INTERN_RESERVED, { sichtbar: INTERN_RESERVED });
  }
  const audience = {
    contractBrokerId: contract.brokerId,
    createdByUserId: existing ? existing.createdByUserId : actor.viewed.id,
  };
  if (!canSeeNote(actor, body.sichtbar, audience)) {
    throw new AppError('UNPROCESSABLE', VISIBILITY_HIDES_NOTE, { sichtbar: VISIBILITY_HIDES_NOTE });
  }
  const values: repo.NoteValues = {
    datum: body.datum,
    betreff: body.betreff,
    text: body.text,
    sichtbar: body.sichtbar,
  };
  const id = existing
    ? await updateNote(db, actor, existing, body.version ?? 0, body.schadenId, values)
    : await createNote(db, actor, body.owner, body.schadenId ?? null, values);
  const saved = await repo.findNote(db, id);
  if (!saved) {
    throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
  }
  return toNote(saved);
}

async function createNote(
  db: Db,
  actor: Actor,
  contractId: number,
  schadenId: number | null,
  values: repo.NoteValues,
): Promise<number> {
  if (schadenId !== null && !(await repo.isLiveDamageReportOf(db, contractId, schadenId))) {
    throw new AppError('VALIDATION', undefined, { schadenId: NOT_A_DAMAGE_REPORT_OF_CONTRACT });
  }
  return db.transaction(async (tx) => {
    const id = await repo.insertNote(tx, {
      ...values,
      contractId,
      damageReportId: schadenId,
      ersteller: actor.viewed.username,
      createdByUserId: actor.viewed.id,
    });
    if (id === undefined) {
      throw new Error('note insert returned no id');
    }
    const empty: Record<(typeof loggedFields)[number], string | null> = {
      datum: null,
      betreff: null,
      text: null,
      sichtbar: null,
    };
    await writeChangeLog(tx, actor, { type: 'anmerkung', id }, diffFields(empty, logged(values), loggedFields));
    return id;
  });
}

/** The damage report a note is about is fixed when it is written; a merge moves it, not an edit. */
async function updateNote(
  db: Db,
  actor: Actor,
  existing: repo.NoteRow,
  expectedVersion: number,
  schadenId: number | null | undefined,
  values: repo.NoteValues,
): Promise<number> {
  if (schadenId !== undefined && schadenId !== existing.schadenId) {
    throw new AppError('VALIDATION', undefined, { schadenId: DAMAGE_REPORT_FIXED });
  }
  await saveVersioned(db, actor, {
    record: { type: 'anmerkung', id: existing.id },
    expectedVersion,
    currentVersion: existing.version,
    before: logged(existing),
    after: logged(values),
    fields: loggedFields,
    write: (tx) => repo.updateNote(tx, existing.id, existing.version, values),
  });
  return existing.id;
}

/** Soft delete (decision 0016): the note is hidden everywhere, kept with who and when, and logged. */
export async function deleteNote(db: Db, actor: Actor, noteId: number): Promise<{ deleted: true }> {
  const note = await findVisibleNote(db, actor, noteId);
  authorize(actor, canEditNotes);
  await db.transaction(async (tx) => {
    if (!(await repo.removeNote(tx, noteId, actor.viewed.id))) {
      throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
    }
    await writeChangeLog(tx, actor, { type: 'anmerkung', id: noteId }, [
      {
        field: 'geloescht',
        oldValue: null,
        newValue: `Anmerkung „${note.betreff}“ vom ${formatDate(note.datum)} gelöscht`,
      },
    ]);
  });
  return { deleted: true };
}
