import { canEditContract, rueckkaufswertApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './rueckkaufswert.service';

export async function rueckkaufswertRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, rueckkaufswertApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.listWerte(db, actor, params.id),
  });
  registerEndpoint(app, rueckkaufswertApi.save, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => service.saveWert(db, actor, params.id, body),
  });
  registerEndpoint(app, rueckkaufswertApi.delete, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params }) => service.deleteWert(db, actor, params.id, params.rueckkaufswertId),
  });
}
