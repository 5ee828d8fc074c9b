// The Datenimport (GDV files, CSV/Excel takeover, issue 38): each rule as allowed/denied pairs
// (permissions.rules.test.ts runs them).
import { canImportDaten } from './permissions';
import {
  type AreaPairs,
  agent,
  as,
  broker,
  customer,
  internal,
  maklerzugangCustomer,
  readOnlyNoteBroker,
} from './permissions.test-actors';

export const datenimportPairs = {
  canImportDaten: [
    ['broker / customer', as(broker), as(customer), canImportDaten],
    ['agent / read-only broker', as(agent), as(readOnlyNoteBroker), canImportDaten],
    ['internal / internal viewing a customer', as(internal), as(internal, customer), canImportDaten],
    [
      'internal viewing a broker / read-only broker viewing a customer',
      as(internal, broker),
      as(readOnlyNoteBroker, customer),
      canImportDaten,
    ],
    ['agent / customer with Maklerzugang', as(agent), as(maklerzugangCustomer), canImportDaten],
  ],
} as const satisfies AreaPairs;
