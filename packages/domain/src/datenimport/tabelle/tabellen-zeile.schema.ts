import { z } from 'zod';
import { IbanSchema, OptionalBicSchema } from '../../bankverbindung/iban-bic.schema';
import { FahrzeugDatenSchema } from '../../fahrzeug/fahrzeug.schema';
import { checkPostalCode, optionalTextField, requiredTextField } from '../../kunde/anschrift.schema';
import { customerAnredeOptions, NAME_MISSING } from '../../kunde/kunde.schema';
import { personShape } from '../../kunde/person.schema';
import { AllgemeineInputSchema } from '../../vertrag/allgemeine.schema';
import { optionalText } from '../../vertrag/field-definition.schema';
import type { TabellenFeld } from './tabellen-felder';

// A row of a table is checked with the schemas our screens save with: the contract's Allgemeine fields,
// the customer's Stammdaten (name lengths, birth date, postal code per country), the bank account (IBAN with
// its check digits, BIC) and the vehicle data. Each schema key names the field (and so the column) of a message.

/** The contract part of a row, with the limits of the Allgemeine form. */
export const TabellenVertragSchema = AllgemeineInputSchema.pick({
  nummer: true,
  produktbez: true,
  beginn: true,
  ende: true,
  hauptfaelligkeit: true,
  praemiebto_zahlweise: true,
  praemiento_zahlweise: true,
  zahlrhythm: true,
  status: true,
}).extend({
  gesellschaftName: optionalText(100, 'Der Name der Gesellschaft darf höchstens 100 Zeichen lang sein.').optional(),
  sparte: optionalText(100, 'Die Sparte darf höchstens 100 Zeichen lang sein.').optional(),
  vermittlernummer: optionalText(50, 'Die Vermittlernummer darf höchstens 50 Zeichen lang sein.').optional(),
});

export const tabellenVertragFeld: Record<keyof z.input<typeof TabellenVertragSchema>, TabellenFeld> = {
  nummer: 'versicherungsnummer',
  produktbez: 'produktbezeichnung',
  beginn: 'beginn',
  ende: 'ablauf',
  hauptfaelligkeit: 'hauptfaelligkeit',
  praemiebto_zahlweise: 'beitragBrutto',
  praemiento_zahlweise: 'beitragNetto',
  zahlrhythm: 'zahlweise',
  status: 'status',
  gesellschaftName: 'gesellschaftName',
  sparte: 'sparte',
  vermittlernummer: 'vermittlernummer',
};

/** The Versicherungsnehmer of a row, with the limits of the customer's Stammdaten and bank account. */
export const TabellenPersonSchema = z
  .object({
    anrede: z
      .enum(customerAnredeOptions, { message: 'Bitte wählen Sie eine gültige Anrede.' })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    titel: optionalTextField(30, 'Der Titel darf höchstens 30 Zeichen lang sein.'),
    name: requiredTextField(100, NAME_MISSING, 'Der Nachname darf höchstens 100 Zeichen lang sein.'),
    vorname: optionalTextField(100, 'Der Vorname darf höchstens 100 Zeichen lang sein.'),
    name2: optionalTextField(100, 'Der Namenszusatz darf höchstens 100 Zeichen lang sein.'),
    // The address as a person of a customer keeps it (same limits and messages).
    geburtsdatum: personShape.geburtsdatum,
    strasse: personShape.strasse,
    hausnummer: personShape.hausnr,
    plz: personShape.plz,
    ort: personShape.ort,
    land: personShape.land,
    iban: IbanSchema.nullable()
      .optional()
      .transform((v) => v ?? null),
    bic: OptionalBicSchema,
  })
  .superRefine(checkPostalCode);

/** The vehicle of a row, with the limits of the vehicle data. */
export const TabellenFahrzeugSchema = FahrzeugDatenSchema.pick({
  kennzeichen: true,
  schluesselnr_herst: true,
  schluesselnr_typ: true,
  fahrgestnr: true,
  erstzulassdat: true,
});

export const tabellenFahrzeugFeld: Record<keyof z.input<typeof TabellenFahrzeugSchema>, TabellenFeld> = {
  kennzeichen: 'kennzeichen',
  schluesselnr_herst: 'hsn',
  schluesselnr_typ: 'tsn',
  fahrgestnr: 'fin',
  erstzulassdat: 'erstzulassung',
};
