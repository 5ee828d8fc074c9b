import { describe, expect, it } from 'vitest';
import { noRights, type SessionUser } from '../auth/user.schema';
import {
  canSeeTarif,
  canSeeTarifExtraFields,
  deactivationBlock,
  LAST_SPARTE_MESSAGE,
  needsDeactivationConfirmation,
  PRIMARY_SPARTE_MESSAGE,
  sparteToggleBlock,
} from './sparte.rules';

const primary = { id: 1, isPrimary: true, schadenCount: 0 };
const vollkasko = { id: 2, isPrimary: false, schadenCount: 2 };
const teilkasko = { id: 3, isPrimary: false, schadenCount: 0 };

describe('Sparte toggle (spec 4.3)', () => {
  it('the primary branch cannot be switched off', () => {
    expect(sparteToggleBlock(primary, [1, 2, 3])).toBe(PRIMARY_SPARTE_MESSAGE);
  });
  it('the only remaining active branch cannot be switched off', () => {
    expect(sparteToggleBlock(teilkasko, [3])).toBe(LAST_SPARTE_MESSAGE);
  });
  it('another branch can be switched off while one more stays', () => {
    expect(sparteToggleBlock(vollkasko, [1, 2])).toBeNull();
    expect(sparteToggleBlock(teilkasko, [2, 3])).toBeNull();
  });
  it('switching off several: the last one standing is refused', () => {
    expect(deactivationBlock([vollkasko, teilkasko], [2])).toBeNull();
    expect(deactivationBlock([vollkasko, teilkasko], [2, 3])).toBe(LAST_SPARTE_MESSAGE);
    expect(deactivationBlock([primary, vollkasko], [1])).toBe(PRIMARY_SPARTE_MESSAGE);
    expect(deactivationBlock([primary, vollkasko, teilkasko], [2, 3])).toBeNull();
  });
  it('asks for confirmation only when damage data exist', () => {
    expect(needsDeactivationConfirmation(vollkasko)).toBe(true);
    expect(needsDeactivationConfirmation(teilkasko)).toBe(false);
  });
});

const person = (id: number, kind: SessionUser['kind']): SessionUser => ({
  id,
  username: `u${id}`,
  displayName: `U${id}`,
  kind,
  brokerId: kind === 'broker' || kind === 'agent' ? id : null,
  customerId: kind === 'customer' ? id : null,
  tenant: 'standard',
  rights: noRights,
});
const as = (u: SessionUser) => ({ original: u, viewed: u });

describe('tariffs', () => {
  const broker = as(person(1, 'broker'));
  it('extra fields: internal and broker users, not agents or customers', () => {
    expect(canSeeTarifExtraFields(as(person(3, 'internal')))).toBe(true);
    expect(canSeeTarifExtraFields(broker)).toBe(true);
    expect(canSeeTarifExtraFields(as(person(2, 'agent')))).toBe(false);
    expect(canSeeTarifExtraFields(as(person(4, 'customer')))).toBe(false);
  });
  it('visibility: all, own, structure above, not another broker’s own', () => {
    expect(canSeeTarif(broker, { brokerId: 9, sichtbarFuer: 'ALLE', inklusiveStruktur: false }, false)).toBe(true);
    expect(canSeeTarif(broker, { brokerId: 1, sichtbarFuer: 'NUR_ICH', inklusiveStruktur: false }, false)).toBe(true);
    expect(canSeeTarif(broker, { brokerId: 9, sichtbarFuer: 'NUR_ICH', inklusiveStruktur: false }, true)).toBe(false);
    expect(canSeeTarif(broker, { brokerId: 9, sichtbarFuer: 'NUR_ICH', inklusiveStruktur: true }, true)).toBe(true);
    expect(canSeeTarif(broker, { brokerId: null, sichtbarFuer: 'NUR_ICH', inklusiveStruktur: false }, false)).toBe(
      false,
    );
    expect(
      canSeeTarif(as(person(3, 'internal')), { brokerId: 9, sichtbarFuer: 'NUR_ICH', inklusiveStruktur: false }, false),
    ).toBe(true);
    expect(
      canSeeTarif(as(person(4, 'customer')), { brokerId: null, sichtbarFuer: 'ALLE', inklusiveStruktur: false }, false),
    ).toBe(false);
  });
});
