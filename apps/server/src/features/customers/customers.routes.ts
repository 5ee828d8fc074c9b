import { customersApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './customers.service';

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, customersApi.get, {
    access: 'session',
    handler: ({ actor, params }) => service.getCustomer(db, actor, params.id),
  });
  registerEndpoint(app, customersApi.updateAddress, {
    access: 'session',
    handler: ({ actor, params, body }) => service.updateCustomerAddress(db, actor, params.id, body),
  });
  registerEndpoint(app, customersApi.persons, {
    access: 'session',
    handler: ({ actor, params }) => service.listPersons(db, actor, params.id),
  });
  registerEndpoint(app, customersApi.createPerson, {
    access: 'session',
    handler: ({ actor, params, body }) => service.createPerson(db, actor, params.id, body),
  });
}
