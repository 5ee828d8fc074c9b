import { type Actor, AppError, isCustomerKind, type SaveTermin, TERMIN_MESSAGES } from '@maklerwerk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { customerScope } from '../../auth/data-scope';
import { findVisibleFile } from '../../auth/document-access';
import { colleagueCondition } from '../../auth/termin-access';
import { brokerStructureIds } from '../../auth/user.repository';
import type { Db } from '../../db/client';
import { brokers, customers, persons, users } from '../../db/schema';
import * as repo from './termin.repository';
import {
  assertOwnParticipants,
  keptAsStored,
  type ResolvedAddress,
  resolveAddresses,
  type StoredBeteiligter,
} from './termin-participant-guard';

export const OUTSIDE_SCOPE = 'Dieser Beteiligte liegt außerhalb Ihres Bereichs.';

/** The viewed user as the owner of a new item (initBeteiligte). */
export async function ownerFor(db: Db, actor: Actor) {
  const rows = await db
    .select({ email: sql<string | null>`COALESCE(${customers.email}, ${brokers.email})` })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(brokers, eq(brokers.id, users.brokerId))
    .where(eq(users.id, actor.viewed.id));
  return {
    userId: actor.viewed.id,
    customerId: isCustomerKind(actor.viewed) ? actor.viewed.customerId : null,
    name: actor.viewed.displayName,
    email: rows[0]?.email ?? '',
  };
}

type Row = Omit<repo.NewBeteiligter, 'terminId'>;

const storedFlags = (s: StoredBeteiligter) => ({
  name: s.name,
  rolle: s.rolle as SaveTermin['participants'][number]['rolle'],
  canChange: s.canChange,
  alarmMail: s.alarmMail,
  alarmMsc: s.alarmMsc,
  alarmDailyMail: s.alarmDailyMail,
});

/**
 * The server checks what the form checks (issue 13 'Bad input'): one owner at most (the viewer when
 * none is named), every participant within the viewer's reach, and no alarms for customers. A customer's
 * session adds only itself and its persons, and keeps the `stored` participants of the item as they are;
 * addresses are the known ones unless an office user typed them (issue 35, termin-participant-guard.ts).
 */
export async function checkParticipants(
  db: Db,
  actor: Actor,
  body: SaveTermin,
  stored: StoredBeteiligter[] = [],
): Promise<Row[]> {
  // What a customer's session could not set itself stays as stored (role, rights, alarms).
  const list = body.participants.map((p) => {
    const kept = keptAsStored(actor, p, stored);
    return kept ? { ...p, ...storedFlags(kept) } : p;
  });
  if (list.filter((p) => p.rolle === 'BESITZER').length > 1) {
    throw new AppError('VALIDATION', undefined, { participants: TERMIN_MESSAGES.multipleOwners });
  }
  if (!list.some((p) => p.rolle === 'BESITZER')) {
    const own = await ownerFor(db, actor);
    const customer = own.customerId !== null;
    list.unshift({
      userId: own.userId,
      customerId: own.customerId,
      personId: null,
      brokerId: null,
      name: own.name,
      email: own.email,
      rolle: 'BESITZER',
      canChange: true,
      alarmMail: !customer,
      alarmMsc: !customer,
      alarmDailyMail: !customer,
    });
  }
  await assertOwnParticipants(db, actor, list, stored);
  await assertInReach(
    db,
    actor,
    list.filter((p) => !keptAsStored(actor, p, stored)),
  );
  const customerUsers = await customerUserIds(
    db,
    list.flatMap((p) => (p.userId === null ? [] : [p.userId])),
  );
  const addresses = await resolveAddresses(db, actor, list, stored);
  return list.map((p, i) => {
    const isCustomer =
      p.customerId !== null || p.personId !== null || (p.userId !== null && customerUsers.has(p.userId));
    const address = addresses[i] as ResolvedAddress;
    return {
      userId: p.userId,
      customerId: p.customerId,
      personId: p.personId,
      brokerId: p.brokerId,
      name: p.name,
      email: address.email,
      emailEnteredByUserId: address.emailEnteredByUserId,
      rolle: p.rolle,
      canChange: p.canChange,
      alarmMail: isCustomer ? false : p.alarmMail,
      alarmMsc: isCustomer ? false : p.alarmMsc,
      alarmDailyMail: isCustomer ? false : p.alarmDailyMail,
    };
  });
}

async function customerUserIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.kind, 'customer')));
  return new Set(rows.map((r) => r.id));
}

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

async function assertInReach(db: Db, actor: Actor, list: SaveTermin['participants']): Promise<void> {
  const me = actor.viewed.id;
  const customerIds = unique(list.map((p) => p.customerId));
  const personIds = unique(list.map((p) => p.personId));
  const userIds = unique(list.map((p) => p.userId)).filter((id) => id !== me);
  const brokerIds = unique(list.map((p) => p.brokerId));
  const problems: boolean[] = await Promise.all([
    customerIds.length === 0
      ? true
      : db
          .select({ id: customers.id })
          .from(customers)
          .where(and(inArray(customers.id, customerIds), customerScope(actor)))
          .then((r) => r.length === customerIds.length),
    personIds.length === 0
      ? true
      : db
          .select({ id: persons.id })
          .from(persons)
          .innerJoin(customers, eq(customers.id, persons.customerId))
          .where(and(inArray(persons.id, personIds), customerScope(actor)))
          .then((r) => r.length === personIds.length),
    userIds.length === 0
      ? true
      : db
          .select({ id: users.id })
          .from(users)
          .leftJoin(customers, eq(customers.id, users.customerId))
          .where(
            and(
              inArray(users.id, userIds),
              sql`(${colleagueCondition(actor, users.id)} OR (${users.customerId} IS NOT NULL AND ${customerScope(actor)}))`,
            ),
          )
          .then((r) => r.length === userIds.length),
    brokerIds.length === 0
      ? true
      : isCustomerKind(actor.viewed)
        ? false
        : db
            .select({ id: brokers.id })
            .from(brokers)
            .where(
              and(
                inArray(brokers.id, brokerIds),
                actor.viewed.kind === 'internal' || actor.viewed.brokerId === null
                  ? sql`true`
                  : sql`${brokers.id} IN ${brokerStructureIds(actor.viewed.brokerId)}`,
              ),
            )
            .then((r) => r.length === brokerIds.length),
  ]);
  if (problems.some((ok) => !ok)) {
    throw new AppError('UNPROCESSABLE', OUTSIDE_SCOPE, { participants: OUTSIDE_SCOPE });
  }
}

/** Archive documents attached to an item: the same blob, a row of its own (the archive may change later). */
export async function copyArchiveFiles(db: Db, actor: Actor, fileIds: number[]) {
  const out: repo.TerminFileRow[] = [];
  for (const fileId of fileIds) {
    const { file } = await findVisibleFile(db, actor, undefined, fileId);
    out.push(
      await repo.insertFile(db, {
        sha256: file.blobHash,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.size,
        copyFileId: file.id,
        uploadedByUserId: actor.viewed.id,
      }),
    );
  }
  return out;
}
