import { describe, expect, it } from 'vitest';
import { mailStatusLegend, pillFor } from '../dokument/status-legends';
import {
  canSubmitSubject,
  deleteQuestion,
  displaySubject,
  fillTemplate,
  forwardSubject,
  salutation,
} from './kommunikation.rules';
import { isMailAddress, SendMailBodySchema } from './kommunikation.schema';

describe('mail send status (spec §4)', () => {
  it('labels and colours each status', () => {
    expect(pillFor('MAIL_STATUS', 'OK')).toEqual({ label: 'versendet', tone: 'success' });
    expect(pillFor('MAIL_STATUS', 'ERROR')).toEqual({ label: 'senden fehlgeschlagen', tone: 'warning' });
    expect(pillFor('MAIL_STATUS', 'SENDING')).toEqual({ label: 'wird versendet', tone: 'info' });
    expect(pillFor('MAIL_STATUS', 'BEREITGESTELLT')).toEqual({ label: 'bereitgestellt', tone: 'info' });
    expect(Object.keys(mailStatusLegend)).toHaveLength(4);
  });
});

describe('delete questions (spec §8)', () => {
  it('asks per kind, with [kein Betreff] for a missing subject', () => {
    expect(deleteQuestion('EMAIL', 'Egal')).toBe('Soll die E-Mail für Sie gelöscht werden?');
    expect(deleteQuestion('SMS', 'Termin')).toBe("Soll der Eintrag 'Termin' wirklich gelöscht werden?");
    expect(deleteQuestion('FAX', null)).toBe("Soll der Eintrag '[kein Betreff]' wirklich gelöscht werden?");
    expect(deleteQuestion('FAX', '   ')).toBe("Soll der Eintrag '[kein Betreff]' wirklich gelöscht werden?");
    expect(deleteQuestion('GESPRAECH', 'Anruf')).toBe("Soll das Gespräch 'Anruf' wirklich gelöscht werden?");
    expect(deleteQuestion('BEMERKUNG', 'Notiz')).toBe("Soll die Bemerkung 'Notiz' wirklich gelöscht werden?");
    expect(deleteQuestion('SCHRIFTVERKEHR', 'Brief')).toBe("Soll der Brief 'Brief' wirklich gelöscht werden?");
    expect(displaySubject(undefined)).toBe('[kein Betreff]');
  });
});

describe('forwarding and subject (spec §5, §9)', () => {
  it("prefixes 'Fwd: ' once", () => {
    expect(forwardSubject('Abrechnung')).toBe('Fwd: Abrechnung');
    expect(forwardSubject('Fwd: Abrechnung')).toBe('Fwd: Abrechnung');
    expect(forwardSubject(null)).toBe('Fwd: ');
  });
  it("disables 'Ändern' for a subject that is empty after trimming", () => {
    expect(canSubmitSubject('  ')).toBe(false);
    expect(canSubmitSubject(' a ')).toBe(true);
  });
});

describe('templates', () => {
  it('fills the placeholders and keeps unknown ones', () => {
    const values = {
      anrede: 'Sehr geehrte Frau Muster',
      name: 'Eva Muster',
      versicherungsnummer: 'K-1',
      gesellschaft: 'HUK',
    };
    expect(fillTemplate('{Anrede}, {Name}: {Versicherungsnummer} bei {Gesellschaft} {Foo}', values)).toBe(
      'Sehr geehrte Frau Muster, Eva Muster: K-1 bei HUK {Foo}',
    );
    expect(salutation('Herr', 'Meier')).toBe('Sehr geehrter Herr Meier');
    expect(salutation('Frau', 'Meier')).toBe('Sehr geehrte Frau Meier');
    expect(salutation(null, 'Meier')).toBe('Sehr geehrte Damen und Herren');
  });
});

describe('addresses', () => {
  it('accepts plain addresses and refuses the rest with the German message', () => {
    expect(isMailAddress('erika.mustermann@example.com')).toBe(true);
    expect(isMailAddress(' a@b.de ')).toBe(true);
    for (const bad of ['keine-adresse', 'a@b', 'a b@c.de', 'Erika <e@x.de>', 'a@b.c', '']) {
      expect(isMailAddress(bad)).toBe(false);
    }
    const parsed = SendMailBodySchema.safeParse({ insuranceId: 1, to: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Bitte geben Sie mindestens einen Empfänger an.');
  });
});
