import type { Rights, SessionUser, Tenant } from './auth/user.schema';

/** The two people of a session: who is logged in (original) and whom they are viewing. */
export type Actor = {
  original: SessionUser;
  viewed: SessionUser;
};

export const isCustomerKind = (u: SessionUser) => u.kind === 'customer';
export const isBrokerLike = (u: SessionUser) => u.kind === 'broker' || u.kind === 'agent';
export const isInternal = (u: SessionUser) => u.kind === 'internal';

/** A customer without broker or internal rights (spec 1). */
export function isCustomerOnly(u: SessionUser): boolean {
  return u.kind === 'customer' && !u.rights.maklerzugang && !u.rights.bypass;
}

/** Rules that look at the really logged-in person. */
export const isOriginalBroker = (a: Actor) => isBrokerLike(a.original);
export const isOriginalInternal = (a: Actor) => isInternal(a.original);
export const isOriginalBrokerOrInternal = (a: Actor) => isOriginalBroker(a) || isOriginalInternal(a);

/** The rights the UI and every mutation use: a read-only original login stays read-only while viewing as. */
export function effectiveRights(a: Actor): Rights {
  return { ...a.viewed.rights, isReadOnly: a.original.rights.isReadOnly || a.viewed.rights.isReadOnly };
}

/**
 * Who may view as whom (DESIGN "Original user vs viewed user"): internal staff → broker, agent or
 * customer; a broker or agent → a customer he serves (directly or through his structure).
 * `targetCustomerBrokerInStructure` tells whether the target customer's broker lies in the
 * original broker's structure (the caller looks that up).
 */
export function canViewAs(
  original: SessionUser,
  target: SessionUser,
  targetCustomerBrokerInStructure: boolean,
): boolean {
  if (original.id === target.id) {
    return false;
  }
  if (isInternal(original)) {
    return target.kind !== 'internal';
  }
  if (isBrokerLike(original)) {
    return target.kind === 'customer' && targetCustomerBrokerInStructure;
  }
  return false;
}

/** Whose contracts a viewed user may see. The server turns this into a WHERE clause. */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'brokerStructure'; brokerId: number }
  | { kind: 'customer'; customerId: number }
  | { kind: 'none' };

export function dataScopeOf(viewed: SessionUser): DataScope {
  if (isInternal(viewed)) {
    return { kind: 'all' };
  }
  if (isBrokerLike(viewed) && viewed.brokerId !== null) {
    return { kind: 'brokerStructure', brokerId: viewed.brokerId };
  }
  if (viewed.kind === 'customer' && viewed.customerId !== null) {
    return { kind: 'customer', customerId: viewed.customerId };
  }
  return { kind: 'none' };
}

/** Any write at all: never with a read-only login (original or viewed). */
export function canWrite(a: Actor): boolean {
  return !effectiveRights(a).isReadOnly;
}

/** Editing a contract's master data: broker, agent or internal staff (as themselves or viewing). */
export function canEditContract(a: Actor, contract: { createdByUserId: number | null }): boolean {
  if (!canWrite(a)) {
    return false;
  }
  if (isCustomerOnly(a.original)) {
    return contract.createdByUserId === a.original.id;
  }
  return true;
}

/** Changing a contract's status is office work: never a customer-only user (office staff viewing as one may). */
export function canChangeContractStatus(a: Actor): boolean {
  return canWrite(a) && !isCustomerOnly(a.original);
}

/** Editing a customer's master data (address): the office, or the customer himself. */
export function canEditCustomer(a: Actor, customerId: number): boolean {
  if (!canWrite(a)) {
    return false;
  }
  if (isCustomerOnly(a.original)) {
    return a.original.customerId === customerId;
  }
  return true;
}

/**
 * 'Neue Versicherung' for a customer (issue 8): brokers, agents and internal staff, for customers in
 * their scope (the caller answers 404 outside it); never a customer or a read-only login. Office staff
 * viewing as a customer act for that customer only. Without a customer: whether the user may create
 * contracts at all (the button, the dialog's choices).
 */
export function canCreateContract(a: Actor, customer?: { id: number }): boolean {
  if (!canWrite(a) || isCustomerKind(a.original)) {
    return false;
  }
  return customer === undefined || !isCustomerKind(a.viewed) || a.viewed.customerId === customer.id;
}

/**
 * 'Neuer Kunde' (issue 8): brokers, agents and internal staff; never a customer (also not office
 * staff viewing as one) and never a read-only login.
 */
export function canCreateCustomer(a: Actor): boolean {
  return canWrite(a) && !isCustomerKind(a.original) && !isCustomerKind(a.viewed);
}

/**
 * Datenimport (issue 38): GDV files and the CSV/Excel takeover create and change customers and contracts
 * in bulk — brokers, agents and internal staff; never a customer (also not office staff viewing as one)
 * and never a read-only login (original or viewed).
 */
export function canImportDaten(a: Actor): boolean {
  return canWrite(a) && !isCustomerKind(a.original) && !isCustomerKind(a.viewed);
}

/** Changing a customer's Betreuer moves him to another broker: internal staff only (decision 0011). */
export function canChangeCustomerBetreuer(a: Actor): boolean {
  return canWrite(a) && isInternal(a.original) && isInternal(a.viewed);
}

/** Spec 6: the customer number of a contract — the special right, or a broker viewing a customer. */
export function canChangeContractCustomerNumber(a: Actor): boolean {
  if (!canWrite(a)) {
    return false;
  }
  const viewingCustomerAsBroker = isBrokerLike(a.original) && a.viewed.kind === 'customer';
  return a.original.rights.canChangeContractCustomerNumber || viewingCustomerAsBroker;
}

/** Tenants for which the change-log step is hidden (spec 2.1). */
export const tenantsWithoutChangeLog: readonly Tenant[] = [
  'premium-plus-master',
  'premium-plus',
  'partner-a',
  'partner-b',
];

/** Spec 2.1: change log hidden for those tenants and for internal staff viewing a customer. */
export function canSeeChangeLog(a: Actor): boolean {
  if (tenantsWithoutChangeLog.includes(a.original.tenant)) {
    return false;
  }
  if (isInternal(a.original) && a.viewed.kind === 'customer') {
    return false;
  }
  return true;
}

/** Phone numbers become tel: links only with the right to place calls (spec 6). */
export const canPlaceCalls = (a: Actor) => effectiveRights(a).canPlaceCalls;

/** Brokers and internal staff open a customer's contracts in a customer tab; customers navigate in place (spec 2.1). */
export const opensCustomerTabs = (a: Actor) => !isCustomerKind(a.viewed);

/** Contact persons of an insurer (spec 2.9): brokers, agents and internal staff, never customers or read-only logins. */
export function canCreateAnsprechpartner(a: Actor): boolean {
  return canWrite(a) && !isCustomerOnly(a.original) && !isCustomerKind(a.viewed);
}

/** A contact row is editable by internal staff and by the user who created it. */
export function canEditAnsprechpartner(a: Actor, contact: { createdByUserId: number | null }): boolean {
  return canCreateAnsprechpartner(a) && (isInternal(a.original) || contact.createdByUserId === a.original.id);
}

/** The step 'Weitere Vertragsdetails' belongs to the original broker, agent or internal user (spec 2.1, 6). */
export const canSeeWeitereVertragsdetails = (a: Actor) => isOriginalBrokerOrInternal(a);

/** Verifying the hash chain of the change log: internal staff only, as themselves. */
export const canVerifyChangeLog = (a: Actor) => isOriginalInternal(a);

/** The postbox 'E-Mails & Aufgaben' (spec 2.1): hidden for customer-only users. */
export const canSeeKommunikation = (a: Actor) => !isCustomerOnly(a.original);

/**
 * Writing in the postbox (compose, forward, change a subject, delete for oneself): the office with
 * write rights, not a read-only login (dokumente-formulare.md §6) and not while viewing as a customer.
 */
export function canWriteMail(a: Actor): boolean {
  return canWrite(a) && canSeeKommunikation(a) && !isCustomerKind(a.viewed);
}

/** Messages (Nachricht) on a contract: its customer from the portal, and the office that writes mail. */
export function canWriteMessages(a: Actor): boolean {
  return canWrite(a) && (isCustomerKind(a.viewed) || canWriteMail(a));
}

/** Notes (spec 6): only broker or bypass users holding the edit-note right add, edit or delete. */
export function canEditNotes(a: Actor): boolean {
  const rights = effectiveRights(a);
  return canWrite(a) && (isBrokerLike(a.viewed) || rights.bypass) && rights.canEditNotes;
}

export const noteVisibilities = ['POOL', 'MAKLER', 'KUNDE', 'INTERN'] as const;
export type NoteVisibility = (typeof noteVisibilities)[number];

/** What the visibility of a note is decided against: the contract's own broker and the note's author. */
export type NoteAudience = { contractBrokerId: number | null; createdByUserId: number | null };

/**
 * Who reads a note of the given visibility (spec 6; docs/decisions/0016). KUNDE: everybody who sees
 * the contract. POOL: the whole office that sees the contract (every broker or agent of the structure
 * above it, internal staff). MAKLER ('Vermittler'): the contract's own broker or agent, the note's
 * author and internal staff, not the structure above. INTERN: internal staff only. The viewed user
 * decides: internal staff viewing as a broker see what that broker sees.
 */
export function canSeeNote(a: Actor, visibility: NoteVisibility, note: NoteAudience): boolean {
  const viewed = a.viewed;
  switch (visibility) {
    case 'KUNDE':
      return true;
    case 'POOL':
      return !isCustomerKind(viewed);
    case 'MAKLER':
      return (
        isInternal(viewed) ||
        (isBrokerLike(viewed) &&
          ((viewed.brokerId !== null && viewed.brokerId === note.contractBrokerId) ||
            note.createdByUserId === viewed.id))
      );
    case 'INTERN':
      return isInternal(viewed);
  }
}

/** 'Intern' is offered to and accepted from internal users only (spec 6). */
export const canUseNoteVisibility = (a: Actor, visibility: NoteVisibility) =>
  visibility !== 'INTERN' || isInternal(a.viewed);

/** 'Schaden melden' (issue 9): the office, and customers on their own contracts (the scope decides). */
export const canReportDamage = (a: Actor) => canWrite(a);

/** Editing a damage report, its payments and state: office work, never a customer-only user (as canChangeContractStatus). */
export const canEditDamageReport = (a: Actor) => canWrite(a) && !isCustomerOnly(a.original);

/** Deleting a damage report: only in bypass mode (spec 6). */
export const canDeleteDamageReport = (a: Actor) => canWrite(a) && effectiveRights(a).bypass;

/** Merging two damage reports needs the merge right (spec 6). */
export const canMergeDamageReports = (a: Actor) => canWrite(a) && effectiveRights(a).canMergeDamageReports;

/** The document archive needs its right (DESIGN: document-archive access). */
export const canUseDocumentArchive = (a: Actor) => effectiveRights(a).canUseDocumentArchive;

/** The 'deleted documents' filter is only for original internal users (spec 6). */
export const canSeeDeletedDocuments = (a: Actor) => isOriginalInternal(a);

/** Listing documents: customers (their released ones), everybody else with the archive right. */
export const canSeeDocuments = (a: Actor) => isCustomerKind(a.viewed) || effectiveRights(a).canUseDocumentArchive;

/** Upload, edit, delete, release, assign: the office with the archive right, never a read-only login. */
export function canManageDocuments(a: Actor): boolean {
  const rights = effectiveRights(a);
  return !rights.isReadOnly && rights.canUseDocumentArchive && !isCustomerKind(a.viewed);
}

/** Versions with who and when: the office (customers see the current files of released documents). */
export const canSeeDocumentHistory = (a: Actor) => canSeeDocuments(a) && !isCustomerKind(a.viewed);

/** The call records of a document's contract: the office that sees the postbox (customers never see it). */
export const canSeeCallRecords = (a: Actor) => canSeeDocumentHistory(a) && canSeeKommunikation(a);

/** Restoring a deleted document: original internal users (issue 10 §2). */
export const canRestoreDocuments = (a: Actor) => canManageDocuments(a) && isOriginalInternal(a);

/** Preparing, sending, withdrawing and submitting signatures: whoever manages the archive (never read-only). */
export const canRequestSignatures = (a: Actor) => canManageDocuments(a);

/** Commission data is broker business: never for a customer-only user; staff viewing a customer see it (spec 002 §6). */
export const canSeeCommissions = (a: Actor) => !isCustomerOnly(a.original);

/** Booking commissions: internal staff, or the lead of a main structure (decision: brokers read, the office books). */
export function canEditCommissions(a: Actor): boolean {
  return canWrite(a) && (isOriginalInternal(a) || (isOriginalBroker(a) && a.original.rights.mainStructureLead));
}

/** Viewing as somebody at all: internal staff and brokers/agents (whom exactly: canViewAs). */
/** One's own settings: not while viewing as someone else (they are his). */
export const canChangeOwnSettings = (a: Actor) => a.original.id === a.viewed.id;

export const canStartViewAs = (a: Actor) => isInternal(a.original) || isBrokerLike(a.original);

/** Combos of a contract carry the broker's courtage numbers: only for those who may edit the contract. */
export const canSeeContractCombos = (a: Actor, contract: { createdByUserId: number | null }) =>
  canEditContract(a, contract) && !isCustomerOnly(a.original);

/** A user whose permission fails for a read-only login only: the answer is READ_ONLY, else FORBIDDEN. */
export function writableCopy<A extends Actor>(a: A): A {
  const writable = (u: SessionUser): SessionUser => ({ ...u, rights: { ...u.rights, isReadOnly: false } });
  return { ...a, original: writable(a.original), viewed: writable(a.viewed) };
}

/** One decision for a refused action: READ_ONLY when only the read-only login stands in the way. */
export function deniedCode<Args extends unknown[]>(
  a: Actor,
  rule: (a: Actor, ...args: Args) => boolean,
  ...args: Args
): 'READ_ONLY' | 'FORBIDDEN' {
  return !canWrite(a) && rule(writableCopy(a), ...args) ? 'READ_ONLY' : 'FORBIDDEN';
}

export type CourtageNumberScope = { kind: 'all' } | { kind: 'brokerStructure'; brokerId: number } | { kind: 'none' };

/**
 * Whose courtage numbers (company broker numbers) a user is offered: internal staff all, a broker
 * or agent those of his structure (and the company's own). Viewing a customer, the original decides.
 */
export function courtageNumberScope(a: Actor): CourtageNumberScope {
  const who = isCustomerKind(a.viewed) ? a.original : a.viewed;
  if (isInternal(who)) {
    return { kind: 'all' };
  }
  return isBrokerLike(who) && who.brokerId !== null
    ? { kind: 'brokerStructure', brokerId: who.brokerId }
    : { kind: 'none' };
}

/** Appointments, tasks and activities (issue 13): everybody who may write at all creates his own. */
export function canWriteTermine(a: Actor): boolean {
  return canWrite(a);
}

/**
 * The secret iCal address belongs to the person logged in: never seen, issued or revoked for a user
 * one only views as (it would go on serving his appointments after the view ends; decision 0038).
 */
export function canSeeIcalFeed(a: Actor): boolean {
  return a.original.id === a.viewed.id;
}

/** Issuing, replacing or revoking one's own iCal address: a write of one's own calendar. */
export function canManageIcalFeed(a: Actor): boolean {
  return canSeeIcalFeed(a) && canWriteTermine(a);
}

/** The office's text shortcuts (spec 002 §6): broker, intern, customer-as-bypass and broker-access views. */
export function canUseTextbausteine(a: Actor): boolean {
  const rights = effectiveRights(a);
  return isBrokerLike(a.viewed) || isInternal(a.viewed) || rights.bypass || rights.maklerzugang;
}

/**
 * Dismissing one's own reminder popups: personal state, not business data, so a read-only login may
 * do it too (the service only touches the viewer's own rows).
 */
export function canDismissOwnAlarms(_a: Actor): boolean {
  return true;
}

/** The office-wide Änderungslog (/home/aenderungslog without a type): internal staff as themselves. */
export const canSeeOfficeChangeLog = (a: Actor) => canSeeChangeLog(a) && isOriginalInternal(a);

/** CAN_ADD_NEW_SPARTEN (spec 6): 'Sparte hinzufügen' needs the right and the right to edit the contract. */
export const canAddNewSparten = (a: Actor, contract: { createdByUserId: number | null }) =>
  effectiveRights(a).canAddSparten && canEditContract(a, contract);

/** The tariff form (spec 2.2, 6): everybody but customers (also not office staff viewing as a customer). */
export const canOpenTarifForm = (a: Actor) => !isCustomerOnly(a.original) && !isCustomerKind(a.viewed);

/** Creating a tariff: whoever opens the form and may write. */
export const canCreateTarif = (a: Actor) => canWrite(a) && canOpenTarifForm(a);

/** Changing a tariff: internal staff any; a broker or agent only his own (decision 0026). */
export const canEditTarif = (a: Actor, tarif: { brokerId: number | null }) =>
  canCreateTarif(a) && (isInternal(a.viewed) || (tarif.brokerId !== null && tarif.brokerId === a.viewed.brokerId));

/** 'Sichtbar für' and 'inclusive Struktur' of a tariff: read-only for brokers, editable for internal staff (spec 6). */
export const canEditTarifExtraFields = (a: Actor) => canWrite(a) && isInternal(a.viewed);

/**
 * Comparison and offer portals, the Softfair order form (issue 16, decision 0029): office work — never a
 * customer login, and not while viewing as a customer. A read-only login may see the list and the form.
 */
export const canUseVergleichsportale = (a: Actor) => !isCustomerOnly(a.original) && !isCustomerKind(a.viewed);

/** Opening a portal hands data over and writes the handover and the change log: a write. */
export const canOpenVergleichsportal = (a: Actor) => canWrite(a) && canUseVergleichsportale(a);

/** Create, fill and finish forms (issue 16, decision 0028): office users who may write; customers only read their own. */
export const canFillFormular = (a: Actor) => canWrite(a) && !isCustomerOnly(a.original) && !isCustomerKind(a.viewed);
