import {
  canAddNewSparten,
  canCreateTarif,
  canEditContract,
  canEditTarif,
  canOpenTarifForm,
  sparteApi,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './sparte.service';
import * as tarifService from './tarif.service';

export async function sparteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, sparteApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.listSparten(db, actor, params.id),
  });
  registerEndpoint(app, sparteApi.deactivate, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => service.deactivateSparten(db, actor, params.id, body),
  });
  registerEndpoint(app, sparteApi.add, {
    access: 'session',
    rule: canAddNewSparten,
    handler: ({ actor, params, body }) => service.addSparte(db, actor, params.id, body),
  });
  registerEndpoint(app, sparteApi.get, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.getSparte(db, actor, params.id, params.sparteId),
  });
  registerEndpoint(app, sparteApi.save, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => service.saveSparte(db, actor, params.id, params.sparteId, body),
  });
  registerEndpoint(app, sparteApi.tarifForm, {
    access: 'session',
    rule: canOpenTarifForm,
    handler: ({ actor, query }) => tarifService.getTarifForm(db, actor, query),
  });
  registerEndpoint(app, sparteApi.createTarif, {
    access: 'session',
    rule: canCreateTarif,
    handler: ({ actor, body }) => tarifService.createTarif(db, actor, body),
  });
  registerEndpoint(app, sparteApi.updateTarif, {
    access: 'session',
    rule: canEditTarif,
    handler: ({ actor, params, body }) => tarifService.updateTarif(db, actor, params.tarifId, body),
  });
}
