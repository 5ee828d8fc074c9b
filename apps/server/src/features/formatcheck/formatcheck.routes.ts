import {
  FORMAT_CHECK_URL,
  FormatCheckQuerySchema,
  FormatCheckResponseSchema,
  formatCheckApi,
  formatCheckText,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerRawRoute } from '../../lib/endpoint';

/**
 * GET /MSC3/mrscheckformat?type=IBAN|BIC&value=… (spec dokumente-formulare.md §7: `/MSC3/restful/../mrscheckformat`),
 * outside the API base, so it is registered as a raw route with the same session guard. Any logged-in
 * user may check a value: nothing is read or stored.
 */
export async function formatCheckRoutes(app: FastifyInstance): Promise<void> {
  const { check } = formatCheckApi;
  registerRawRoute(
    app,
    {
      method: check.method,
      url: FORMAT_CHECK_URL,
      schema: {
        summary: check.summary,
        tags: check.tags,
        querystring: FormatCheckQuerySchema,
        response: { 200: FormatCheckResponseSchema },
      },
    },
    'scopeOnly',
    async (request) => {
      const { type, value } = FormatCheckQuerySchema.parse(request.query);
      return { text: formatCheckText(type, value) };
    },
  );
}
