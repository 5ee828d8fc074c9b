import { type DeleteKind, FORWARD_PREFIX, type KommunikationKategorie, NO_SUBJECT } from './kommunikation.schema';

/** The delete call's kind of a category (spec §7). */
export const deleteKindOf: Record<KommunikationKategorie, DeleteKind> = {
  EMAIL: 'email',
  SMS: 'sms',
  GESPRAECH: 'talk',
  BEMERKUNG: 'bemerkung',
  SCHRIFTVERKEHR: 'schriftverkehr',
  FAX: 'fax',
  NACHRICHT: 'chat',
};

/** The subject as the postbox and the questions show it: '[kein Betreff]' when there is none. */
export function displaySubject(subject: string | null | undefined): string {
  const trimmed = subject?.trim() ?? '';
  return trimmed === '' ? NO_SUBJECT : trimmed;
}

/**
 * Spec §8: the question before deleting. An e-mail is deleted for this user only; a Gespräch, a
 * Bemerkung and a Brief (Schriftverkehr) have their own question (our wording); every other kind asks
 * "Soll der Eintrag '{subject}' wirklich gelöscht werden?".
 */
export function deleteQuestion(category: KommunikationKategorie, subject: string | null | undefined): string {
  const shown = displaySubject(subject);
  switch (category) {
    case 'EMAIL':
      return 'Soll die E-Mail für Sie gelöscht werden?';
    case 'GESPRAECH':
      return `Soll das Gespräch '${shown}' wirklich gelöscht werden?`;
    case 'BEMERKUNG':
      return `Soll die Bemerkung '${shown}' wirklich gelöscht werden?`;
    case 'SCHRIFTVERKEHR':
      return `Soll der Brief '${shown}' wirklich gelöscht werden?`;
    default:
      return `Soll der Eintrag '${shown}' wirklich gelöscht werden?`;
  }
}

/** Spec §9: a forwarded mail's subject starts with 'Fwd: ' (once, not 'Fwd: Fwd: '). */
export function forwardSubject(subject: string | null | undefined): string {
  const s = subject?.trim() ?? '';
  return s.startsWith(FORWARD_PREFIX.trim()) ? s : `${FORWARD_PREFIX}${s}`;
}

/** Spec §5: 'Ändern' is disabled when the subject is empty after trimming. */
export function canSubmitSubject(subject: string): boolean {
  return subject.trim() !== '';
}

/** Placeholders of the mail templates. */
export type TemplateValues = { anrede: string; name: string; versicherungsnummer: string; gesellschaft: string };

/** Replaces {Anrede}, {Name}, {Versicherungsnummer}, {Gesellschaft}; unknown placeholders stay. */
export function fillTemplate(template: string, values: TemplateValues): string {
  const map: Record<string, string> = {
    Anrede: values.anrede,
    Name: values.name,
    Versicherungsnummer: values.versicherungsnummer,
    Gesellschaft: values.gesellschaft,
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => map[key] ?? whole);
}

/** Salutation of a letter or mail from a person's Anrede and name. */
export function salutation(anrede: string | null | undefined, lastName: string | null | undefined): string {
  if (anrede === 'Herr' && lastName) {
    return `Sehr geehrter Herr ${lastName}`;
  }
  if (anrede === 'Frau' && lastName) {
    return `Sehr geehrte Frau ${lastName}`;
  }
  return 'Sehr geehrte Damen und Herren';
}

export const mailTemplates = {
  kunde: {
    subject: 'Ihre Versicherung {Versicherungsnummer}',
    body: '<p>{Anrede},</p><p></p><p>Mit freundlichen Grüßen</p>',
  },
  gesellschaft: {
    subject: 'Versicherungsnummer {Versicherungsnummer}, {Name}',
    body: '<p>Sehr geehrte Damen und Herren,</p><p></p><p>Mit freundlichen Grüßen</p>',
  },
  kuendigung: {
    subject: 'Kündigung Versicherungsnummer {Versicherungsnummer}',
    body:
      '<p>Sehr geehrte Damen und Herren,</p>' +
      '<p>hiermit kündigen wir im Auftrag unseres Kunden {Name} die Versicherung {Versicherungsnummer} ' +
      'fristgerecht zum nächstmöglichen Zeitpunkt.</p>' +
      '<p>Bitte bestätigen Sie uns die Kündigung und den Beendigungszeitpunkt schriftlich.</p>' +
      '<p>Mit freundlichen Grüßen</p>',
  },
} as const;
