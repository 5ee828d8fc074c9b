import { contractsApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './contracts.service';

export async function contractRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, contractsApi.list, {
    access: 'session',
    handler: ({ actor, query }) => service.listContracts(db, actor, query),
  });
  registerEndpoint(app, contractsApi.header, {
    access: 'session',
    handler: ({ actor, params }) => service.getContractHeader(db, actor, params.id),
  });
  registerEndpoint(app, contractsApi.changeStatus, {
    access: 'session',
    handler: ({ actor, params, body }) => service.changeContractStatus(db, actor, params.id, body),
  });
  registerEndpoint(app, contractsApi.statusHistory, {
    access: 'session',
    handler: ({ actor, params }) => service.getStatusHistory(db, actor, params.id),
  });
}
