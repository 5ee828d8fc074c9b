import { plzApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './plz.service';

export async function plzRoutes(app: FastifyInstance): Promise<void> {
  // Reference data, the same for every logged-in user: no record, so the scope has nothing to decide.
  registerEndpoint(app, plzApi.getCity, {
    access: 'session',
    rule: 'scopeOnly',
    handler: async ({ query }) => service.getCity(query),
  });
}
