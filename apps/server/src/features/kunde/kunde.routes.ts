import { canEditCustomer, kundeApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './kunde.service';

export async function kundeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, kundeApi.get, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.getCustomer(db, actor, params.id),
  });
  registerEndpoint(app, kundeApi.updateAddress, {
    access: 'session',
    rule: canEditCustomer,
    handler: ({ actor, params, body }) => service.updateCustomerAddress(db, actor, params.id, body),
  });
  registerEndpoint(app, kundeApi.persons, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.listPersons(db, actor, params.id),
  });
  registerEndpoint(app, kundeApi.createPerson, {
    access: 'session',
    rule: canEditCustomer,
    handler: ({ actor, params, body }) => service.createPerson(db, actor, params.id, body),
  });
}
