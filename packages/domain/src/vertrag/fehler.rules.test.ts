import { describe, expect, it } from 'vitest';
import { checkPolicyNumber, contractFehler, type FehlerInput, stepWarnings } from './fehler.rules';

const huk = {
  pattern: '^[A-Z]{2}-[0-9]{4}-[0-9]{4}$',
  hint: 'Die Versicherungsscheinnummer der HUK-COBURG hat das Format KF-9999-9999.',
};

describe('company-specific policy-number rule (spec 5)', () => {
  it('accepts a number matching the pattern', () => {
    expect(checkPolicyNumber(huk, 'KF-4711-0815')).toEqual({ valid: true, message: null });
    expect(checkPolicyNumber(huk, ' KF-4711-0815 ')).toEqual({ valid: true, message: null });
  });

  it("refuses another number with the company's message, which names the 'Nummer'", () => {
    const result = checkPolicyNumber(huk, 'KF-4711');
    expect(result.valid).toBe(false);
    expect(result.message).toBe(
      'Die Nummer entspricht nicht dem Format der Gesellschaft. Die Versicherungsscheinnummer der HUK-COBURG hat das Format KF-9999-9999.',
    );
    expect(result.message).toContain('Nummer');
    expect(checkPolicyNumber({ ...huk, hint: null }, 'x').message).toBe(
      'Die Nummer entspricht nicht dem Format der Gesellschaft.',
    );
  });

  it('accepts everything without a rule or with a broken rule', () => {
    expect(checkPolicyNumber({ pattern: null, hint: null }, 'irgendwas').valid).toBe(true);
    expect(checkPolicyNumber({ pattern: '([', hint: null }, 'irgendwas').valid).toBe(true);
  });
});

const input = (over: Partial<FehlerInput> = {}): FehlerInput => ({
  policyNumber: { valid: true, message: null },
  beginn: '2019-01-01',
  praemieCents: 100,
  zahlrhythm: 'jährlich',
  isKraftfahrt: false,
  hasFahrzeugdaten: false,
  stored: [],
  ...over,
});

describe("'Hinweise und Fehler'", () => {
  it('is empty for a complete contract', () => {
    expect(contractFehler(input())).toEqual([]);
  });

  it('reports an invalid number, missing data and missing vehicle data on their steps', () => {
    const fehler = contractFehler(
      input({
        policyNumber: checkPolicyNumber(huk, '123'),
        beginn: null,
        praemieCents: null,
        zahlrhythm: null,
        isKraftfahrt: true,
      }),
    );
    expect(fehler.map((f) => f.text.split('.')[0])).toEqual([
      'Die Nummer entspricht nicht dem Format der Gesellschaft',
      'Beginn fehlt',
      'Beitrag fehlt',
      'Zahlweise fehlt',
      'Fahrzeugdaten fehlen',
    ]);
    expect(fehler[0]).toMatchObject({ stepKey: 'allgemeine', substepKey: 'vertragsdaten' });
    expect(fehler[4]).toEqual({ text: 'Fahrzeugdaten fehlen.', stepKey: 'fahrzeugDaten' });
    expect(contractFehler(input({ isKraftfahrt: true, hasFahrzeugdaten: true }))).toEqual([]);
  });

  it("keeps stored entries, and removes those containing 'Nummer' when the number is valid", () => {
    const stored = [
      'Nummer unvollständig',
      { text: 'Bezugsberechtigung prüfen', stepKey: 'allgemeine', substepKey: 'vertragsPersonen' },
    ];
    expect(contractFehler(input({ stored })).map((f) => f.text)).toEqual(['Bezugsberechtigung prüfen']);
    const invalid = contractFehler(input({ stored, policyNumber: checkPolicyNumber(huk, '1') }));
    expect(invalid.map((f) => f.text)).toContain('Nummer unvollständig');
    expect(invalid.find((f) => f.text === 'Nummer unvollständig')?.stepKey).toBe('allgemeine');
  });

  it('turns the entries into step and substep warnings', () => {
    expect(
      stepWarnings([
        { text: 'a', stepKey: 'allgemeine', substepKey: 'vertragsPersonen' },
        { text: 'b', stepKey: 'fahrzeugDaten' },
      ]),
    ).toEqual({ allgemeine: ['a'], 'allgemeine.vertragsPersonen': ['a'], fahrzeugDaten: ['b'] });
  });
});
