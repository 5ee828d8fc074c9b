import { composerKinds } from '@maklerwerk/domain';
import { z } from 'zod';

const list = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional())
    .catch(undefined);

/** Search of the composer routes (spec: parameters subject, copiedFiles, content, receiver). */
export const composerSearchSchema = z.object({
  kind: z.enum(composerKinds).optional().catch(undefined),
  commId: z.coerce.number().int().positive().optional().catch(undefined),
  /** The appointment of kind 'termin' (route mailcomposer-appointment). */
  termin: z.coerce.number().int().positive().optional().catch(undefined),
  subject: z.string().max(1000).optional().catch(undefined),
  content: z.string().max(100_000).optional().catch(undefined),
  receiver: list(z.string().max(254)),
  copiedFiles: list(z.coerce.number().int().positive()),
});
