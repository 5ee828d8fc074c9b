import { canEditContract, versicherteSacheApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './versicherte-sache.service';

export async function versicherteSacheRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, versicherteSacheApi.get, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.getSache(db, actor, params.id),
  });
  registerEndpoint(app, versicherteSacheApi.save, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => service.saveSache(db, actor, params.id, body),
  });
}
