import { FormatCheckQuerySchema, FormatCheckResponseSchema } from '../bankverbindung/iban-bic.schema';
import { defineEndpoint } from './endpoint';

/**
 * Where the format check is served: the spec writes `/MSC3/restful/../mrscheckformat`, i.e. outside
 * the API base. The endpoint's path keeps the spec's spelling; a browser resolves the `..` itself.
 */
export const FORMAT_CHECK_URL = '/MSC3/mrscheckformat';

/** IBAN/BIC check of the input components (spec dokumente-formulare.md §4, §7). */
export const formatCheckApi = {
  check: defineEndpoint({
    method: 'GET',
    path: '/../mrscheckformat',
    summary: 'IBAN oder BIC prüfen: text ist die Fehlermeldung oder leer, wenn der Wert gültig ist',
    tags: ['Formatprüfung'],
    query: FormatCheckQuerySchema,
    response: FormatCheckResponseSchema,
  }),
};
