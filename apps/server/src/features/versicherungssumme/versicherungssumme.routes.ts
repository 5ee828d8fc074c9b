import { canEditContract, versicherungssummeApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './versicherungssumme.service';

export async function versicherungssummeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, versicherungssummeApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.listSummen(db, actor, params.id),
  });
  registerEndpoint(app, versicherungssummeApi.save, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => service.saveSumme(db, actor, params.id, body),
  });
  registerEndpoint(app, versicherungssummeApi.delete, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params }) => service.deleteSumme(db, actor, params.id, params.summeId),
  });
}
