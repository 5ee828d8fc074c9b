import { z } from 'zod';
import { IdSchema, idSchema, versionSchema } from '../common/id.schema';
import { requiredCents } from '../common/money.schema';
import { textInput } from '../common/text.schema';
import { formatCents } from '../format';

// Sums insured of a contract (spec termine-courtage-aenderungslog.md §2.2, §3.6, §7.2; vertrag-details.md §6):
// a broker loads the broker variant, an agent (FA) the agent variant, which also shows personOderObjekt.

export const VERSICHERUNGSSUMME_LIMITS = { bezeichnung: 200, personOderObjekt: 200 } as const;

export const VERSICHERUNGSSUMME_MESSAGES = {
  sparte: 'Bitte wählen Sie eine Sparte aus.',
  sparteFremd: 'Die Sparte gehört nicht zu diesem Vertrag.',
  bezeichnung: 'Bezeichnung ist erforderlich!',
  betrag: 'Betrag ist erforderlich!',
  notFound: 'Die Versicherungssumme wurde nicht gefunden.',
  deleteQuestion: 'Soll die Versicherungssumme wirklich gelöscht werden?',
} as const;

/** 'FK': the broker variant; 'FA': the agent variant (with personOderObjekt). */
export const VersicherungssummenVarianteSchema = z.enum(['FK', 'FA']);
export type VersicherungssummenVariante = z.infer<typeof VersicherungssummenVarianteSchema>;

export const VersicherungssummeRowSchema = z.object({
  id: z.number().int(),
  /** Name of the Sparte; null for an entry without one. */
  sparte: z.string().nullable(),
  sparteId: z.number().int().nullable(),
  bezeichnung: z.string(),
  /** Cents. */
  betrag: z.number().int(),
  /** Only in the agent variant (FA). */
  personOderObjekt: z.string().nullable().optional(),
  vertragId: z.number().int(),
  version: z.number().int(),
});
export type VersicherungssummeRow = z.infer<typeof VersicherungssummeRowSchema>;

export const VersicherungssummenSchema = z.object({
  variante: VersicherungssummenVarianteSchema,
  items: z.array(VersicherungssummeRowSchema),
  /** canEditContract for this viewer. */
  canEdit: z.boolean(),
  /** The Sparte choices: the Vertragssparte first, then the contract's further branches. */
  sparten: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Versicherungssummen = z.infer<typeof VersicherungssummenSchema>;

const requiredText = (message: string, max: number) =>
  textInput(message).trim().min(1, message).max(max, `Höchstens ${max} Zeichen.`);

export const SaveVersicherungssummeBodySchema = z
  .object({
    id: IdSchema.nullable().optional(),
    version: versionSchema(1).nullable().optional(),
    sparteId: idSchema(VERSICHERUNGSSUMME_MESSAGES.sparte),
    bezeichnung: requiredText(VERSICHERUNGSSUMME_MESSAGES.bezeichnung, VERSICHERUNGSSUMME_LIMITS.bezeichnung),
    betrag: requiredCents(VERSICHERUNGSSUMME_MESSAGES.betrag),
    /** Agent variant only; a broker's save keeps the stored value. */
    personOderObjekt: textInput()
      .trim()
      .max(
        VERSICHERUNGSSUMME_LIMITS.personOderObjekt,
        `Höchstens ${VERSICHERUNGSSUMME_LIMITS.personOderObjekt} Zeichen.`,
      )
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .refine((b) => b.id == null || b.version != null, {
    path: ['version'],
    message: 'Die Version der Versicherungssumme fehlt. Bitte laden Sie die Versicherungssummen neu.',
  });
export type SaveVersicherungssummeBody = z.infer<typeof SaveVersicherungssummeBodySchema>;

export const VersicherungssummeParamsSchema = z.object({ id: IdSchema, summeId: IdSchema });

/** The whole entry as the change log shows it: 'Hausrat: Versicherungssumme Hausrat 65.000,00 €'. */
export function describeVersicherungssumme(s: {
  sparte: string | null;
  bezeichnung: string;
  betrag: number;
  personOderObjekt?: string | null;
}): string {
  const text = `${s.sparte ? `${s.sparte}: ` : ''}${s.bezeichnung} ${formatCents(s.betrag)}`;
  return s.personOderObjekt ? `${text} (${s.personOderObjekt})` : text;
}
