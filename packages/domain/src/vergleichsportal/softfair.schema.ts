import { z } from 'zod';
import { BicSchema, IbanSchema } from '../bankverbindung/iban-bic.schema';
import { requiredTextField } from '../kunde/anschrift.schema';
import { postalCodeError } from '../plz/plz.rules';

const text = (max: number, label: string) =>
  requiredTextField(max, `Bitte geben Sie ${label} an.`, `${label} darf höchstens ${max} Zeichen lang sein.`);

/**
 * Softfair order form (spec §3): registration with a comparison portal. `firma` is not sent: the server
 * fills in the broker's company (read-only in the form).
 */
export const SoftfairFormSchema = z.object({
  vorname: text(60, 'den Vornamen'),
  nachname: text(60, 'den Nachnamen'),
  strasse: text(100, 'die Straße'),
  plz: text(10, 'die Postleitzahl').superRefine((value, ctx) => {
    const message = postalCodeError(value, 'Deutschland');
    if (message) {
      ctx.addIssue({ code: 'custom', message });
    }
  }),
  ort: text(60, 'den Ort'),
  telefon: text(40, 'die Telefonnummer').regex(/^[0-9+()/ -]+$/, 'Die Telefonnummer enthält ungültige Zeichen.'),
  bank: text(100, 'die Bank'),
  iban: IbanSchema,
  bic: BicSchema,
  kontoinhaber: text(100, 'den Kontoinhaber'),
});
export type SoftfairFormBody = z.input<typeof SoftfairFormSchema>;
export type SoftfairForm = z.output<typeof SoftfairFormSchema>;

/** The broker's company shown read-only in the form. */
export const SoftfairFirmaSchema = z.object({ firma: z.string() });
