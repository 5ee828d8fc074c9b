import { describe, expect, it } from 'vitest';
import type { SessionUser } from './auth/user.schema';
import * as permissions from './permissions';
import {
  canEditContract,
  canFillFormular,
  canMergeDamageReports,
  canSeeContractCombos,
  canSeeNote,
  canUseNoteVisibility,
  canVerifyChangeLog,
  deniedCode,
  type NoteAudience,
} from './permissions';
import { communicationPairs } from './permissions.pairs.communication';
import { contractPairs } from './permissions.pairs.contracts';
import { datenimportPairs } from './permissions.pairs.datenimport';
import { documentPairs } from './permissions.pairs.documents';
import { rolePairs } from './permissions.pairs.roles';
import {
  type As,
  agent,
  as,
  broker,
  customer,
  internal,
  noteBroker,
  type Pair,
  type RuleName,
  readOnlyNoteBroker,
} from './permissions.test-actors';

/** The module's exports by name (a copy: a test walks them). */
const exported = new Map<string, unknown>(Object.entries(permissions));

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
} as const satisfies Partial<Record<keyof typeof permissions, string>>;

// Every rule as allowed/denied pairs, keyed by its name, one table per area (permissions.pairs.*.ts): joined,
// the tables must name every rule of permissions.ts.
const areas = { rolePairs, contractPairs, communicationPairs, documentPairs, datenimportPairs };
const pairs: Record<Exclude<RuleName, keyof typeof alwaysAllowed | keyof typeof notRules>, readonly Pair[]> = {
  ...rolePairs,
  ...contractPairs,
  ...communicationPairs,
  ...documentPairs,
  ...datenimportPairs,
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

  it('each rule has its pairs in one area table only (a second table would silently replace the first)', () => {
    const names = Object.values(areas).flatMap((table) => Object.keys(table));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
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
