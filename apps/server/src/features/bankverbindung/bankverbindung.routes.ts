import { bankverbindungApi, canEditCustomer } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './bankverbindung.service';

export async function bankverbindungRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, bankverbindungApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.listBankAccounts(db, actor, params.id),
  });
  registerEndpoint(app, bankverbindungApi.create, {
    access: 'session',
    rule: canEditCustomer,
    handler: ({ actor, params, body }) => service.createBankAccount(db, actor, params.id, body),
  });
  registerEndpoint(app, bankverbindungApi.update, {
    access: 'session',
    rule: canEditCustomer,
    handler: ({ actor, params, body }) =>
      service.updateBankAccount(db, actor, params.id, params.bankverbindungId, body),
  });
  registerEndpoint(app, bankverbindungApi.delete, {
    access: 'session',
    rule: canEditCustomer,
    handler: ({ actor, params }) => service.deleteBankAccount(db, actor, params.id, params.bankverbindungId),
  });
}
