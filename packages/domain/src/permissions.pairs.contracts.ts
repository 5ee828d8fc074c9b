// Contracts, customers, contact persons, Sparten, tariffs, commissions and comparison portals: each rule
// as allowed/denied pairs (permissions.rules.test.ts runs them).
import { allRights } from './auth/user.schema';
import {
  canAddNewSparten,
  canCreateContract,
  canEditAnsprechpartner,
  canEditContract,
  canEditCustomer,
  canEditTarif,
  canSeeContractCombos,
} from './permissions';
import {
  type AreaPairs,
  agent,
  as,
  broker,
  customer,
  internal,
  lead,
  readOnlyNoteBroker,
  user,
} from './permissions.test-actors';

export const contractPairs = {
  canEditContract: [
    [
      'the customer who created it / another customer',
      as(customer),
      as(user(16, 'customer')),
      (a) => canEditContract(a, { createdByUserId: customer.id }),
    ],
    [
      'broker / read-only broker',
      as(broker),
      as(readOnlyNoteBroker),
      (a) => canEditContract(a, { createdByUserId: null }),
    ],
  ],
  canChangeContractStatus: [['internal viewing a customer / customer', as(internal, customer), as(customer)]],
  canCreateContract: [
    ['broker / the customer himself', as(broker), as(customer), (a) => canCreateContract(a, { id: customer.id })],
    ['agent / read-only broker', as(agent), as(readOnlyNoteBroker), (a) => canCreateContract(a, { id: customer.id })],
    [
      'internal viewing that customer / viewing another customer',
      as(internal, customer),
      as(internal, user(13, 'customer')),
      (a) => canCreateContract(a, { id: customer.id }),
    ],
  ],
  canEditCustomer: [
    [
      'the customer himself / another customer',
      as(customer),
      as(user(16, 'customer')),
      (a) => canEditCustomer(a, customer.id),
    ],
    ['broker / read-only broker', as(broker), as(readOnlyNoteBroker), (a) => canEditCustomer(a, customer.id)],
  ],
  canCreateCustomer: [
    ['broker / customer', as(broker), as(customer)],
    ['agent / read-only broker', as(agent), as(readOnlyNoteBroker)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canChangeCustomerBetreuer: [
    ['internal / broker', as(internal), as(broker)],
    ['internal / internal viewing a broker', as(internal), as(internal, broker)],
  ],
  canChangeContractCustomerNumber: [
    ['broker viewing a customer / broker', as(broker, customer), as(broker)],
    ['internal (the right) / read-only broker viewing a customer', as(internal), as(readOnlyNoteBroker, customer)],
  ],
  canCreateAnsprechpartner: [
    ['agent / customer', as(agent), as(customer)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
    ['broker / read-only broker', as(broker), as(readOnlyNoteBroker)],
  ],
  canEditAnsprechpartner: [
    [
      'the broker who created it / another agent',
      as(broker),
      as(agent),
      (a) => canEditAnsprechpartner(a, { createdByUserId: broker.id }),
    ],
    [
      'internal / the read-only broker who created it',
      as(internal),
      as(readOnlyNoteBroker),
      (a) => canEditAnsprechpartner(a, { createdByUserId: readOnlyNoteBroker.id }),
    ],
  ],
  canSeeContractCombos: [
    [
      'broker / the customer who created it',
      as(broker),
      as(customer),
      (a) => canSeeContractCombos(a, { createdByUserId: customer.id }),
    ],
    [
      'broker / read-only broker',
      as(broker),
      as(readOnlyNoteBroker),
      (a) => canSeeContractCombos(a, { createdByUserId: null }),
    ],
  ],
  canSeeWeitereVertragsdetails: [['agent / customer', as(agent), as(customer)]],
  canAddNewSparten: [
    [
      'broker with the right / without',
      as(user(13, 'broker', { canAddSparten: true })),
      as(broker),
      (a) => canAddNewSparten(a, { createdByUserId: null }),
    ],
    [
      'internal / read-only broker with the right',
      as(internal),
      as(user(14, 'broker', { canAddSparten: true, isReadOnly: true })),
      (a) => canAddNewSparten(a, { createdByUserId: null }),
    ],
  ],
  canOpenTarifForm: [
    ['agent / customer', as(agent), as(customer)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canCreateTarif: [['broker / read-only broker', as(broker), as(readOnlyNoteBroker)]],
  canEditTarif: [
    ['the owner / another broker', as(broker), as(agent), (a) => canEditTarif(a, { brokerId: broker.id })],
    ['internal / broker on an office tariff', as(internal), as(broker), (a) => canEditTarif(a, { brokerId: null })],
  ],
  canEditTarifExtraFields: [['internal / broker', as(internal), as(broker)]],
  canSeeCommissions: [['internal viewing a customer / customer-only', as(internal, customer), as(customer)]],
  canEditCommissions: [
    ['internal / plain broker', as(internal), as(broker)],
    [
      'main-structure lead / read-only internal',
      as(lead),
      as(user(12, 'internal', { ...allRights, isReadOnly: true })),
    ],
  ],
  canUseVergleichsportale: [
    ['read-only broker / customer', as(readOnlyNoteBroker), as(customer)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canOpenVergleichsportal: [
    ['broker / read-only broker', as(broker), as(readOnlyNoteBroker)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
} as const satisfies AreaPairs;
