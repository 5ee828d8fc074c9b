import {
  AENDERUNGSLOG_BUERO_EXPORT_PATH,
  AENDERUNGSLOG_EXPORT_PATH,
  AenderungslogBueroExportQuerySchema,
  AenderungslogExportQuerySchema,
  aenderungslogApi,
  canSeeChangeLog,
  canSeeOfficeChangeLog,
  canVerifyChangeLog,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/content-disposition';
import { registerEndpoint, registerRawRoute } from '../../lib/endpoint';
import { aenderungslogFile } from './aenderungslog.export';
import * as aenderungslog from './aenderungslog.service';
import * as service from './aenderungslog-verlauf.service';

export async function aenderungslogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, aenderungslogApi.list, {
    access: 'session',
    rule: canSeeChangeLog,
    handler: ({ actor, query }) => service.listChangeLog(db, actor, query),
  });
  registerEndpoint(app, aenderungslogApi.verify, {
    access: 'session',
    rule: canVerifyChangeLog,
    handler: ({ actor }) => service.verifyChangeLog(db, actor),
  });
  registerEndpoint(app, aenderungslogApi.page, {
    access: 'session',
    rule: canSeeChangeLog,
    handler: ({ actor, query }) => aenderungslog.listAenderungslog(db, actor, query),
  });
  registerEndpoint(app, aenderungslogApi.office, {
    access: 'session',
    rule: canSeeOfficeChangeLog,
    handler: ({ actor, query }) => aenderungslog.listBueroAenderungslog(db, actor, query),
  });

  registerRawRoute(
    app,
    {
      method: 'GET',
      url: AENDERUNGSLOG_EXPORT_PATH,
      schema: {
        summary: 'Gefiltertes Änderungslog als CSV oder PDF (höchstens 10.000 Einträge)',
        tags: ['Änderungslog'],
        querystring: AenderungslogExportQuerySchema,
      },
    },
    canSeeChangeLog,
    async (request, reply, actor) => {
      const query = AenderungslogExportQuerySchema.parse(request.query);
      const data = await aenderungslog.exportAenderungslog(db, actor, query);
      return sendDownload(reply, await aenderungslogFile(data, query.format, actor));
    },
  );
  registerRawRoute(
    app,
    {
      method: 'GET',
      url: AENDERUNGSLOG_BUERO_EXPORT_PATH,
      schema: {
        summary: 'Änderungslog des Büros als CSV oder PDF (nur Innendienst, höchstens 10.000 Einträge)',
        tags: ['Änderungslog'],
        querystring: AenderungslogBueroExportQuerySchema,
      },
    },
    canSeeOfficeChangeLog,
    async (request, reply, actor) => {
      const query = AenderungslogBueroExportQuerySchema.parse(request.query);
      const data = await aenderungslog.exportBueroAenderungslog(db, actor, query);
      return sendDownload(reply, await aenderungslogFile(data, query.format, actor));
    },
  );
}
