import { LoginBodySchema } from '@maklerwerk/domain';
import { describe, expect, it } from 'vitest';
import { fieldLimits, schemaErrors } from '../../components/fields/schema-fields';
import { loginErrors, loginLimits } from './login-rules';

describe('login rules', () => {
  it('are the limits of LoginBodySchema', () => {
    expect(loginLimits).toEqual(fieldLimits(LoginBodySchema));
  });

  it('give the first message of LoginBodySchema per field, for every value the inputs can hold', () => {
    const texts = [
      '',
      ' ',
      '   ',
      'makler',
      ' makler ',
      'a\u0000b',
      '\u0000',
      ' \u0000 ',
      'ä'.repeat(100),
      'x'.repeat(99),
    ];
    for (const username of texts) {
      for (const password of [...texts, 'p'.repeat(200), '\t']) {
        const values = { username, password };
        expect([values, loginErrors(values)]).toEqual([values, schemaErrors(LoginBodySchema, values)]);
      }
    }
  });
});
