import { flag, type SearchOutput, searchSchema, textOrNumber } from '../../lib/search-schema';

// A boolean, written as `?newVertrag=true` (a string 'true' would be written quoted, `%22true%22`);
// the quoted form of older links still reads as true: flag().
// The router reads `?VSNR=123` as a number; these values are always text: textOrNumber().

/** Query parameters of the contract detail screen (spec 2.1), plus the open substep. */
export const vertragDetailsSearchSchema = searchSchema({
  newVertrag: flag(),
  stepKey: textOrNumber(),
  substepKey: textOrNumber(),
  isCalledFromMrMoneyPdfbox: flag(),
  mrMoneyId: textOrNumber(),
  VSNR: textOrNumber(),
  /** Set while the user works from the overview: the first contract tab is 'Übersicht'. */
  fromOverview: flag(),
});
export type VertragDetailsSearch = SearchOutput<typeof vertragDetailsSearchSchema>;

/** The other contract tabs only carry fromOverview. */
export const contractTabSearchSchema = searchSchema({ fromOverview: flag() });
export type ContractTabSearch = SearchOutput<typeof contractTabSearchSchema>;
