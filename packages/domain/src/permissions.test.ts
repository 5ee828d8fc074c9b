import { describe, expect, it } from 'vitest';
import { allRights, noRights, type SessionUser } from './auth/user.schema';
import {
  canChangeContractCustomerNumber,
  canChangeContractStatus,
  canEditContract,
  canEditCustomer,
  canSeeChangeLog,
  canViewAs,
  canWrite,
  dataScopeOf,
  effectiveRights,
  isCustomerOnly,
  isOriginalBrokerOrInternal,
  opensCustomerTabs,
} from './permissions';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 1,
  username: 'u',
  displayName: 'U',
  kind: 'broker',
  brokerId: 1,
  customerId: null,
  tenant: 'standard',
  rights: noRights,
  ...over,
});
const broker = user({ id: 1, kind: 'broker', brokerId: 10 });
const agent = user({ id: 2, kind: 'agent', brokerId: 20 });
const internal = user({ id: 3, kind: 'internal', brokerId: null, rights: allRights });
const customer = user({ id: 4, kind: 'customer', brokerId: null, customerId: 100 });
const readOnly = user({ id: 5, kind: 'broker', brokerId: 11, rights: { ...noRights, isReadOnly: true } });
const as = (original: SessionUser, viewed: SessionUser = original) => ({ original, viewed });

describe('view-as', () => {
  it('internal staff may view as broker, agent or customer, not as internal staff', () => {
    expect(canViewAs(internal, broker, false)).toBe(true);
    expect(canViewAs(internal, agent, false)).toBe(true);
    expect(canViewAs(internal, customer, false)).toBe(true);
    expect(canViewAs(internal, user({ id: 9, kind: 'internal' }), false)).toBe(false);
  });
  it('a broker may view only a customer of his structure', () => {
    expect(canViewAs(broker, customer, true)).toBe(true);
    expect(canViewAs(broker, customer, false)).toBe(false);
    expect(canViewAs(broker, agent, true)).toBe(false);
    expect(canViewAs(broker, internal, true)).toBe(false);
  });
  it('a customer may view as nobody, and nobody as himself', () => {
    expect(canViewAs(customer, broker, true)).toBe(false);
    expect(canViewAs(internal, internal, true)).toBe(false);
  });
});

describe('data scope', () => {
  it('follows the viewed user', () => {
    expect(dataScopeOf(internal)).toEqual({ kind: 'all' });
    expect(dataScopeOf(broker)).toEqual({ kind: 'brokerStructure', brokerId: 10 });
    expect(dataScopeOf(customer)).toEqual({ kind: 'customer', customerId: 100 });
    expect(dataScopeOf(user({ kind: 'customer', customerId: null }))).toEqual({ kind: 'none' });
  });
});

describe('writing', () => {
  it('a read-only login never writes, also while viewing as someone else', () => {
    expect(canWrite(as(readOnly))).toBe(false);
    expect(canWrite(as(readOnly, customer))).toBe(false);
    expect(effectiveRights(as(readOnly, customer)).isReadOnly).toBe(true);
    expect(canChangeContractStatus(as(readOnly))).toBe(false);
    expect(canEditCustomer(as(readOnly), 100)).toBe(false);
  });
  it('a customer-only user edits only contracts he created and only his own address', () => {
    expect(isCustomerOnly(customer)).toBe(true);
    expect(canEditContract(as(customer), { createdByUserId: customer.id })).toBe(true);
    expect(canEditContract(as(customer), { createdByUserId: broker.id })).toBe(false);
    expect(canChangeContractStatus(as(customer))).toBe(false);
    expect(canEditCustomer(as(customer), 100)).toBe(true);
    expect(canEditCustomer(as(customer), 101)).toBe(false);
  });
  it('a customer with Maklerzugang is not customer-only', () => {
    expect(isCustomerOnly(user({ kind: 'customer', rights: { ...noRights, maklerzugang: true } }))).toBe(false);
  });
  it('office users edit contracts and statuses', () => {
    expect(canEditContract(as(broker), { createdByUserId: null })).toBe(true);
    expect(canChangeContractStatus(as(internal, customer))).toBe(true);
  });
});

describe('spec rules on the original user', () => {
  it('weitere-vertragsdetails follows the original user', () => {
    expect(isOriginalBrokerOrInternal(as(broker, customer))).toBe(true);
    expect(isOriginalBrokerOrInternal(as(internal, customer))).toBe(true);
    expect(isOriginalBrokerOrInternal(as(customer))).toBe(false);
  });
  it('change log hidden for the listed tenants and for internal staff viewing a customer', () => {
    expect(canSeeChangeLog(as(broker))).toBe(true);
    expect(canSeeChangeLog(as(internal, broker))).toBe(true);
    expect(canSeeChangeLog(as(internal, customer))).toBe(false);
    for (const tenant of ['premium-plus-master', 'premium-plus', 'partner-a', 'partner-b'] as const) {
      expect(canSeeChangeLog(as(user({ tenant })))).toBe(false);
    }
  });
  it('contract customer number: the special right, or a broker viewing a customer', () => {
    expect(canChangeContractCustomerNumber(as(broker))).toBe(false);
    expect(canChangeContractCustomerNumber(as(broker, customer))).toBe(true);
    expect(canChangeContractCustomerNumber(as(internal))).toBe(true);
    expect(canChangeContractCustomerNumber(as(customer))).toBe(false);
    expect(canChangeContractCustomerNumber(as(readOnly, customer))).toBe(false);
  });
  it('brokers and internal staff open customer tabs; customers navigate in place', () => {
    expect(opensCustomerTabs(as(broker))).toBe(true);
    expect(opensCustomerTabs(as(internal))).toBe(true);
    expect(opensCustomerTabs(as(customer))).toBe(false);
    expect(opensCustomerTabs(as(broker, customer))).toBe(false);
  });
});
