// Who is who, view-as, writing at all and the change log: each rule as allowed/denied pairs
// (permissions.rules.test.ts runs them).
import { canViewAs, isBrokerLike, isCustomerKind, isCustomerOnly, isInternal } from './permissions';
import {
  type AreaPairs,
  agent,
  as,
  broker,
  customer,
  internal,
  maklerzugangCustomer,
  readOnlyNoteBroker,
  user,
} from './permissions.test-actors';

export const rolePairs = {
  isCustomerKind: [['a customer / a broker', as(customer), as(broker), (a) => isCustomerKind(a.viewed)]],
  isBrokerLike: [['an agent / a customer', as(agent), as(customer), (a) => isBrokerLike(a.viewed)]],
  isInternal: [['internal staff / a broker', as(internal), as(broker), (a) => isInternal(a.viewed)]],
  isCustomerOnly: [
    [
      'a customer / a customer with Maklerzugang',
      as(customer),
      as(maklerzugangCustomer),
      (a) => isCustomerOnly(a.original),
    ],
  ],
  isOriginalBroker: [
    ['broker viewing a customer / internal viewing a broker', as(broker, customer), as(internal, broker)],
  ],
  isOriginalInternal: [['internal viewing a broker / broker', as(internal, broker), as(broker)]],
  isOriginalBrokerOrInternal: [['internal viewing a customer / customer', as(internal, customer), as(customer)]],
  canViewAs: [
    [
      'broker → a customer of his structure / broker → an agent',
      as(broker, customer),
      as(broker, agent),
      (a) => canViewAs(a.original, a.viewed, true),
    ],
    [
      'internal → a broker / broker → a customer outside his structure',
      as(internal, broker),
      as(broker, customer),
      (a) => canViewAs(a.original, a.viewed, false),
    ],
  ],
  canChangeOwnSettings: [['a customer for himself / internal viewing a broker', as(customer), as(internal, broker)]],
  canStartViewAs: [
    ['broker / customer', as(broker), as(customer)],
    ['internal viewing a broker / customer', as(internal, broker), as(customer)],
  ],
  canWrite: [
    ['customer / read-only broker', as(customer), as(readOnlyNoteBroker)],
    [
      'broker viewing a customer / read-only broker viewing a customer',
      as(broker, customer),
      as(readOnlyNoteBroker, customer),
    ],
  ],
  opensCustomerTabs: [['broker / broker viewing a customer', as(broker), as(broker, customer)]],
  canSeeChangeLog: [
    ['internal viewing a broker / viewing a customer', as(internal, broker), as(internal, customer)],
    ['standard tenant / premium-plus tenant', as(broker), as(user(11, 'broker', {}, { tenant: 'premium-plus' }))],
  ],
  canVerifyChangeLog: [
    ['internal / broker', as(internal), as(broker)],
    ['internal / broker viewed by nobody else', as(internal, broker), as(broker, customer)],
  ],
  canSeeOfficeChangeLog: [
    ['internal / broker', as(internal), as(broker)],
    ['internal viewing a broker / internal viewing a customer', as(internal, broker), as(internal, customer)],
  ],
} as const satisfies AreaPairs;
