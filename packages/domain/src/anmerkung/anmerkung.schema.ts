import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { IdSchema, OptionalIdSchema, versionSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { textInput } from '../common/text.schema';
import { PAGE_SIZE } from '../constants';
import { type NoteVisibility, noteVisibilities } from '../permissions';
import { OptionSchema } from '../vertrag/field-definition.schema';

/** Spec 6: Pool, Vermittler (value MAKLER), Kunde, Intern (the last only for internal users). */
export const noteVisibilityLabels: Record<NoteVisibility, string> = {
  POOL: 'Pool',
  MAKLER: 'Vermittler',
  KUNDE: 'Kunde',
  INTERN: 'Intern',
};
export const NOTE_DEFAULT_VISIBILITY: NoteVisibility = 'MAKLER';

export const NOTE_LIMITS = { betreff: 200, text: 10_000 } as const;

export const DATUM_REQUIRED = 'Datum ist erforderlich!';
export const THEMA_REQUIRED = 'Thema ist erforderlich!';

/** One Anmerkung (spec 3: id, datum, dateCreated, dateModified, betreff, text, sichtbar, ersteller, owner). */
export const NoteSchema = z.object({
  id: z.number().int(),
  datum: z.string(),
  dateCreated: z.string(),
  dateModified: z.string(),
  betreff: z.string(),
  text: z.string(),
  sichtbar: z.enum(noteVisibilities),
  /** Creator as userid (the login name). */
  ersteller: z.string(),
  erstellerName: z.string().nullable(),
  /** The contract the note belongs to. */
  owner: z.number().int(),
  /** A note about one damage report of the contract, else null. */
  schadenId: z.number().int().nullable(),
  version: z.number().int(),
});
export type Note = z.infer<typeof NoteSchema>;

export const NoteListQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.notes),
  /** Only the notes of this damage report. */
  schadenId: OptionalIdSchema,
});

export const NoteListSchema = z.object({
  items: z.array(NoteSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** canEditNotes: add, edit, delete. */
  canEdit: z.boolean(),
  /** The visibilities this user may choose (Intern only for internal users). */
  sichtbarOptions: z.array(OptionSchema),
  /** What a new note starts with (spec 4): the current user as creator. */
  ersteller: z.string(),
});
export type NoteList = z.infer<typeof NoteListSchema>;

/** Save (spec 7: the note plus owner). Without id a new note; with id the version it was read with. */
export const SaveNoteBodySchema = z
  .object({
    id: IdSchema.nullable().optional(),
    version: versionSchema(1).nullable().optional(),
    owner: IdSchema,
    schadenId: IdSchema.nullable().optional(),
    datum: z.string({ message: DATUM_REQUIRED }).min(1, DATUM_REQUIRED).pipe(isoDateSchema()),
    betreff: textInput(THEMA_REQUIRED)
      .trim()
      .min(1, THEMA_REQUIRED)
      .max(NOTE_LIMITS.betreff, `Das Thema darf höchstens ${NOTE_LIMITS.betreff} Zeichen lang sein.`),
    text: textInput()
      .max(NOTE_LIMITS.text, `Der Text darf höchstens ${NOTE_LIMITS.text} Zeichen lang sein.`)
      .default(''),
    sichtbar: z.enum(noteVisibilities, { message: 'Bitte wählen Sie aus, für wen die Anmerkung sichtbar ist.' }),
  })
  .refine((b) => b.id == null || b.version != null, {
    path: ['version'],
    message: 'Die Version der Anmerkung fehlt. Bitte laden Sie die Anmerkungen neu.',
  });
export type SaveNoteBody = z.infer<typeof SaveNoteBodySchema>;

export const NoteParamsSchema = z.object({ noteId: IdSchema });
export const NoteDeletedSchema = z.object({ deleted: z.literal(true) });

/** The options of 'Sichtbar für' a user is offered. */
export function noteVisibilityOptions(internal: boolean) {
  return noteVisibilities
    .filter((v) => v !== 'INTERN' || internal)
    .map((value) => ({ value, label: noteVisibilityLabels[value] }));
}
