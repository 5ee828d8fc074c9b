import { canEditContract, vertragspersonApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './vertragsperson.service';

export async function vertragspersonRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, vertragspersonApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => service.listLinks(db, actor, params.id, query),
  });
  registerEndpoint(app, vertragspersonApi.dialog, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => service.getDialog(db, actor, params.id, query.linkId),
  });
  registerEndpoint(app, vertragspersonApi.save, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => service.saveLink(db, actor, params.id, body),
  });
  registerEndpoint(app, vertragspersonApi.delete, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params }) => service.deleteLink(db, actor, params.id, params.linkId),
  });
}
