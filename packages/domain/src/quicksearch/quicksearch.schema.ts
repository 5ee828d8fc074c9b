import { z } from 'zod';
import { textInput } from '../common/text.schema';

/** Spec 002 §5.1 and §9: the search starts at 3 or more characters, 300 ms after the last keystroke. */
export const QUICK_SEARCH_MIN_CHARS = 3;
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
/** Hits per group (customers, contracts): a quick search finds, the lists browse. */
export const QUICK_SEARCH_LIMIT = 10;
export const QUICK_SEARCH_MAX_CHARS = 100;

export const QuickSearchQuerySchema = z.object({
  searchParam: textInput('Bitte geben Sie einen Suchbegriff ein.')
    .trim()
    .max(QUICK_SEARCH_MAX_CHARS, `Der Suchbegriff darf höchstens ${QUICK_SEARCH_MAX_CHARS} Zeichen lang sein.`),
});
export type QuickSearchQuery = z.infer<typeof QuickSearchQuerySchema>;

/** A customer hit: the fields of spec 002 §7.1 (customerID, firstName, lastName, email) and what the list shows. */
export const QuickSearchCustomerSchema = z.object({
  customerID: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string(),
  email: z.string().nullable(),
  kundennr: z.string(),
  firma: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
});
export type QuickSearchCustomer = z.infer<typeof QuickSearchCustomerSchema>;

/** A contract hit by policy number or Kennzeichen. */
export const QuickSearchContractSchema = z.object({
  id: z.number().int(),
  nummer: z.string(),
  kennzeichen: z.string().nullable(),
  kunde: z.object({ id: z.number().int(), kundennr: z.string(), name: z.string() }),
  gesellschaft: z.string(),
  sparte: z.string(),
});
export type QuickSearchContract = z.infer<typeof QuickSearchContractSchema>;

/** The answer of getQuickSearch. `cusomers` is spelled so in the spec: it is the contract of the call. */
export const QuickSearchResultSchema = z.object({
  cusomers: z.array(QuickSearchCustomerSchema),
  contracts: z.array(QuickSearchContractSchema),
});
export type QuickSearchResult = z.infer<typeof QuickSearchResultSchema>;
