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
