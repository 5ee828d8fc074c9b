import { roleDefaults, withoutCustomerAlarms } from './termin.rules';
import type { Beteiligter } from './termin.schema';
import { type BeteiligtenRolle, type EditorMode, PARTICIPANT_SEARCH_MIN, type TerminArt } from './termin-combos';
import type { EditorParticipant } from './termin-editor.rules';
import type { PickedParticipant } from './termin-lists.schema';

// The editor's participants (spec §4.2, §5.1, §6): roles, owners, alarm flags, search hits, recipients.

// ---------------------------------------------------------------- participants (spec §4.2)

const isCustomerParticipant = (p: Pick<EditorParticipant, 'customerId'>) => p.customerId !== null;

export function countOwners(participants: Pick<EditorParticipant, 'rolle'>[]): number {
  return participants.filter((p) => p.rolle === 'BESITZER').length;
}

export function hasMultipleOwners(participants: Pick<EditorParticipant, 'rolle'>[]): boolean {
  return countOwners(participants) > 1;
}

/**
 * A role change sets canChange and the three alarm flags to the role's defaults (never alarms for a
 * customer); `multipleOwners` is raised when a second BESITZER appears.
 */
export function changeRole(
  participants: EditorParticipant[],
  key: string,
  rolle: BeteiligtenRolle,
  art: TerminArt,
): { participants: EditorParticipant[]; multipleOwners: boolean } {
  const next = participants.map((p) =>
    p.key === key ? withoutCustomerAlarms({ ...p, rolle, ...roleDefaults(rolle, art) }, isCustomerParticipant(p)) : p,
  );
  return { participants: next, multipleOwners: hasMultipleOwners(next) };
}

/** Spec §4.2: canChange defaults to true unless the participant is the logged-in user. */
export function defaultCanChange(p: { userId: number | null }, currentUserId: number | null): boolean {
  return p.userId === null || p.userId !== currentUserId;
}

/** Spec §4.2: the alarm checkboxes are disabled when the values cannot be changed, and always for customers. */
export function alarmCheckboxesDisabled(canChangeValues: boolean, p: Pick<EditorParticipant, 'customerId'>): boolean {
  return !canChangeValues || isCustomerParticipant(p);
}

/**
 * Spec §4.2: in mode Aufgabe the participant that is the current customer (the contract's or the
 * customer page's) cannot be removed or edited; its role and permission cells are hidden.
 */
export function participantLocked(
  p: Pick<EditorParticipant, 'customerId'>,
  mode: EditorMode,
  contextCustomerId: number | null | undefined,
): boolean {
  return mode === 'Aufgabe' && contextCustomerId != null && p.customerId === contextCustomerId;
}

/** Spec §6: participants with a customerId other than the user's own are clickable (open the customer). */
export function participantClickable(p: Pick<EditorParticipant, 'customerId'>, ownCustomerId: number | null): boolean {
  return p.customerId !== null && p.customerId !== ownCustomerId;
}

/**
 * The participant edit modal (spec §4.2): an empty name makes the e-mail the label; a name that
 * contains '@' (an address typed earlier) is replaced by the e-mail.
 */
export function editParticipantLabel(input: { name: string; email: string }): {
  name: string;
  email: string;
  label: string;
} {
  const email = input.email.trim();
  const name = input.name.trim();
  if (name === '' || name.includes('@')) {
    return { name: name === '' ? '' : email, email, label: email };
  }
  return { name, email, label: name };
}

/** A hit of the participant search: skipped without personId, customerID, userId or internId (spec §5.1). */
export type SearchHitIds = {
  personId?: number | null;
  customerID?: number | null;
  userId?: number | null;
  internId?: number | null;
};
export function searchHitUsable(hit: SearchHitIds): boolean {
  return [hit.personId, hit.customerID, hit.userId, hit.internId].some((v) => v !== null && v !== undefined);
}

/** Spec §5.1, §9: the participant search starts at 3 or more characters. */
export function participantSearchActive(text: string): boolean {
  return text.trim().length >= PARTICIPANT_SEARCH_MIN;
}

let keySeq = 0;
/** A fresh row key for participants added in the editor. */
export function newParticipantKey(): string {
  keySeq += 1;
  return `neu-${keySeq}`;
}

function participantKeyOf(p: Pick<EditorParticipant, 'userId' | 'customerId' | 'personId' | 'brokerId' | 'email'>) {
  if (p.userId !== null) {
    return `user:${p.userId}`;
  }
  if (p.personId !== null) {
    return `person:${p.personId}`;
  }
  if (p.customerId !== null) {
    return `customer:${p.customerId}`;
  }
  if (p.brokerId !== null) {
    return `broker:${p.brokerId}`;
  }
  return `email:${p.email.trim().toLowerCase()}`;
}

/** Whether two participants name the same user, person, customer, broker or address. */
export function sameParticipant(
  a: Pick<EditorParticipant, 'userId' | 'customerId' | 'personId' | 'brokerId' | 'email'>,
  b: Pick<EditorParticipant, 'userId' | 'customerId' | 'personId' | 'brokerId' | 'email'>,
): boolean {
  return participantKeyOf(a) === participantKeyOf(b);
}

/** A participant from the server's answer. */
export function participantFromServer(b: Beteiligter): EditorParticipant {
  return {
    key: `p-${b.id}`,
    id: b.id,
    userId: b.userId,
    customerId: b.customerId,
    personId: b.personId,
    brokerId: b.brokerId,
    name: b.name,
    email: b.email,
    label: b.label || b.name || b.email,
    nummerText: b.nummerText,
    address: b.address,
    rolle: b.rolle,
    canChange: b.canChange,
    alarmMail: b.alarmMail,
    alarmMsc: b.alarmMsc,
    alarmDailyMail: b.alarmDailyMail,
  };
}

/** A participant added from the search or a picker: TEILNEHMER with the role's defaults (spec §4.2). */
export function newParticipant(
  picked: Pick<PickedParticipant, 'userId' | 'customerId' | 'personId' | 'brokerId' | 'name' | 'email'>,
  art: TerminArt,
  currentUserId: number | null,
  rolle: BeteiligtenRolle = 'TEILNEHMER',
): EditorParticipant {
  const p: EditorParticipant = {
    key: newParticipantKey(),
    userId: picked.userId,
    customerId: picked.customerId,
    personId: picked.personId,
    brokerId: picked.brokerId,
    name: picked.name,
    email: picked.email,
    label: picked.name || picked.email,
    nummerText: null,
    address: null,
    rolle,
    ...roleDefaults(rolle, art),
  };
  p.canChange = defaultCanChange(p, currentUserId);
  return withoutCustomerAlarms(p, isCustomerParticipant(p));
}

/**
 * The recipients ticked in the mode 'Empfänger' (spec §2.1, §3.5) as participants (TEILNEHMER): a broker's
 * login (internId) by its user, a company's contact by its address (its id is no customer person).
 */
export function recipientParticipants(
  list: { name: string; email: string; internId: number | null }[],
  art: TerminArt,
  currentUserId: number | null,
): EditorParticipant[] {
  return list
    .filter((r) => r.internId !== null || r.email.trim() !== '')
    .map((r) =>
      newParticipant(
        { userId: r.internId, customerId: null, personId: null, brokerId: null, name: r.name, email: r.email },
        art,
        currentUserId,
      ),
    );
}

/** Adds participants, skipping those already in the list. */
export function addParticipants(list: EditorParticipant[], added: EditorParticipant[]): EditorParticipant[] {
  const next = [...list];
  for (const p of added) {
    if (!next.some((q) => sameParticipant(q, p))) {
      next.push(p);
    }
  }
  return next;
}
