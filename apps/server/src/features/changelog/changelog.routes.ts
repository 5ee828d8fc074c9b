import { canSeeChangeLog, canVerifyChangeLog, changeLogApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './changelog.service';

export async function changeLogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, changeLogApi.list, {
    access: 'session',
    rule: canSeeChangeLog,
    handler: ({ actor, query }) => service.listChangeLog(db, actor, query),
  });
  registerEndpoint(app, changeLogApi.verify, {
    access: 'session',
    rule: canVerifyChangeLog,
    handler: ({ actor }) => service.verifyChangeLog(db, actor),
  });
}
