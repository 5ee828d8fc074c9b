import { canManageIcalFeed, canSeeIcalFeed, canUseTextbausteine, canWriteTermine, terminApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import { linkOrigin } from '../../lib/public-origin';
import * as service from './termin.service';
import * as feed from './termin-feed.service';
import * as lifecycle from './termin-lifecycle.service';
import * as lists from './termin-lists.service';
import * as read from './termin-read.service';

/** Appointments, tasks and activities (issue 13). Files, .ics and the feed: termin-files.routes.ts. */
export async function terminRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  // The feed's address: the configured origin this request came in under, never its Host header.
  const origin = (request: { host: string }) => linkOrigin(config.origins, request.host);

  registerEndpoint(app, terminApi.combos, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor }) => read.combos(db, actor),
  });
  registerEndpoint(app, terminApi.get, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => read.getTermin(db, actor, params.sid),
  });
  registerEndpoint(app, terminApi.save, {
    access: 'session',
    rule: canWriteTermine,
    handler: ({ actor, body }) => service.saveTermin(db, actor, body),
  });
  registerEndpoint(app, terminApi.move, {
    access: 'session',
    rule: canWriteTermine,
    handler: ({ actor, params, body }) => lifecycle.moveTermin(db, actor, params.sid, body),
  });
  registerEndpoint(app, terminApi.delete, {
    access: 'session',
    rule: canWriteTermine,
    handler: ({ actor, params, query }) => lifecycle.deleteTermin(db, actor, params.sid, query),
  });
  registerEndpoint(app, terminApi.setStatus, {
    access: 'session',
    rule: canWriteTermine,
    handler: ({ actor, params, body }) => lifecycle.setStatus(db, actor, params.commId, body),
  });
  registerEndpoint(app, terminApi.contractTasks, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => lists.contractTasks(db, actor, params.id, query),
  });
  registerEndpoint(app, terminApi.kalender, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => lists.kalender(db, actor, query),
  });
  registerEndpoint(app, terminApi.textbausteine, {
    access: 'session',
    rule: canUseTextbausteine,
    handler: ({ actor }) => lists.listTextbausteine(db, actor),
  });
  registerEndpoint(app, terminApi.draft, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor }) => lists.readDraft(db, actor),
  });
  registerEndpoint(app, terminApi.saveDraft, {
    access: 'session',
    rule: canWriteTermine,
    handler: ({ actor, body }) => lists.saveDraft(db, actor, body),
  });
  registerEndpoint(app, terminApi.deleteDraft, {
    access: 'session',
    rule: canWriteTermine,
    handler: ({ actor }) => lists.deleteDraft(db, actor),
  });
  registerEndpoint(app, terminApi.kandidaten, {
    access: 'session',
    rule: canWriteTermine,
    handler: ({ actor, query }) => lists.kandidaten(db, actor, query),
  });
  registerEndpoint(app, terminApi.empfaenger, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => lists.empfaenger(db, actor, query),
  });
  registerEndpoint(app, terminApi.icalFeed, {
    access: 'session',
    rule: canSeeIcalFeed,
    handler: ({ actor }) => feed.feedStatus(db, actor),
  });
  registerEndpoint(app, terminApi.renewIcalFeed, {
    access: 'session',
    rule: canManageIcalFeed,
    handler: ({ actor, request }) => feed.renewFeed(db, actor, origin(request)),
  });
  registerEndpoint(app, terminApi.revokeIcalFeed, {
    access: 'session',
    rule: canManageIcalFeed,
    handler: ({ actor }) => feed.revokeFeed(db, actor),
  });
}
