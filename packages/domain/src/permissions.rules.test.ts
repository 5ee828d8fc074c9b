import { describe, expect, it } from 'vitest';
import { allRights, noRights, type Rights, type SessionUser } from './auth/user.schema';
import {
  canAddNewSparten,
  canChangeCustomerBetreuer,
  canCreateContract,
  canCreateCustomer,
  canCreateTarif,
  canDeleteDamageReport,
  canEditCommissions,
  canEditContract,
  canEditDamageReport,
  canEditNotes,
  canEditTarif,
  canEditTarifExtraFields,
  canFillFormular,
  canManageIcalFeed,
  canMergeDamageReports,
  canOpenTarifForm,
  canReportDamage,
  canSeeChangeLog,
  canSeeCommissions,
  canSeeContractCombos,
  canSeeDeletedDocuments,
  canSeeIcalFeed,
  canSeeNote,
  canSeeOfficeChangeLog,
  canSeePostbox,
  canSeeWeitereVertragsdetails,
  canStartViewAs,
  canUseDocumentArchive,
  canUseNoteVisibility,
  canVerifyChangeLog,
  deniedCode,
  type NoteAudience,
} from './permissions';

const user = (
  id: number,
  kind: SessionUser['kind'],
  rights: Partial<Rights> = {},
  over: Partial<SessionUser> = {},
) => ({
  id,
  username: `u${id}`,
  displayName: `U${id}`,
  kind,
  brokerId: kind === 'broker' || kind === 'agent' ? id : null,
  customerId: kind === 'customer' ? id : null,
  tenant: 'standard' as const,
  rights: { ...noRights, ...rights },
  ...over,
});
const broker = user(1, 'broker');
const agent = user(2, 'agent');
const internal = user(3, 'internal', allRights);
const customer = user(4, 'customer');
const noteBroker = user(5, 'broker', { canEditNotes: true });
const readOnlyNoteBroker = user(6, 'broker', { canEditNotes: true, isReadOnly: true });
const bypassCustomer = user(7, 'customer', { bypass: true, canEditNotes: true });
const merger = user(8, 'broker', { canMergeDamageReports: true });
const archivist = user(9, 'broker', { canUseDocumentArchive: true });
const lead = user(10, 'broker', { mainStructureLead: true });
const as = (original: SessionUser, viewed: SessionUser = original) => ({ original, viewed });

// Every rule as an allowed/denied pair: the first actor may, the second may not.
const pairs: [string, (a: ReturnType<typeof as>) => boolean, ReturnType<typeof as>, ReturnType<typeof as>][] = [
  [
    'canSeeChangeLog: internal viewing a broker / viewing a customer',
    canSeeChangeLog,
    as(internal, broker),
    as(internal, customer),
  ],
  [
    'canSeeChangeLog: standard tenant / premium-plus tenant',
    canSeeChangeLog,
    as(broker),
    as(user(11, 'broker', {}, { tenant: 'premium-plus' })),
  ],
  ['canVerifyChangeLog: internal / broker', canVerifyChangeLog, as(internal), as(broker)],
  [
    'canVerifyChangeLog: internal / broker viewed by nobody else',
    canVerifyChangeLog,
    as(internal, broker),
    as(broker, customer),
  ],
  ['canSeeOfficeChangeLog: internal / broker', canSeeOfficeChangeLog, as(internal), as(broker)],
  [
    'canSeeOfficeChangeLog: internal viewing a broker / internal viewing a customer',
    canSeeOfficeChangeLog,
    as(internal, broker),
    as(internal, customer),
  ],
  ['canSeePostbox: broker / customer-only', canSeePostbox, as(broker), as(customer)],
  ['canSeePostbox: broker viewing a customer / customer-only', canSeePostbox, as(broker, customer), as(customer)],
  ['canEditNotes: broker with the right / broker without', canEditNotes, as(noteBroker), as(broker)],
  [
    'canEditNotes: bypass customer with the right / read-only broker with the right',
    canEditNotes,
    as(bypassCustomer),
    as(readOnlyNoteBroker),
  ],
  ['canEditNotes: internal (bypass) / agent without the right', canEditNotes, as(internal), as(agent)],
  ['canDeleteDamageReport: bypass / no bypass', canDeleteDamageReport, as(internal), as(broker)],
  [
    'canDeleteDamageReport: bypass customer / read-only viewed',
    canDeleteDamageReport,
    as(bypassCustomer),
    as(internal, readOnlyNoteBroker),
  ],
  ['canMergeDamageReports: with the right / without', canMergeDamageReports, as(merger), as(broker)],
  [
    'canAddNewSparten: broker with the right / without',
    (a) => canAddNewSparten(a, { createdByUserId: null }),
    as(user(13, 'broker', { canAddSparten: true })),
    as(broker),
  ],
  [
    'canAddNewSparten: internal / read-only broker with the right',
    (a) => canAddNewSparten(a, { createdByUserId: null }),
    as(internal),
    as(user(14, 'broker', { canAddSparten: true, isReadOnly: true })),
  ],
  ['canOpenTarifForm: agent / customer', canOpenTarifForm, as(agent), as(customer)],
  ['canOpenTarifForm: internal / internal viewing a customer', canOpenTarifForm, as(internal), as(internal, customer)],
  ['canCreateTarif: broker / read-only broker', canCreateTarif, as(broker), as(readOnlyNoteBroker)],
  ['canEditTarif: the owner / another broker', (a) => canEditTarif(a, { brokerId: broker.id }), as(broker), as(agent)],
  [
    'canEditTarif: internal / broker on an office tariff',
    (a) => canEditTarif(a, { brokerId: null }),
    as(internal),
    as(broker),
  ],
  ['canEditTarifExtraFields: internal / broker', canEditTarifExtraFields, as(internal), as(broker)],
  ['canReportDamage: customer / read-only broker', canReportDamage, as(customer), as(readOnlyNoteBroker)],
  ['canEditDamageReport: agent / customer', canEditDamageReport, as(agent), as(customer)],
  [
    'canEditDamageReport: internal viewing a customer / read-only broker',
    canEditDamageReport,
    as(internal, customer),
    as(readOnlyNoteBroker),
  ],
  ['canUseDocumentArchive: with the right / without', canUseDocumentArchive, as(archivist), as(broker)],
  ['canSeeDeletedDocuments: original internal / broker', canSeeDeletedDocuments, as(internal, broker), as(broker)],
  [
    'canSeeCommissions: internal viewing a customer / customer-only',
    canSeeCommissions,
    as(internal, customer),
    as(customer),
  ],
  ['canEditCommissions: internal / plain broker', canEditCommissions, as(internal), as(broker)],
  [
    'canEditCommissions: main-structure lead / read-only internal',
    canEditCommissions,
    as(lead),
    as(user(12, 'internal', { ...allRights, isReadOnly: true })),
  ],
  ['canSeeWeitereVertragsdetails: agent / customer', canSeeWeitereVertragsdetails, as(agent), as(customer)],
  ['canStartViewAs: broker / customer', canStartViewAs, as(broker), as(customer)],
  [
    'canCreateContract: broker / the customer himself',
    (a) => canCreateContract(a, { id: customer.id }),
    as(broker),
    as(customer),
  ],
  [
    'canCreateContract: agent / read-only broker',
    (a) => canCreateContract(a, { id: customer.id }),
    as(agent),
    as(readOnlyNoteBroker),
  ],
  [
    'canCreateContract: internal viewing that customer / viewing another customer',
    (a) => canCreateContract(a, { id: customer.id }),
    as(internal, customer),
    as(internal, user(13, 'customer')),
  ],
  ['canStartViewAs: internal viewing a broker / customer', canStartViewAs, as(internal, broker), as(customer)],
  ['canCreateCustomer: broker / customer', canCreateCustomer, as(broker), as(customer)],
  ['canCreateCustomer: agent / read-only broker', canCreateCustomer, as(agent), as(readOnlyNoteBroker)],
  [
    'canCreateCustomer: internal / internal viewing a customer',
    canCreateCustomer,
    as(internal),
    as(internal, customer),
  ],
  ['canChangeCustomerBetreuer: internal / broker', canChangeCustomerBetreuer, as(internal), as(broker)],
  [
    'canChangeCustomerBetreuer: internal / internal viewing a broker',
    canChangeCustomerBetreuer,
    as(internal),
    as(internal, broker),
  ],
  [
    'canSeeIcalFeed: the broker himself / internal viewing the broker',
    canSeeIcalFeed,
    as(broker),
    as(internal, broker),
  ],
  ['canManageIcalFeed: broker / internal viewing the broker', canManageIcalFeed, as(broker), as(internal, broker)],
  ['canManageIcalFeed: internal / read-only broker', canManageIcalFeed, as(internal), as(readOnlyNoteBroker)],
];

describe('permission rules as allowed/denied pairs', () => {
  it.each(pairs)('%s', (_name, rule, allowed, denied) => {
    expect(rule(allowed)).toBe(true);
    expect(rule(denied)).toBe(false);
  });
});

describe('note visibility', () => {
  const ownContract = (u: SessionUser): NoteAudience => ({ contractBrokerId: u.brokerId, createdByUserId: null });
  const otherBrokers: NoteAudience = { contractBrokerId: 99, createdByUserId: null };

  it('KUNDE reaches the customer, MAKLER and POOL the office only, INTERN internal staff only', () => {
    expect(canSeeNote(as(customer), 'KUNDE', otherBrokers)).toBe(true);
    for (const v of ['MAKLER', 'POOL', 'INTERN'] as const) {
      expect(canSeeNote(as(customer), v, otherBrokers)).toBe(false);
    }
    expect(canSeeNote(as(agent), 'MAKLER', ownContract(agent))).toBe(true);
    expect(canSeeNote(as(broker), 'POOL', otherBrokers)).toBe(true);
    expect(canSeeNote(as(broker), 'INTERN', ownContract(broker))).toBe(false);
    expect(canSeeNote(as(internal), 'INTERN', otherBrokers)).toBe(true);
    expect(canSeeNote(as(internal), 'MAKLER', otherBrokers)).toBe(true);
    expect(canSeeNote(as(internal, broker), 'INTERN', ownContract(broker))).toBe(false);
    expect(canSeeNote(as(internal, customer), 'MAKLER', otherBrokers)).toBe(false);
  });

  it("MAKLER stays with the contract's own broker and the author; POOL reaches the structure above", () => {
    // broker sees a contract of a broker below him (his structure): Pool yes, Vermittler no.
    expect(canSeeNote(as(broker), 'POOL', otherBrokers)).toBe(true);
    expect(canSeeNote(as(broker), 'MAKLER', otherBrokers)).toBe(false);
    expect(canSeeNote(as(broker), 'MAKLER', { contractBrokerId: 99, createdByUserId: broker.id })).toBe(true);
  });

  it('offers Intern to internal users only', () => {
    expect(canUseNoteVisibility(as(internal), 'INTERN')).toBe(true);
    expect(canUseNoteVisibility(as(noteBroker), 'INTERN')).toBe(false);
    expect(canUseNoteVisibility(as(noteBroker), 'MAKLER')).toBe(true);
  });
});

describe('contract combos (courtage numbers)', () => {
  it('only for users who may edit the contract, never for a customer', () => {
    const own = { createdByUserId: customer.id };
    expect(canSeeContractCombos(as(broker), { createdByUserId: null })).toBe(true);
    expect(canEditContract(as(customer), own)).toBe(true);
    expect(canSeeContractCombos(as(customer), own)).toBe(false);
    expect(canSeeContractCombos(as(readOnlyNoteBroker), { createdByUserId: null })).toBe(false);
  });
});

describe('forms (canFillFormular)', () => {
  it('office users who may write fill forms; customers and read-only logins do not', () => {
    expect(canFillFormular(as(broker))).toBe(true);
    expect(canFillFormular(as(internal))).toBe(true);
    expect(canFillFormular(as(customer))).toBe(false);
    expect(canFillFormular(as(readOnlyNoteBroker))).toBe(false);
    expect(canFillFormular(as(internal, customer))).toBe(false);
  });
});

describe('READ_ONLY or FORBIDDEN', () => {
  it('READ_ONLY when only the read-only login stands in the way, else FORBIDDEN', () => {
    const contract = { createdByUserId: null };
    expect(deniedCode(as(readOnlyNoteBroker), canEditContract, contract)).toBe('READ_ONLY');
    expect(deniedCode(as(internal, readOnlyNoteBroker), canEditContract, contract)).toBe('READ_ONLY');
    expect(deniedCode(as(customer), canEditContract, contract)).toBe('FORBIDDEN');
    expect(deniedCode(as(readOnlyNoteBroker), canVerifyChangeLog)).toBe('FORBIDDEN');
    expect(deniedCode(as(broker), canMergeDamageReports)).toBe('FORBIDDEN');
  });
});
