// The document archive, e-signatures, forms and damage reports: each rule as allowed/denied pairs
// (permissions.rules.test.ts runs them).
import {
  type AreaPairs,
  agent,
  archivist,
  as,
  broker,
  bypassCustomer,
  customer,
  internal,
  merger,
  readOnlyArchivist,
  readOnlyNoteBroker,
} from './permissions.test-actors';

export const documentPairs = {
  canUseDocumentArchive: [['with the right / without', as(archivist), as(broker)]],
  canSeeDocuments: [
    ['archivist / agent without the right', as(archivist), as(agent)],
    ['customer (released ones) / agent', as(customer), as(agent)],
  ],
  canManageDocuments: [
    ['archivist / read-only login', as(archivist), as(readOnlyArchivist)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canSeeDeletedDocuments: [['original internal / broker', as(internal, broker), as(broker)]],
  canRestoreDocuments: [['internal / broker', as(internal), as(archivist)]],
  canSeeDocumentHistory: [['archivist / customer', as(archivist), as(customer)]],
  canSeeCallRecords: [['archivist / customer', as(archivist), as(customer)]],
  canRequestSignatures: [
    ['archivist / read-only archivist', as(archivist), as(readOnlyArchivist)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canFillFormular: [
    ['broker / customer', as(broker), as(customer)],
    ['internal / read-only broker', as(internal), as(readOnlyNoteBroker)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canReportDamage: [['customer / read-only broker', as(customer), as(readOnlyNoteBroker)]],
  canEditDamageReport: [
    ['agent / customer', as(agent), as(customer)],
    ['internal viewing a customer / read-only broker', as(internal, customer), as(readOnlyNoteBroker)],
  ],
  canDeleteDamageReport: [
    ['bypass / no bypass', as(internal), as(broker)],
    ['bypass customer / read-only viewed', as(bypassCustomer), as(internal, readOnlyNoteBroker)],
  ],
  canMergeDamageReports: [['with the right / without', as(merger), as(broker)]],
} as const satisfies AreaPairs;
