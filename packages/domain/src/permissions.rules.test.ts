import { describe, expect, it } from 'vitest';
import { allRights, noRights, type Rights, type SessionUser } from './auth/user.schema';
import * as permissions from './permissions';
import {
  canAddNewSparten,
  canCreateContract,
  canEditAnsprechpartner,
  canEditContract,
  canEditCustomer,
  canEditTarif,
  canFillFormular,
  canMergeDamageReports,
  canSeeContractCombos,
  canSeeNote,
  canUseNoteVisibility,
  canVerifyChangeLog,
  canViewAs,
  deniedCode,
  isBrokerLike,
  isCustomerKind,
  isCustomerOnly,
  isInternal,
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
const maklerzugangCustomer = user(17, 'customer', { maklerzugang: true });
const readOnlyCustomer = user(18, 'customer', { isReadOnly: true });
const otherBrokersNote: NoteAudience = { contractBrokerId: 99, createdByUserId: null };
const readOnlyArchivist = user(15, 'broker', { canUseDocumentArchive: true, isReadOnly: true });
const as = (original: SessionUser, viewed: SessionUser = original) => ({ original, viewed });

type As = ReturnType<typeof as>;
/** One allowed/denied pair: the first actor may, the second may not (`check` calls a rule that needs more than the actor). */
type Pair = readonly [label: string, allowed: As, denied: As, check?: (a: As) => boolean];

/** The exports of permissions.ts that answer yes or no: the permission rules and their building blocks. */
type Exports = typeof permissions;
/** The module's exports by name (a copy: a test walks them). */
const exported = new Map<string, unknown>(Object.entries(permissions));
type RuleName = { [K in keyof Exports]: Exports[K] extends (...args: never[]) => boolean ? K : never }[keyof Exports];

/** Rules that by design refuse nobody: no denied actor exists, each with its reason. */
const alwaysAllowed = {
  canDismissOwnAlarms:
    "one's own reminder popups are personal state, not business data: a read-only login dismisses them too",
} as const satisfies Partial<Record<RuleName, string>>;

/** Exports of permissions.ts that are not yes/no rules, each with what it is instead. */
const notRules = {
  effectiveRights: 'the rights every rule reads (permissions.test.ts)',
  dataScopeOf: 'the data scope a repository turns into a WHERE clause (permissions.test.ts)',
  writableCopy: 'the actor without the read-only flag, for deniedCode',
  deniedCode: 'the answer code of a refusal (READ_ONLY or FORBIDDEN), tested below',
  courtageNumberScope: 'whose courtage numbers a user is offered (a scope, not a yes/no)',
} as const satisfies Partial<Record<keyof Exports, string>>;

// Every rule as allowed/denied pairs, keyed by its name: the table must name every rule of permissions.ts.
const pairs: Record<Exclude<RuleName, keyof typeof alwaysAllowed | keyof typeof notRules>, readonly Pair[]> = {
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
  canWrite: [
    ['customer / read-only broker', as(customer), as(readOnlyNoteBroker)],
    [
      'broker viewing a customer / read-only broker viewing a customer',
      as(broker, customer),
      as(readOnlyNoteBroker, customer),
    ],
  ],
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
  canEditCustomer: [
    [
      'the customer himself / another customer',
      as(customer),
      as(user(16, 'customer')),
      (a) => canEditCustomer(a, customer.id),
    ],
    ['broker / read-only broker', as(broker), as(readOnlyNoteBroker), (a) => canEditCustomer(a, customer.id)],
  ],
  canChangeContractCustomerNumber: [
    ['broker viewing a customer / broker', as(broker, customer), as(broker)],
    ['internal (the right) / read-only broker viewing a customer', as(internal), as(readOnlyNoteBroker, customer)],
  ],
  canPlaceCalls: [['internal (the right) / broker without', as(internal), as(broker)]],
  opensCustomerTabs: [['broker / broker viewing a customer', as(broker), as(broker, customer)]],
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
  canWriteMail: [
    ['broker / broker viewing a customer', as(broker), as(broker, customer)],
    ['internal / read-only broker', as(internal), as(readOnlyNoteBroker)],
    ['agent / customer', as(agent), as(customer)],
  ],
  canWriteMessages: [
    ['customer / read-only customer', as(customer), as(readOnlyCustomer)],
    ['broker / read-only broker', as(broker), as(readOnlyNoteBroker)],
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
  canRequestSignatures: [
    ['archivist / read-only archivist', as(archivist), as(readOnlyArchivist)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
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
  canWriteTermine: [['customer / read-only broker', as(customer), as(readOnlyNoteBroker)]],
  canUseTextbausteine: [
    ['agent / customer', as(agent), as(customer)],
    ['bypass customer / internal viewing a customer', as(bypassCustomer), as(internal, customer)],
  ],
  canUseVergleichsportale: [
    ['read-only broker / customer', as(readOnlyNoteBroker), as(customer)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canOpenVergleichsportal: [
    ['broker / read-only broker', as(broker), as(readOnlyNoteBroker)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canFillFormular: [
    ['broker / customer', as(broker), as(customer)],
    ['internal / read-only broker', as(internal), as(readOnlyNoteBroker)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
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
  canSeePostbox: [
    ['broker / customer-only', as(broker), as(customer)],
    ['broker viewing a customer / customer-only', as(broker, customer), as(customer)],
  ],
  canEditNotes: [
    ['broker with the right / broker without', as(noteBroker), as(broker)],
    ['bypass customer with the right / read-only broker with the right', as(bypassCustomer), as(readOnlyNoteBroker)],
    ['internal (bypass) / agent without the right', as(internal), as(agent)],
  ],
  canDeleteDamageReport: [
    ['bypass / no bypass', as(internal), as(broker)],
    ['bypass customer / read-only viewed', as(bypassCustomer), as(internal, readOnlyNoteBroker)],
  ],
  canMergeDamageReports: [['with the right / without', as(merger), as(broker)]],
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
  canReportDamage: [['customer / read-only broker', as(customer), as(readOnlyNoteBroker)]],
  canEditDamageReport: [
    ['agent / customer', as(agent), as(customer)],
    ['internal viewing a customer / read-only broker', as(internal, customer), as(readOnlyNoteBroker)],
  ],
  canUseDocumentArchive: [['with the right / without', as(archivist), as(broker)]],
  canSeeDeletedDocuments: [['original internal / broker', as(internal, broker), as(broker)]],
  canSeeDocuments: [
    ['archivist / agent without the right', as(archivist), as(agent)],
    ['customer (released ones) / agent', as(customer), as(agent)],
  ],
  canManageDocuments: [
    ['archivist / read-only login', as(archivist), as(readOnlyArchivist)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canRestoreDocuments: [['internal / broker', as(internal), as(archivist)]],
  canSeeDocumentHistory: [['archivist / customer', as(archivist), as(customer)]],
  canSeeCallRecords: [['archivist / customer', as(archivist), as(customer)]],
  canSeeCommissions: [['internal viewing a customer / customer-only', as(internal, customer), as(customer)]],
  canEditCommissions: [
    ['internal / plain broker', as(internal), as(broker)],
    [
      'main-structure lead / read-only internal',
      as(lead),
      as(user(12, 'internal', { ...allRights, isReadOnly: true })),
    ],
  ],
  canSeeWeitereVertragsdetails: [['agent / customer', as(agent), as(customer)]],
  canChangeOwnSettings: [['a customer for himself / internal viewing a broker', as(customer), as(internal, broker)]],
  canStartViewAs: [
    ['broker / customer', as(broker), as(customer)],
    ['internal viewing a broker / customer', as(internal, broker), as(customer)],
  ],
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
  canCreateCustomer: [
    ['broker / customer', as(broker), as(customer)],
    ['agent / read-only broker', as(agent), as(readOnlyNoteBroker)],
    ['internal / internal viewing a customer', as(internal), as(internal, customer)],
  ],
  canChangeCustomerBetreuer: [
    ['internal / broker', as(internal), as(broker)],
    ['internal / internal viewing a broker', as(internal), as(internal, broker)],
  ],
  canSeeIcalFeed: [['the broker himself / internal viewing the broker', as(broker), as(internal, broker)]],
  canManageIcalFeed: [
    ['broker / internal viewing the broker', as(broker), as(internal, broker)],
    ['internal / read-only broker', as(internal), as(readOnlyNoteBroker)],
  ],
};

describe('permission rules as allowed/denied pairs', () => {
  const cases = Object.entries(pairs).flatMap(([name, list]) =>
    list.map(([label, allowed, denied, check]) => ({ name: `${name}: ${label}`, rule: name, allowed, denied, check })),
  );
  it.each(cases)('$name', ({ rule, allowed, denied, check }) => {
    const decide = check ?? (exported.get(rule) as (a: As) => boolean);
    expect(decide(allowed)).toBe(true);
    expect(decide(denied)).toBe(false);
  });

  it.each(Object.keys(alwaysAllowed))('%s allows everybody, also a read-only login', (name) => {
    const rule = exported.get(name) as (a: As) => boolean;
    for (const a of [as(customer), as(readOnlyNoteBroker), as(internal, customer)]) {
      expect(rule(a)).toBe(true);
    }
  });

  it('every rule of permissions.ts has a pair here (or is listed as allowing everybody or as no rule)', () => {
    const functions = [...exported].filter(([, value]) => typeof value === 'function').map(([name]) => name);
    const listed = new Set([...Object.keys(pairs), ...Object.keys(alwaysAllowed), ...Object.keys(notRules)]);
    expect(functions.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !functions.includes(name))).toEqual([]);
    expect(Object.entries(pairs).filter(([, list]) => list.length === 0)).toEqual([]);
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
