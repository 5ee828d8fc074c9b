import {
  type Actor,
  AppError,
  addsOnlyOwnParticipants,
  mayAddParticipant,
  mayTypeParticipantAddress,
  type SaveTermin,
  TERMIN_PARTICIPANT_MESSAGES,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import type { BeteiligterRow } from './termin.repository';
import { countPersonsOfCustomer, findKnownAddresses } from './termin-participants.repository';

// Participants and their addresses on save (issue 35, docs/decisions/0040): the office's mail server sends
// reminders with the item's label and text to participants, so
// - a customer's session adds only the customer himself and persons of his customer record, and keeps the
//   stored participants it does not change (403 for anything else);
// - the address of a login, customer or broker is the one the office knows, unless an office user typed
//   another: then the row records who typed it (email_entered_by_user_id), and the alarm worker sends to a
//   typed address only when an office user typed it (alarme.ts, recipientAddress).

type Incoming = SaveTermin['participants'][number];
export type StoredBeteiligter = BeteiligterRow;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The stored row an incoming participant names unchanged (same row, person and address), if any. */
export function storedMatch(p: Incoming, stored: StoredBeteiligter[]): StoredBeteiligter | undefined {
  if (p.id === undefined) {
    return undefined;
  }
  const s = stored.find((r) => r.id === p.id);
  const same =
    s !== undefined &&
    s.userId === p.userId &&
    s.customerId === p.customerId &&
    s.personId === p.personId &&
    s.brokerId === p.brokerId &&
    sameEmail(s.email, p.email);
  return same ? s : undefined;
}

/** Stored participants a customer's session keeps as they are (it could not add them itself). */
export function keptAsStored(actor: Actor, p: Incoming, stored: StoredBeteiligter[]): StoredBeteiligter | undefined {
  return addsOnlyOwnParticipants(actor) && !mayAddParticipant(actor, p) ? storedMatch(p, stored) : undefined;
}

const refuse = () =>
  new AppError('FORBIDDEN', TERMIN_PARTICIPANT_MESSAGES.onlyOwn, { participants: TERMIN_PARTICIPANT_MESSAGES.onlyOwn });

/** A customer's session: itself, persons of its customer record, and stored rows unchanged; else 403. */
export async function assertOwnParticipants(
  db: Db,
  actor: Actor,
  list: Incoming[],
  stored: StoredBeteiligter[],
): Promise<void> {
  if (!addsOnlyOwnParticipants(actor)) {
    return;
  }
  if (list.some((p) => !mayAddParticipant(actor, p) && !storedMatch(p, stored))) {
    throw refuse();
  }
  const personIds = [
    ...new Set(list.flatMap((p) => (p.personId === null || keptAsStored(actor, p, stored) ? [] : [p.personId]))),
  ];
  const own = actor.viewed.customerId;
  if (personIds.length > 0) {
    const found = own === null ? 0 : await countPersonsOfCustomer(db, own, personIds);
    if (found !== personIds.length) {
      throw refuse();
    }
  }
}

const ids = (list: Incoming[], key: 'userId' | 'customerId' | 'brokerId') => [
  ...new Set(list.flatMap((p) => (p[key] === null ? [] : [p[key] as number]))),
];

/** The addresses the office knows of the logins (their customer's or broker's), customers and brokers named. */
async function knownAddresses(db: Db, list: Incoming[]) {
  const userIds = ids(list, 'userId');
  const customerIds = ids(list, 'customerId');
  const brokerIds = ids(list, 'brokerId');
  const rows = await findKnownAddresses(db, { userIds, customerIds, brokerIds });
  const byId = (rows: { id: number; email: string | null }[]) => new Map(rows.map((r) => [r.id, r.email ?? '']));
  const [u, c, b] = [byId(rows.users), byId(rows.customers), byId(rows.brokers)];
  return (p: Incoming): string =>
    (p.userId !== null ? u.get(p.userId) : undefined) ??
    (p.customerId !== null ? c.get(p.customerId) : undefined) ??
    (p.brokerId !== null ? b.get(p.brokerId) : undefined) ??
    '';
}

export type ResolvedAddress = { email: string; emailEnteredByUserId: number | null };

/**
 * The address stored with each participant and who typed it: a stored row named unchanged keeps both; an
 * office user's address other than the known one is recorded as typed by him (the original user, also when
 * he views as somebody else); a customer's session gets the known address, whatever it sent.
 */
export async function resolveAddresses(
  db: Db,
  actor: Actor,
  list: Incoming[],
  stored: StoredBeteiligter[],
): Promise<ResolvedAddress[]> {
  const known = await knownAddresses(db, list);
  const office = mayTypeParticipantAddress(actor);
  return list.map((p) => {
    const same = storedMatch(p, stored);
    if (same) {
      return { email: same.email, emailEnteredByUserId: same.emailEnteredByUserId };
    }
    const knownAddress = known(p);
    if (!office) {
      return { email: knownAddress, emailEnteredByUserId: null };
    }
    const typed = p.email !== '' && !sameEmail(p.email, knownAddress);
    return { email: p.email, emailEnteredByUserId: typed ? actor.original.id : null };
  });
}
