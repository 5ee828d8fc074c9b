import { vertragDetailsApi as api } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './fahrzeugdaten.service';

/** The body is checked with the shared FahrzeugDatenSchema; a refused form answers 'Form invalid' (spec 5). */
export async function fahrzeugdatenRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, api.fahrzeugdaten, {
    access: 'session',
    handler: ({ actor, params }) => service.getFahrzeug(db, actor, params.id),
  });
  registerEndpoint(app, api.saveFahrzeugdaten, {
    access: 'session',
    handler: ({ actor, params, body }) => service.saveFahrzeug(db, actor, params.id, body),
  });
}
