import {
  canChangeContractCustomerNumber,
  canEditContract,
  canSeeContractCombos,
  canSeeWeitereVertragsdetails,
  vertragApi,
} from '@maklerwerk/domain';
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
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => getContractDetails(db, actor, params.id, query.newVertrag),
  });
  registerEndpoint(app, vertragApi.allgemeine, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => allgemeine.getAllgemeine(db, actor, params.id),
  });
  registerEndpoint(app, vertragApi.saveAllgemeine, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => allgemeine.saveAllgemeine(db, actor, params.id, body),
  });
  registerEndpoint(app, vertragApi.weitere, {
    access: 'session',
    rule: canSeeWeitereVertragsdetails,
    handler: ({ actor, params }) => weitere.getWeitere(db, actor, params.id),
  });
  registerEndpoint(app, vertragApi.saveWeitere, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => weitere.saveWeitere(db, actor, params.id, body),
  });
  registerEndpoint(app, vertragApi.changeKundennr, {
    access: 'session',
    rule: canChangeContractCustomerNumber,
    handler: ({ actor, params, body }) => weitere.changeKundennr(db, actor, params.id, body),
  });
  registerEndpoint(app, vertragApi.combos, {
    access: 'session',
    rule: canSeeContractCombos,
    handler: ({ actor, params, query }) => numbers.getCombos(db, actor, params.id, query.gesellschaftId),
  });
  registerEndpoint(app, vertragApi.policyNumberCheck, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => numbers.checkNumber(db, actor, query.gesellschaftId, query.polNummer),
  });
  registerEndpoint(app, vertragApi.policeNrHistory, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => numbers.getHistory(db, actor, query.vertragId),
  });
  registerEndpoint(app, vertragApi.policeNrAnotherVertrag, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => numbers.getAnotherContract(db, actor, query.vertragId, query.polNr),
  });
  registerEndpoint(app, vertragApi.copy, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params }) => copyContract(db, actor, params.id),
  });
}
