import { quicksearchApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './quicksearch.service';

export async function quicksearchRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, quicksearchApi.search, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => service.quickSearch(db, actor, query),
  });
}
