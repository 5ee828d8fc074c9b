import { describe, expect, it } from 'vitest';
import {
  bankverbindungLabel,
  CreateBankverbindungBodySchema,
  describeBankverbindung,
  UpdateBankverbindungBodySchema,
} from './bankverbindung.schema';

const account = { kontoinhaber: 'Erika Mustermann', iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' };

describe('bank account', () => {
  it('stores the IBAN and BIC in the electronic format; not the default unless asked', () => {
    expect(CreateBankverbindungBodySchema.parse({ ...account, bank: '' })).toEqual({
      kontoinhaber: 'Erika Mustermann',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bank: null,
      standard: false,
    });
  });

  it('refuses a wrong check digit, a missing holder and a bad BIC with German messages', () => {
    const result = CreateBankverbindungBodySchema.safeParse({
      kontoinhaber: ' ',
      iban: 'DE88370400440532013000',
      bic: 'X',
    });
    expect(Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? [])).toEqual({
      kontoinhaber: 'Bitte geben Sie den Kontoinhaber an.',
      iban: 'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
      bic: 'Die BIC ist ungültig: Sie muss 8 oder 11 Zeichen lang sein.',
    });
  });

  it('needs the version for a change', () => {
    expect(UpdateBankverbindungBodySchema.safeParse(account).success).toBe(false);
    expect(UpdateBankverbindungBodySchema.safeParse({ ...account, version: 1 }).success).toBe(true);
  });

  it('shows the IBAN in groups of four with the bank, and describes the whole account for the log', () => {
    const stored = { iban: 'DE89370400440532013000', bank: 'Commerzbank' };
    expect(bankverbindungLabel(stored)).toBe('DE89 3704 0044 0532 0130 00 (Commerzbank)');
    expect(bankverbindungLabel({ ...stored, bank: null })).toBe('DE89 3704 0044 0532 0130 00');
    expect(describeBankverbindung({ ...stored, kontoinhaber: 'Erika Mustermann', bic: null, standard: true })).toBe(
      'Erika Mustermann · DE89 3704 0044 0532 0130 00 (Commerzbank) · Standard',
    );
  });
});
