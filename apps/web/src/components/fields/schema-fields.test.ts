import {
  ChangeKundennrBodySchema,
  CreateAnsprechpartnerBodySchema,
  CreatePersonBodySchema,
  SaveContractPersonBodySchema,
  VersicherteSacheInputSchema,
} from '@maklerwerk/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLimits, isRequired, maxLengthOf, schemaErrors } from './schema-fields';

describe('maxLengthOf', () => {
  it('reads the max length through optional, nullable, transforms, preprocess and unions', () => {
    expect(maxLengthOf(z.string().trim().max(12))).toBe(12);
    expect(
      maxLengthOf(
        z
          .string()
          .max(5)
          .transform((v) => v || null)
          .nullable()
          .optional(),
      ),
    ).toBe(5);
    expect(maxLengthOf(z.preprocess((v) => (v === '' ? null : v), z.string().max(7).nullable()))).toBe(7);
    expect(maxLengthOf(z.union([z.literal(''), z.null(), z.string().max(40)]).optional())).toBe(40);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(5))).toBeUndefined();
  });
});

describe('fieldLimits of the domain schemas', () => {
  it('gives the limits the forms used to retype', () => {
    const person = fieldLimits(CreatePersonBodySchema);
    expect(person.name).toEqual({ maxLength: 100, required: true });
    expect(person.vorname).toEqual({ maxLength: 100, required: false });
    expect(person.hausnr?.maxLength).toBe(10);

    const contact = fieldLimits(CreateAnsprechpartnerBodySchema);
    expect(contact.name).toEqual({ maxLength: 100, required: true });
    expect([contact.typ, contact.email, contact.telefon, contact.beschreibung].map((l) => l?.maxLength)).toEqual([
      60, 200, 40, 500,
    ]);

    const sache = fieldLimits(VersicherteSacheInputSchema);
    expect([sache.zusatz, sache.strasse, sache.hausnr, sache.ort, sache.land].map((l) => l?.maxLength)).toEqual([
      200, 100, 10, 100, 60,
    ]);
    expect(fieldLimits(ChangeKundennrBodySchema).kundennr).toEqual({ maxLength: 20, required: true });
  });

  it('marks a select required when its schema takes no empty value', () => {
    const link = SaveContractPersonBodySchema.shape;
    expect(isRequired(link.selectedPerson)).toBe(true);
    expect(isRequired(link.rolle)).toBe(true);
    expect(isRequired(link.id)).toBe(false);
  });
});

describe('schemaErrors', () => {
  it('answers the first German message per field, nothing when valid', () => {
    const errors = schemaErrors(CreatePersonBodySchema, { name: '', plz: '123' });
    expect(errors).toEqual({
      name: 'Bitte geben Sie den Nachnamen an.',
      plz: "Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen.",
    });
    expect(schemaErrors(CreatePersonBodySchema, { name: 'Muster' })).toEqual({});
  });
});
