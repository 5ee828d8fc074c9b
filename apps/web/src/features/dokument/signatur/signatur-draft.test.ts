import { describe, expect, it } from 'vitest';
import { checkBody, emptySigner, generalErrors, initialSigners, moveSigner, prepareBody } from './signatur-draft';

describe('signature draft', () => {
  it('starts with the customer, then the broker, each in his own colour', () => {
    const signers = initialSigners([
      { role: 'MAKLER', name: 'Max Makler', email: 'max@example.org' },
      { role: 'KUNDE', name: 'Erika Muster', email: null },
    ]);
    expect(signers.map((s) => [s.role, s.name, s.email, s.colour])).toEqual([
      ['KUNDE', 'Erika Muster', '', 'blue'],
      ['MAKLER', 'Max Makler', 'max@example.org', 'orange'],
    ]);
    expect(emptySigner(signers).colour).toBe('grape');
  });

  it('points every field at the index of its signer after reordering', () => {
    const [kunde, makler] = initialSigners([
      { role: 'KUNDE', name: 'Erika Muster', email: null },
      { role: 'MAKLER', name: ' Max Makler ', email: 'max@example.org' },
    ]);
    if (!kunde || !makler) {
      throw new Error('two signers expected');
    }
    const signers = moveSigner([kunde, makler], 0, 1);
    const body = prepareBody(['VERTRAGSUNTERLAGEN', 7], signers, [
      { key: 'f1', signerKey: kunde.key, page: 2, x: 0.1, y: 0.8, width: 0.3, height: 0.07 },
    ]);
    expect(body.signers).toEqual([
      { role: 'MAKLER', name: 'Max Makler', email: 'max@example.org' },
      { role: 'KUNDE', name: 'Erika Muster', email: null },
    ]);
    expect(body.fields).toEqual([{ signer: 1, page: 2, x: 0.1, y: 0.8, width: 0.3, height: 0.07 }]);
  });

  it('finds a missing name at its signer and other problems for the alert', () => {
    const signers = [{ ...emptySigner([]), email: 'kein-mail' }];
    const errors = checkBody({
      docInfo: ['VERTRAGSUNTERLAGEN', 7],
      signers: prepareBody(['VERTRAGSUNTERLAGEN', 7], signers, []).signers,
      fields: [],
    });
    expect(errors['signers.0.name']).toBe('Name ist erforderlich!');
    expect(errors['signers.0.email']).toBeTruthy();
    expect(generalErrors({ ...errors, fields: 'Ein Feld gehört zu keiner unterschreibenden Person.' })).toEqual([
      'Ein Feld gehört zu keiner unterschreibenden Person.',
    ]);
  });
});
