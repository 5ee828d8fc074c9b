import { canChangeContractStatus, canCreateContract, vertragApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as neu from './neuer-vertrag.service';
import * as service from './vertrag.service';

export async function vertragRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, vertragApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => service.listContracts(db, actor, query),
  });
  registerEndpoint(app, vertragApi.create, {
    access: 'session',
    rule: canCreateContract,
    handler: ({ actor, body }) => neu.createContract(db, actor, body),
  });
  registerEndpoint(app, vertragApi.newContractOptions, {
    access: 'session',
    rule: canCreateContract,
    handler: ({ actor }) => neu.getNewContractOptions(db, actor),
  });
  registerEndpoint(app, vertragApi.newContractCustomers, {
    access: 'session',
    rule: canCreateContract,
    handler: ({ actor, query }) => neu.searchNewContractCustomers(db, actor, query.search, query.kundeId),
  });
  registerEndpoint(app, vertragApi.header, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.getContractHeader(db, actor, params.id),
  });
  registerEndpoint(app, vertragApi.changeStatus, {
    access: 'session',
    rule: canChangeContractStatus,
    handler: ({ actor, params, body }) => service.changeContractStatus(db, actor, params.id, body),
  });
  registerEndpoint(app, vertragApi.statusHistory, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.getStatusHistory(db, actor, params.id),
  });
}
