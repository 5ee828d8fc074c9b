import { startApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import { getStartPage } from './start.service';

export async function startRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, startApi.get, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor }) => getStartPage(db, actor),
  });
}
