import {
  type Actor,
  isBrokerLike,
  isCustomerKind,
  isInternal,
  type NoteVisibility,
  noteVisibilities,
} from '@maklerwerk/domain';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { contractScope } from '../../auth/data-scope.repository';
import type { Executor } from '../../db/client';
import { contracts, damageReports, notes, users } from '../../db/schema';

/**
 * The notes the viewed user reads, as a WHERE clause over `notes` joined to `contracts`. It mirrors
 * canSeeNote of permissions.ts case by case (true: every note of that visibility; SQL: those notes
 * where it holds); anmerkung.routes.test.ts runs both on the demo notes for every login.
 */
export function noteVisibleTo(actor: Actor): SQL {
  const viewed = actor.viewed;
  const ownContractOrAuthor = or(
    viewed.brokerId === null ? undefined : eq(contracts.brokerId, viewed.brokerId),
    eq(notes.createdByUserId, viewed.id),
  );
  const audience: Record<NoteVisibility, boolean | SQL | undefined> = {
    KUNDE: true,
    POOL: !isCustomerKind(viewed),
    MAKLER: isInternal(viewed) || (isBrokerLike(viewed) && ownContractOrAuthor),
    INTERN: isInternal(viewed),
  };
  const visible = noteVisibilities.flatMap((v) => {
    const condition = audience[v];
    if (condition === true) {
      return [eq(notes.sichtbar, v)];
    }
    return condition ? [and(eq(notes.sichtbar, v), condition) as SQL] : [];
  });
  return or(...visible) ?? sql`false`;
}

const noteColumns = {
  id: notes.id,
  owner: notes.contractId,
  schadenId: notes.damageReportId,
  datum: notes.datum,
  betreff: notes.betreff,
  text: notes.text,
  sichtbar: sql<NoteVisibility>`${notes.sichtbar}`,
  ersteller: notes.ersteller,
  erstellerName: users.displayName,
  createdByUserId: notes.createdByUserId,
  contractBrokerId: contracts.brokerId,
  dateCreated: notes.dateCreated,
  dateModified: notes.dateModified,
  version: notes.version,
};

const noteQuery = (db: Executor) =>
  db
    .select(noteColumns)
    .from(notes)
    .innerJoin(contracts, eq(contracts.id, notes.contractId))
    .leftJoin(users, eq(users.id, notes.createdByUserId));

/** One page of a contract's live notes the actor reads, newest first. */
export async function findNotePage(
  db: Executor,
  actor: Actor,
  contractId: number,
  page: { offset: number; limit: number; schadenId?: number | undefined },
) {
  const where = and(
    eq(notes.contractId, contractId),
    isNull(notes.removedAt),
    page.schadenId === undefined ? undefined : eq(notes.damageReportId, page.schadenId),
    noteVisibleTo(actor),
  );
  const [rows, count] = await Promise.all([
    noteQuery(db).where(where).orderBy(desc(notes.datum), desc(notes.id)).limit(page.limit).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notes)
      .innerJoin(contracts, eq(contracts.id, notes.contractId))
      .where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** A live note inside the actor's contract scope that he may read, else undefined. */
export async function findVisibleNote(db: Executor, actor: Actor, noteId: number) {
  const rows = await noteQuery(db)
    .where(and(eq(notes.id, noteId), isNull(notes.removedAt), contractScope(actor), noteVisibleTo(actor)))
    .limit(1);
  return rows[0];
}

/** A note by id, removed or not (the answer of a save). */
export async function findNote(db: Executor, noteId: number) {
  const rows = await noteQuery(db).where(eq(notes.id, noteId)).limit(1);
  return rows[0];
}

export type NoteRow = NonNullable<Awaited<ReturnType<typeof findNote>>>;

export async function isLiveDamageReportOf(db: Executor, contractId: number, reportId: number): Promise<boolean> {
  const rows = await db
    .select({ id: damageReports.id })
    .from(damageReports)
    .where(
      and(eq(damageReports.id, reportId), eq(damageReports.contractId, contractId), isNull(damageReports.removedAt)),
    )
    .limit(1);
  return rows.length > 0;
}

export type NoteValues = { datum: string; betreff: string; text: string; sichtbar: NoteVisibility };

export async function insertNote(
  db: Executor,
  note: NoteValues & {
    contractId: number;
    damageReportId: number | null;
    ersteller: string;
    createdByUserId: number;
  },
): Promise<number | undefined> {
  const rows = await db.insert(notes).values(note).returning({ id: notes.id });
  return rows[0]?.id;
}

/** The versioned update of a live note: false when another save or a delete came first. */
export async function updateNote(
  db: Executor,
  noteId: number,
  expectedVersion: number,
  note: NoteValues,
): Promise<boolean> {
  const rows = await db
    .update(notes)
    .set({ ...note, dateModified: sql`now()`, version: sql`${notes.version} + 1` })
    .where(and(eq(notes.id, noteId), eq(notes.version, expectedVersion), isNull(notes.removedAt)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

/** Soft delete: the row stays with who and when (decision 0016). */
export async function removeNote(db: Executor, noteId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(notes)
    .set({ removedAt: sql`now()`, removedByUserId: userId, version: sql`${notes.version} + 1` })
    .where(and(eq(notes.id, noteId), isNull(notes.removedAt)))
    .returning({ id: notes.id });
  return rows.length > 0;
}
