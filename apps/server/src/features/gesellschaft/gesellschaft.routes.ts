import {
  ANSPRECHPARTNER_PDF_PATH,
  API_BASE,
  gesellschaftApi as api,
  GesellschaftParamsSchema,
} from '@maklerwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../auth/auth.guard';
import { registerEndpoint, registeredAccess } from '../../lib/endpoint';
import * as service from './gesellschaft.service';
import { getAnsprechpartnerPdf } from './gesellschaft-pdf.service';

export async function gesellschaftRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, api.info, {
    access: 'session',
    handler: ({ actor, params }) => service.getCompanyInfo(db, actor, params.gesellschaftId),
  });
  registerEndpoint(app, api.ansprechpartner, {
    access: 'session',
    handler: ({ actor, params, query }) => service.listContacts(db, actor, params.gesellschaftId, query),
  });
  registerEndpoint(app, api.createAnsprechpartner, {
    access: 'session',
    handler: ({ actor, params, body }) => service.createContact(db, actor, params.gesellschaftId, body),
  });

  // A file, not JSON: registered by hand, with the same session guard as every endpoint.
  const pdfUrl = `${API_BASE}${ANSPRECHPARTNER_PDF_PATH}`;
  registeredAccess.set(`GET ${pdfUrl}`, 'session');
  app.withTypeProvider<ZodTypeProvider>().get(
    pdfUrl,
    {
      schema: {
        summary: 'Ansprechpartner der Gesellschaft als PDF',
        tags: ['Gesellschaften'],
        params: GesellschaftParamsSchema,
      },
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        await requireActor(request, reply);
      },
    },
    async (request, reply) => {
      const actor = request.session;
      if (!actor) {
        throw new Error('session route without session');
      }
      const pdf = await getAnsprechpartnerPdf(db, actor, request.params.gesellschaftId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', pdf.contentDisposition)
        .send(Buffer.from(pdf.bytes));
    },
  );
}
