import {
  canDeleteDamageReport,
  canEditDamageReport,
  canMergeDamageReports,
  canReportDamage,
  schadensmeldungApi,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import { mergeReports } from './merge.service';
import * as service from './schadensmeldung.service';
import * as zahlung from './zahlung.service';

export async function schadensmeldungRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, schadensmeldungApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => service.listReports(db, actor, params.id, query),
  });
  registerEndpoint(app, schadensmeldungApi.report, {
    access: 'session',
    rule: canReportDamage,
    handler: ({ actor, params, body }) => service.reportDamage(db, actor, params.id, body),
  });
  registerEndpoint(app, schadensmeldungApi.get, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.getReport(db, actor, params.schadenId),
  });
  registerEndpoint(app, schadensmeldungApi.save, {
    access: 'session',
    rule: canEditDamageReport,
    handler: ({ actor, params, body }) => service.saveReport(db, actor, params.schadenId, body),
  });
  registerEndpoint(app, schadensmeldungApi.bearbeitungsstaende, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.listBearbeitungsstaende(db, actor, params.schadenId),
  });
  registerEndpoint(app, schadensmeldungApi.delete, {
    access: 'session',
    rule: canDeleteDamageReport,
    handler: ({ actor, params }) => service.deleteReport(db, actor, params.schadenId),
  });
  registerEndpoint(app, schadensmeldungApi.merge, {
    access: 'session',
    rule: canMergeDamageReports,
    handler: ({ actor, body }) => mergeReports(db, actor, body),
  });
  registerEndpoint(app, schadensmeldungApi.addZahlung, {
    access: 'session',
    rule: canEditDamageReport,
    handler: ({ actor, params, body }) => zahlung.addPayment(db, actor, params.schadenId, body),
  });
  registerEndpoint(app, schadensmeldungApi.saveZahlung, {
    access: 'session',
    rule: canEditDamageReport,
    handler: ({ actor, params, body }) => zahlung.changePayment(db, actor, params.schadenId, params.zahlungId, body),
  });
  registerEndpoint(app, schadensmeldungApi.deleteZahlung, {
    access: 'session',
    rule: canEditDamageReport,
    handler: ({ actor, params }) => zahlung.deletePayment(db, actor, params.schadenId, params.zahlungId),
  });
}
