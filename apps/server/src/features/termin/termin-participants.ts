import { type Actor, AppError, isCustomerKind, type SaveTermin, TERMIN_MESSAGES } from '@maklerwerk/domain';
import { findVisibleFile } from '../../auth/document-access';
import type { Db } from '../../db/client';
import * as repo from './termin.repository';
import {
  assertOwnParticipants,
  keptAsStored,
  type ResolvedAddress,
  resolveAddresses,
  type StoredBeteiligter,
} from './termin-participant-guard';
import {
  countBrokersInReach,
  countCustomersInScope,
  countPersonsInScope,
  countUsersInReach,
  findCustomerUserIds,
  findUserAddress,
} from './termin-participants.repository';

export const OUTSIDE_SCOPE = 'Dieser Beteiligte liegt außerhalb Ihres Bereichs.';

/** The viewed user as the owner of a new item (initBeteiligte). */
export async function ownerFor(db: Db, actor: Actor) {
  return {
    userId: actor.viewed.id,
    customerId: isCustomerKind(actor.viewed) ? actor.viewed.customerId : null,
    name: actor.viewed.displayName,
    email: await findUserAddress(db, actor.viewed.id),
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
  const customerUsers = await findCustomerUserIds(
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

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

async function assertInReach(db: Db, actor: Actor, list: SaveTermin['participants']): Promise<void> {
  const me = actor.viewed.id;
  const customerIds = unique(list.map((p) => p.customerId));
  const personIds = unique(list.map((p) => p.personId));
  const userIds = unique(list.map((p) => p.userId)).filter((id) => id !== me);
  const brokerIds = unique(list.map((p) => p.brokerId));
  const problems: boolean[] = await Promise.all([
    customerIds.length === 0 || countCustomersInScope(db, actor, customerIds).then((n) => n === customerIds.length),
    personIds.length === 0 || countPersonsInScope(db, actor, personIds).then((n) => n === personIds.length),
    userIds.length === 0 || countUsersInReach(db, actor, userIds).then((n) => n === userIds.length),
    brokerIds.length === 0
      ? true
      : isCustomerKind(actor.viewed)
        ? false
        : countBrokersInReach(db, actor, brokerIds).then((n) => n === brokerIds.length),
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
