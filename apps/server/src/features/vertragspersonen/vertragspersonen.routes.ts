import { vertragDetailsApi as api } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './vertragspersonen.service';

export async function vertragspersonenRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, api.vertragspersonen, {
    access: 'session',
    handler: ({ actor, params, query }) => service.listLinks(db, actor, params.id, query),
  });
  registerEndpoint(app, api.vertragspersonDialog, {
    access: 'session',
    handler: ({ actor, params, query }) => service.getDialog(db, actor, params.id, query.linkId),
  });
  registerEndpoint(app, api.saveVertragsperson, {
    access: 'session',
    handler: ({ actor, params, body }) => service.saveLink(db, actor, params.id, body),
  });
  registerEndpoint(app, api.deleteVertragsperson, {
    access: 'session',
    handler: ({ actor, params }) => service.deleteLink(db, actor, params.id, params.linkId),
  });
}
