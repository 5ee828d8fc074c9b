// Calls, mail, messages, the postbox, notes, appointments, text modules and the iCal feed: each rule as
// allowed/denied pairs (permissions.rules.test.ts runs them).
import { canSeeNote, canUseNoteVisibility } from './permissions';
import {
  type AreaPairs,
  agent,
  as,
  broker,
  bypassCustomer,
  customer,
  internal,
  noteBroker,
  otherBrokersNote,
  readOnlyCustomer,
  readOnlyNoteBroker,
} from './permissions.test-actors';

export const communicationPairs = {
  canPlaceCalls: [['internal (the right) / broker without', as(internal), as(broker)]],
  canWriteMail: [
    ['broker / broker viewing a customer', as(broker), as(broker, customer)],
    ['internal / read-only broker', as(internal), as(readOnlyNoteBroker)],
    ['agent / customer', as(agent), as(customer)],
  ],
  canWriteMessages: [
    ['customer / read-only customer', as(customer), as(readOnlyCustomer)],
    ['broker / read-only broker', as(broker), as(readOnlyNoteBroker)],
  ],
  canSeeKommunikation: [
    ['broker / customer-only', as(broker), as(customer)],
    ['broker viewing a customer / customer-only', as(broker, customer), as(customer)],
  ],
  canSeeNote: [
    [
      'INTERN: internal / internal viewing a broker',
      as(internal),
      as(internal, broker),
      (a) => canSeeNote(a, 'INTERN', otherBrokersNote),
    ],
    [
      "MAKLER: the contract's agent / a broker above him",
      as(agent),
      as(broker),
      (a) => canSeeNote(a, 'MAKLER', { contractBrokerId: agent.brokerId, createdByUserId: null }),
    ],
    ['POOL: broker / customer', as(broker), as(customer), (a) => canSeeNote(a, 'POOL', otherBrokersNote)],
  ],
  canUseNoteVisibility: [
    ['Intern: internal / broker', as(internal), as(noteBroker), (a) => canUseNoteVisibility(a, 'INTERN')],
  ],
  canEditNotes: [
    ['broker with the right / broker without', as(noteBroker), as(broker)],
    ['bypass customer with the right / read-only broker with the right', as(bypassCustomer), as(readOnlyNoteBroker)],
    ['internal (bypass) / agent without the right', as(internal), as(agent)],
  ],
  canWriteTermine: [['customer / read-only broker', as(customer), as(readOnlyNoteBroker)]],
  canUseTextbausteine: [
    ['agent / customer', as(agent), as(customer)],
    ['bypass customer / internal viewing a customer', as(bypassCustomer), as(internal, customer)],
  ],
  canSeeIcalFeed: [['the broker himself / internal viewing the broker', as(broker), as(internal, broker)]],
  canManageIcalFeed: [
    ['broker / internal viewing the broker', as(broker), as(internal, broker)],
    ['internal / read-only broker', as(internal), as(readOnlyNoteBroker)],
  ],
} as const satisfies AreaPairs;
