import { canFillFormular, formularApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './formular.service';
import * as abschluss from './formular-abschluss.service';

/** Filled forms (issue 16 items 2, 3; decision 0028). */
export async function formularRoutes(app: FastifyInstance): Promise<void> {
  const { db, blobStore } = app.ctx;

  registerEndpoint(app, formularApi.vertragFormulare, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.vertragFormulare(db, actor, params.id),
  });
  registerEndpoint(app, formularApi.kundeFormulare, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => service.kundeFormulare(db, actor, params.id, query),
  });
  registerEndpoint(app, formularApi.create, {
    access: 'session',
    rule: canFillFormular,
    handler: ({ actor, body }) => service.createFormular(db, actor, body),
  });
  registerEndpoint(app, formularApi.load, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => service.loadFormular(db, actor, params, query),
  });
  registerEndpoint(app, formularApi.save, {
    access: 'session',
    rule: canFillFormular,
    handler: ({ actor, params, body }) => service.saveFormular(db, actor, params.id, body),
  });
  registerEndpoint(app, formularApi.finish, {
    access: 'session',
    rule: canFillFormular,
    handler: ({ actor, params, body }) => abschluss.finishFormular(db, blobStore, actor, params.id, body),
  });
  registerEndpoint(app, formularApi.confirmAnlegerprofil, {
    access: 'session',
    rule: canFillFormular,
    handler: ({ actor, query }) => abschluss.confirmAnlegerprofil(db, actor, query.docInfo),
  });
}
