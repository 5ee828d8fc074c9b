import { describe, expect, it } from 'vitest';
import { FORMAT_CHECK_URL, formatCheckApi } from '../api/format-check.api';
import { API_BASE } from '../constants';
import { formatCheckText } from './format-check.rules';
import { FormatCheckQuerySchema } from './iban-bic.schema';

describe('format check', () => {
  it('answers an empty text for a valid or an empty value, else the German error', () => {
    expect(formatCheckText('IBAN', 'DE89 3704 0044 0532 0130 00')).toBe('');
    expect(formatCheckText('IBAN', '')).toBe('');
    expect(formatCheckText('IBAN', 'DE90370400440532013000')).toBe(
      'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
    );
    expect(formatCheckText('BIC', 'COBADEFFXXX')).toBe('');
    expect(formatCheckText('BIC', 'COBADEFFX')).toBe('Die BIC ist ungültig: Sie muss 8 oder 11 Zeichen lang sein.');
  });

  it('reads type IBAN or BIC and a bounded value', () => {
    expect(FormatCheckQuerySchema.parse({ type: 'BIC' })).toEqual({ type: 'BIC', value: '' });
    expect(FormatCheckQuerySchema.safeParse({ type: 'iban', value: 'x' }).error?.issues[0]?.message).toBe(
      'Der Typ muss IBAN oder BIC sein.',
    );
    expect(FormatCheckQuerySchema.safeParse({ type: 'IBAN', value: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('mrscheckformat path', () => {
  it('is the spec path /MSC3/restful/../mrscheckformat, resolved outside the API base', () => {
    expect(`${API_BASE}${formatCheckApi.check.path}`).toBe('/MSC3/restful/../mrscheckformat');
    expect(new URL(`${API_BASE}${formatCheckApi.check.path}`, 'http://localhost').pathname).toBe(FORMAT_CHECK_URL);
    expect(FORMAT_CHECK_URL).toBe('/MSC3/mrscheckformat');
  });
});
