import { canImportDaten, datenimportApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './datenimport.service';

/** The JSON endpoints of the Datenimport (issue 38); the upload and the report files: datenimport-files.routes.ts. */
export async function datenimportRoutes(app: FastifyInstance): Promise<void> {
  const { db, blobStore } = app.ctx;
  const deps = { db, blobStore, wake: () => app.ctx.wakeQueue() };

  registerEndpoint(app, datenimportApi.list, {
    access: 'session',
    rule: canImportDaten,
    handler: ({ actor }) => service.listImports(db, actor),
  });
  registerEndpoint(app, datenimportApi.get, {
    access: 'session',
    rule: canImportDaten,
    handler: ({ actor, params }) => service.getImport(db, actor, params.id),
  });
  registerEndpoint(app, datenimportApi.zuordnung, {
    access: 'session',
    rule: canImportDaten,
    handler: ({ actor, params, body }) => service.zuordnen(deps, actor, params.id, body),
  });
  registerEndpoint(app, datenimportApi.spalten, {
    access: 'session',
    rule: canImportDaten,
    handler: ({ actor, params, body }) => service.spaltenSetzen(deps, actor, params.id, body.zuordnung),
  });
  registerEndpoint(app, datenimportApi.uebernehmen, {
    access: 'session',
    rule: canImportDaten,
    handler: ({ actor, params }) => service.uebernehmen(deps, actor, params.id),
  });
  registerEndpoint(app, datenimportApi.verwerfen, {
    access: 'session',
    rule: canImportDaten,
    handler: ({ actor, params }) => service.verwerfen(deps, actor, params.id),
  });
}
