import { vertragDetailsApi as api } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './versicherte-sache.service';

export async function versicherteSacheRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, api.versicherteSache, {
    access: 'session',
    handler: ({ actor, params }) => service.getSache(db, actor, params.id),
  });
  registerEndpoint(app, api.saveVersicherteSache, {
    access: 'session',
    handler: ({ actor, params, body }) => service.saveSache(db, actor, params.id, body),
  });
}
