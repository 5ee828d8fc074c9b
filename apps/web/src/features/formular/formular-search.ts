import { OptionalIdSchema } from '@maklerwerk/domain';
import { z } from 'zod';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true')
  .catch(false);
const optionalId = OptionalIdSchema.catch(undefined);

/** Query of /beratung/formulare/antrag/{formGroupPath}/{formPath} (spec dokumente-formulare.md §2). */
export const formularSearchSchema = z.object({
  hideBeratungsmappepopup: flag,
  dynamicFormId: optionalId,
  protokollId: optionalId,
  antragsdatenId: optionalId,
  versId: optionalId,
  kundeId: optionalId,
});
export type FormularSearch = z.infer<typeof formularSearchSchema>;

export const formularIdOf = (s: Pick<FormularSearch, 'dynamicFormId' | 'protokollId' | 'antragsdatenId'>) =>
  s.dynamicFormId ?? s.antragsdatenId ?? s.protokollId;

/** Query of /beratung/anlegerprofil/person1/auswahl/personenauswahl: pruefnummer is the filled form's id. */
export const anlegerprofilSearchSchema = z.object({
  pruefnummer: optionalId,
  schiene: z.string().max(100).optional().catch(undefined),
  kundeId: optionalId,
});
