import { GetCityQuerySchema, PostalResultListSchema } from '../plz/plz.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Postleitzahlen'];

/** City lookup of the postal-code field (spec dokumente-formulare.md §7). */
export const plzApi = {
  getCity: defineEndpoint({
    method: 'GET',
    path: '/QuickSearch/getCity',
    summary:
      'Orte zu einer Postleitzahl (Präfixsuche ab 2 Ziffern, höchstens 20 Treffer); ein falsches Format antwortet 400 mit deutschem Text',
    tags,
    query: GetCityQuerySchema,
    response: PostalResultListSchema,
  }),
};
