import { z } from 'zod';

/** `back` must stay inside the app (no open redirect). */
const inAppPath = z
  .string()
  .refine((v) => v.startsWith('/home/') && !v.startsWith('//'))
  .optional()
  .catch(undefined);

export const personenSearchSchema = z.object({
  selection: z.string().max(40).optional().catch(undefined),
  back: inAppPath,
});
export type PersonenSearch = z.infer<typeof personenSearchSchema>;
