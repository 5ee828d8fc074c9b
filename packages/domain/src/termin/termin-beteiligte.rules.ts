import { type Actor, isCustomerKind } from '../permissions';

// Who may be a participant of an item, and who may type an address (issue 35): the office's mail server
// sends reminder mails with the item's label and text to participants, so a customer must not be able to
// name foreign addresses. Server (termin-participant-guard.ts) and editor (participants-section.tsx) use
// these functions; the server also checks that a person belongs to the customer.

/** The ids that name a participant. */
export type ParticipantTarget = {
  userId: number | null;
  customerId: number | null;
  personId: number | null;
  brokerId: number | null;
};

/**
 * Customer rules apply to a customer's login and to an office user viewing as a customer: such a
 * session adds only the customer himself and the persons of his customer record.
 */
export function addsOnlyOwnParticipants(a: Actor): boolean {
  return isCustomerKind(a.viewed) || isCustomerKind(a.original);
}

/**
 * Whether the viewer may add this participant. The office: anybody (the server checks the reach). A
 * customer: his own login, his own customer record, or a person (of his own customer record, which the
 * server checks); never a broker, another login, another customer or a bare address.
 */
export function mayAddParticipant(a: Actor, p: ParticipantTarget): boolean {
  if (!addsOnlyOwnParticipants(a)) {
    return true;
  }
  const own = a.viewed.customerId;
  if (p.brokerId !== null) {
    return false;
  }
  if (p.customerId !== null && p.customerId !== own) {
    return false;
  }
  if (p.userId !== null) {
    return p.userId === a.viewed.id;
  }
  return p.customerId !== null || p.personId !== null;
}

/**
 * Whether the viewer may type an e-mail address for a participant (a bare address, or another than the
 * known one of a user, customer or broker): office users only. Reminder mails go to a typed address only
 * when an office user typed it.
 */
export function mayTypeParticipantAddress(a: Actor): boolean {
  return !addsOnlyOwnParticipants(a);
}

export const TERMIN_PARTICIPANT_MESSAGES = {
  onlyOwn: 'Als Kunde können Sie nur sich selbst und Personen Ihres Kundenkontos als Beteiligte eintragen.',
  noTypedAddress: 'Als Kunde können Sie keine E-Mail-Adressen für Beteiligte eingeben.',
} as const;
