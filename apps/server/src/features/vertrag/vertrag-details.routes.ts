import { vertragApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as allgemeine from './allgemeine.service';
import { copyContract } from './copy.service';
import * as numbers from './policy-numbers.service';
import { getContractDetails } from './vertrag-details.service';
import * as weitere from './weitere.service';

/** Contract details, general and further data, policy numbers, copy. Static paths win over /insurances/:id. */
export async function vertragDetailsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, vertragApi.details, {
    access: 'session',
    handler: ({ actor, params, query }) => getContractDetails(db, actor, params.id, query.newVertrag),
  });
  registerEndpoint(app, vertragApi.allgemeine, {
    access: 'session',
    handler: ({ actor, params }) => allgemeine.getAllgemeine(db, actor, params.id),
  });
  registerEndpoint(app, vertragApi.saveAllgemeine, {
    access: 'session',
    handler: ({ actor, params, body }) => allgemeine.saveAllgemeine(db, actor, params.id, body),
  });
  registerEndpoint(app, vertragApi.weitere, {
    access: 'session',
    handler: ({ actor, params }) => weitere.getWeitere(db, actor, params.id),
  });
  registerEndpoint(app, vertragApi.saveWeitere, {
    access: 'session',
    handler: ({ actor, params, body }) => weitere.saveWeitere(db, actor, params.id, body),
  });
  registerEndpoint(app, vertragApi.changeKundennr, {
    access: 'session',
    handler: ({ actor, params, body }) => weitere.changeKundennr(db, actor, params.id, body),
  });
  registerEndpoint(app, vertragApi.combos, {
    access: 'session',
    handler: ({ actor, params, query }) => numbers.getCombos(db, actor, params.id, query.gesellschaftId),
  });
  registerEndpoint(app, vertragApi.policyNumberCheck, {
    access: 'session',
    handler: ({ query }) => numbers.checkNumber(db, query.gesellschaftId, query.polNummer),
  });
  registerEndpoint(app, vertragApi.policeNrHistory, {
    access: 'session',
    handler: ({ actor, query }) => numbers.getHistory(db, actor, query.vertragId),
  });
  registerEndpoint(app, vertragApi.policeNrAnotherVertrag, {
    access: 'session',
    handler: ({ actor, query }) => numbers.getAnotherContract(db, actor, query.vertragId, query.polNr),
  });
  registerEndpoint(app, vertragApi.copy, {
    access: 'session',
    handler: ({ actor, params }) => copyContract(db, actor, params.id),
  });
}
