import { AppError, changeLogApi, isInternal } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { assertRecordVisible } from '../../auth/data-scope';
import { registerEndpoint } from '../../lib/endpoint';
import { toIsoTimestamp } from '../../lib/timestamp';
import * as repo from './changelog.repository';

export async function changeLogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, changeLogApi.list, {
    access: 'session',
    handler: async ({ actor, query }) => {
      await assertRecordVisible(db, actor, query.recordType, query.recordId);
      const rows = await repo.findChangeLog(db, query.recordType, query.recordId);
      return rows.map((r) => ({ ...r, at: toIsoTimestamp(r.at), recordType: query.recordType }));
    },
  });

  registerEndpoint(app, changeLogApi.verify, {
    access: 'session',
    handler: async ({ actor }) => {
      if (!isInternal(actor.original)) {
        throw new AppError('FORBIDDEN');
      }
      const { brokenAtId, rows } = await repo.verifyChain(db);
      return { ok: brokenAtId === null, rows, brokenAtId };
    },
  });
}
