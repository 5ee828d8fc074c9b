import {
  ANSPRECHPARTNER_PDF_PATH,
  API_BASE,
  gesellschaftApi as api,
  canCreateAnsprechpartner,
  GesellschaftParamsSchema,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerRawRoute } from '../../lib/endpoint';
import * as service from './gesellschaft.service';
import { getAnsprechpartnerPdf } from './gesellschaft-pdf.service';

export async function gesellschaftRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, api.info, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.getCompanyInfo(db, actor, params.gesellschaftId),
  });
  registerEndpoint(app, api.ansprechpartner, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => service.listContacts(db, actor, params.gesellschaftId, query),
  });
  registerEndpoint(app, api.createAnsprechpartner, {
    access: 'session',
    rule: canCreateAnsprechpartner,
    handler: ({ actor, params, body }) => service.createContact(db, actor, params.gesellschaftId, body),
  });

  // A file, not JSON: registered beside the endpoints, with the same session guard and rule check.
  registerRawRoute(
    app,
    {
      method: 'GET',
      url: `${API_BASE}${ANSPRECHPARTNER_PDF_PATH}`,
      schema: {
        summary: 'Ansprechpartner der Gesellschaft als PDF',
        tags: ['Gesellschaften'],
        params: GesellschaftParamsSchema,
      },
    },
    'scopeOnly',
    async (request, reply, actor) => {
      const { gesellschaftId } = GesellschaftParamsSchema.parse(request.params);
      const pdf = await getAnsprechpartnerPdf(db, actor, gesellschaftId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', pdf.contentDisposition)
        .send(Buffer.from(pdf.bytes));
    },
  );
}
