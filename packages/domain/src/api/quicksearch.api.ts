import { QuickSearchQuerySchema, QuickSearchResultSchema } from '../quicksearch/quicksearch.schema';
import { defineEndpoint } from './endpoint';

/** Quick search of the header (spec 002 §7.1): customers by name, Kundennr, city, e-mail, phone; contracts by number and plate. */
export const quicksearchApi = {
  search: defineEndpoint({
    method: 'GET',
    path: '/QuickSearch/getQuickSearch',
    summary: 'Schnellsuche: Kunden und Versicherungen',
    tags: ['Schnellsuche'],
    query: QuickSearchQuerySchema,
    response: QuickSearchResultSchema,
  }),
};
