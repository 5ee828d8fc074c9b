import { z } from 'zod';

const flag = z
  .union([z.boolean().transform((v) => (v ? 'true' : 'false')), z.enum(['true', 'false'])])
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
