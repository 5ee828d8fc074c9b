import { canCreateCustomer, canEditCustomer, kundeApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './kunde.service';
import * as create from './kunde-create.service';
import * as persons from './person.service';

export async function kundeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, kundeApi.get, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.openCustomer(db, actor, params.id),
  });
  registerEndpoint(app, kundeApi.update, {
    access: 'session',
    rule: canEditCustomer,
    handler: ({ actor, params, body }) => service.updateCustomer(db, actor, params.id, body),
  });
  registerEndpoint(app, kundeApi.create, {
    access: 'session',
    rule: canCreateCustomer,
    handler: ({ actor, body }) => create.createCustomer(db, actor, body),
  });
  registerEndpoint(app, kundeApi.duplicates, {
    access: 'session',
    rule: canCreateCustomer,
    handler: async ({ actor, body }) => ({ duplicates: await create.findDuplicates(db, actor, body) }),
  });
  registerEndpoint(app, kundeApi.betreuer, {
    access: 'session',
    rule: canCreateCustomer,
    handler: ({ actor }) => create.listBetreuer(db, actor),
  });
  registerEndpoint(app, kundeApi.persons, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => persons.listPersons(db, actor, params.id),
  });
  registerEndpoint(app, kundeApi.createPerson, {
    access: 'session',
    rule: canEditCustomer,
    handler: ({ actor, params, body }) => persons.createPerson(db, actor, params.id, body),
  });
  registerEndpoint(app, kundeApi.updatePerson, {
    access: 'session',
    rule: canEditCustomer,
    handler: ({ actor, params, body }) => persons.updatePerson(db, actor, params.id, params.personId, body),
  });
  registerEndpoint(app, kundeApi.deletePerson, {
    access: 'session',
    rule: canEditCustomer,
    handler: ({ actor, params }) => persons.deletePerson(db, actor, params.id, params.personId),
  });
}
