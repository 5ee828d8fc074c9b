import { API_BASE, CustomerExportQuerySchema, KUNDEN_EXPORT_PATH, kundeApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/content-disposition';
import { registerEndpoint, registerRawRoute } from '../../lib/endpoint';
import * as service from './kunde-list.service';

/** The customer list and its export: the data scope decides what is in them (as for contracts). */
export async function kundeListRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, kundeApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => service.listCustomers(db, actor, query),
  });

  // A file, not JSON: registered beside the endpoints, with the same session guard and rule.
  registerRawRoute(
    app,
    {
      method: 'GET',
      url: `${API_BASE}${KUNDEN_EXPORT_PATH}`,
      schema: {
        summary: 'Kundenliste als CSV oder Excel (aktuelle Suche und Sortierung)',
        tags: ['Kunden'],
        querystring: CustomerExportQuerySchema,
      },
    },
    'scopeOnly',
    async (request, reply, actor) => {
      const query = CustomerExportQuerySchema.parse(request.query);
      const file = service.exportCustomers(db, actor, query, (error) =>
        request.log.error({ err: error }, 'Kundenexport abgebrochen'),
      );
      return sendDownload(reply, file);
    },
  );
}
