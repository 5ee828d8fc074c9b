import { canEditContract, wertpapierApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './wertpapier.service';

export async function wertpapierRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, wertpapierApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => service.listWertpapiere(db, actor, params.id, query.sparteId),
  });
  registerEndpoint(app, wertpapierApi.depotpositionen, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.depotpositionen(db, actor, params.id),
  });
  registerEndpoint(app, wertpapierApi.save, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => service.saveWertpapier(db, actor, params.id, body),
  });
  registerEndpoint(app, wertpapierApi.delete, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params }) => service.deleteWertpapier(db, actor, params.id, params.wertpapierId),
  });
}
