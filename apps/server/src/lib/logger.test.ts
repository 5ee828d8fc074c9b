import { describe, expect, it } from 'vitest';
import { messageForLog, serializeError, urlForLog } from './logger';

describe('log serializers', () => {
  it('masks every query value and the token segment of a signing link or the iCal feed', () => {
    expect(urlForLog('/MSC3/restful/customers?search=DE02120300000000202051&limit=25')).toBe(
      '/MSC3/restful/customers?search=…&limit=…',
    );
    expect(urlForLog('/ical/abcDEF123_-token.ics')).toBe('/ical/[…]');
    expect(urlForLog('/MSC3/restful/signieren/tok3n/dokument.pdf')).toBe('/MSC3/restful/signieren/[…]/dokument.pdf');
    expect(urlForLog('/download_service/link?token=eyJ.sig')).toBe('/download_service/link?token=…');
    expect(urlForLog('/MSC3/restful/insurances/7')).toBe('/MSC3/restful/insurances/7');
  });

  it('keeps code, SQLSTATE and the failing constraint of a database error, never its detail or values', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      constraint: 'users_email_key',
      table: 'users',
      detail: 'Key (email)=(erika@example.org) already exists.',
      where: 'SQL statement "INSERT INTO users VALUES (…)"',
    });
    const wrapped = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: erika@example.org'),
      { query: 'insert into "users" ("email") values ($1)', params: ['erika@example.org'], cause: unique },
    );
    const logged = serializeError(wrapped);
    const text = JSON.stringify(logged);
    expect(text).not.toMatch(/erika|insert into|params/);
    expect(logged).toMatchObject({
      message: 'Failed query',
      cause: { code: '23505', constraint: 'users_email_key', table: 'users' },
    });
    expect(messageForLog(wrapped)).toBe(
      'Failed query: duplicate key value violates unique constraint "users_email_key"',
    );
    const badDate = Object.assign(new Error('invalid input syntax for type date: "14.03.1979"'), { code: '22007' });
    expect(messageForLog(badDate)).toBe('invalid input syntax for type date: "…"');
  });
});
