import { canEditContract, fahrzeugApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './fahrzeug.service';

/** The body is checked with the shared FahrzeugDatenSchema; a refused form answers 'Form invalid' (spec 5). */
export async function fahrzeugRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, fahrzeugApi.get, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.getFahrzeug(db, actor, params.id),
  });
  registerEndpoint(app, fahrzeugApi.save, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => service.saveFahrzeug(db, actor, params.id, body),
  });
}
