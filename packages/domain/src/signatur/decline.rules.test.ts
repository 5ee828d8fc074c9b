import { describe, expect, it } from 'vitest';
import { canDeclineSigning } from './decline.rules';
import { type SignerState, signerStates } from './signatur.schema';

describe('canDeclineSigning', () => {
  it('lets only the signer on turn decline, not one still waiting or already done', () => {
    const allowed = signerStates.filter((state: SignerState) => canDeclineSigning({ state }));
    expect(allowed).toEqual(['OFFEN']);
    expect(canDeclineSigning({ state: 'WARTET' })).toBe(false);
  });
});
