import { z } from 'zod';

// A boolean, written as `?newVertrag=true` (a string 'true' would be written quoted, `%22true%22`);
// the quoted form of older links still reads as true.
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()
  .catch(undefined);
// The router reads `?VSNR=123` as a number; these values are always text.
const text = z
  .union([z.string(), z.number().transform(String)])
  .optional()
  .catch(undefined);

/** Query parameters of the contract detail screen (spec 2.1), plus the open substep. */
export const vertragDetailsSearchSchema = z.object({
  newVertrag: flag,
  stepKey: text,
  substepKey: text,
  isCalledFromMrMoneyPdfbox: flag,
  mrMoneyId: text,
  VSNR: text,
  /** Set while the user works from the overview: the first contract tab is 'Übersicht'. */
  fromOverview: flag,
});
export type VertragDetailsSearch = z.infer<typeof vertragDetailsSearchSchema>;

/** The other contract tabs only carry fromOverview. */
export const contractTabSearchSchema = z.object({ fromOverview: flag });
export type ContractTabSearch = z.infer<typeof contractTabSearchSchema>;
