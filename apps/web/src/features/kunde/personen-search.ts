import { type SearchOutput, searchSchema, text } from '../../lib/search-schema';

/** `back` must stay inside the app (no open redirect). */
const inAppPath = text({ accept: (v) => v.startsWith('/home/') && !v.startsWith('//') });

export const personenSearchSchema = searchSchema({
  selection: text({ max: 40 }),
  back: inAppPath,
});
export type PersonenSearch = SearchOutput<typeof personenSearchSchema>;
