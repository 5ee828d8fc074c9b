import { describe, expect, it } from 'vitest';
import { todayInGermany } from '../common/german-day';
import { CreateCustomerBodySchema, customerDisplayName, UpdateCustomerBodySchema } from './kunde.schema';
import { CreatePersonBodySchema } from './person.schema';

const valid = { anrede: 'Herr', vorname: 'Jonas', name: 'Neumann', strasse: 'Weg', plz: '10115', ort: 'Berlin' };
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Stammdaten of a customer', () => {
  it('takes a minimal customer; empty texts become null, the country defaults to DE', () => {
    const parsed = CreateCustomerBodySchema.parse({ ...valid, titel: '', email: ' ', mobil: '' });
    expect(parsed).toMatchObject({
      titel: null,
      email: null,
      mobil: null,
      land: 'DE',
      iban: null,
      confirmDuplicate: false,
    });
  });

  it('needs the name of a person and the Firma of a company', () => {
    expect(errorsOf(CreateCustomerBodySchema.safeParse({ ...valid, name: '' }))).toEqual({
      name: 'Bitte geben Sie den Nachnamen an.',
    });
    expect(errorsOf(CreateCustomerBodySchema.safeParse({ ...valid, anrede: 'Firma', name: '' }))).toEqual({
      firma: 'Bitte geben Sie den Namen der Firma an.',
    });
    expect(CreateCustomerBodySchema.safeParse({ ...valid, anrede: 'Firma', name: '', firma: 'X GmbH' }).success).toBe(
      true,
    );
  });

  it("checks the postal code by country with the spec's messages, also beside other errors", () => {
    expect(errorsOf(CreateCustomerBodySchema.safeParse({ ...valid, plz: '1234', ort: '' }))).toEqual({
      plz: "Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen.",
      ort: 'Bitte geben Sie den Ort an.',
    });
    expect(errorsOf(CreateCustomerBodySchema.safeParse({ ...valid, plz: '10115', land: 'AT' }))).toEqual({
      plz: "Die Postleitzahl muss für Österreich dem Format '1234' entsprechen.",
    });
    expect(CreateCustomerBodySchema.safeParse({ ...valid, plz: 'SW1A', land: 'CH' }).success).toBe(true);
    expect(errorsOf(CreateCustomerBodySchema.safeParse({ ...valid, land: 'XX' }))).toEqual({
      land: 'Bitte wählen Sie ein Land aus der Liste.',
    });
  });

  it('refuses a bad e-mail, a bad phone number and a birth date in the future', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    expect(
      errorsOf(
        CreateCustomerBodySchema.safeParse({
          ...valid,
          email: 'a@b',
          telefon: 'abc',
          geburtsdatum: todayInGermany(tomorrow),
        }),
      ),
    ).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      telefon: 'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen und + / - ( )).',
      geburtsdatum: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    });
  });

  it('normalises the IBAN of the first bank account and refuses a wrong check digit', () => {
    expect(CreateCustomerBodySchema.parse({ ...valid, iban: 'de89 3704 0044 0532 0130 00' }).iban).toBe(
      'DE89370400440532013000',
    );
    expect(errorsOf(CreateCustomerBodySchema.safeParse({ ...valid, iban: 'DE88370400440532013000' }))).toEqual({
      iban: 'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
    });
  });

  it('needs the version when the Stammdaten are changed', () => {
    expect(Object.keys(errorsOf(UpdateCustomerBodySchema.safeParse(valid)))).toEqual(['version']);
    expect(UpdateCustomerBodySchema.safeParse({ ...valid, version: 3 }).success).toBe(true);
  });

  it('names a company by its Firma and a person with Titel', () => {
    expect(customerDisplayName({ anrede: 'Firma', vorname: null, name: 'X', firma: 'X GmbH' })).toBe('X GmbH');
    expect(customerDisplayName({ anrede: 'Frau', titel: 'Dr.', vorname: 'Erika', name: 'Mustermann' })).toBe(
      'Dr. Erika Mustermann',
    );
  });
});

describe('persons of a customer', () => {
  it('checks a given postal code against the country and leaves an empty one', () => {
    expect(CreatePersonBodySchema.parse({ name: 'Muster', plz: '' })).toMatchObject({ plz: null, land: 'DE' });
    expect(errorsOf(CreatePersonBodySchema.safeParse({ name: 'Muster', plz: '123', land: 'AT' }))).toEqual({
      plz: "Die Postleitzahl muss für Österreich dem Format '1234' entsprechen.",
    });
  });
});
