import { canSeePostbox, canWriteMail, kommunikationApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './kommunikation.service';

export async function kommunikationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, wakeQueue } = app.ctx;

  registerEndpoint(app, kommunikationApi.postbox, {
    access: 'session',
    rule: canSeePostbox,
    handler: ({ actor, params, query }) => service.listPostbox(db, actor, params.id, query),
  });
  registerEndpoint(app, kommunikationApi.viewMail, {
    access: 'session',
    rule: canSeePostbox,
    handler: ({ actor, body }) => service.viewMail(db, actor, body.commId),
  });
  registerEndpoint(app, kommunikationApi.changeSubject, {
    access: 'session',
    rule: canWriteMail,
    handler: ({ actor, params, body }) => service.changeSubject(db, actor, params.commId, body.subject),
  });
  registerEndpoint(app, kommunikationApi.delete, {
    access: 'session',
    rule: canWriteMail,
    handler: ({ actor, params }) => service.deleteItem(db, actor, params.kind, params.commId),
  });
  registerEndpoint(app, kommunikationApi.mailInit, {
    access: 'session',
    rule: canWriteMail,
    handler: ({ actor, query }) => service.mailInit(db, actor, query),
  });
  registerEndpoint(app, kommunikationApi.send, {
    access: 'session',
    rule: canWriteMail,
    handler: ({ actor, body }) => service.sendMail(db, actor, body, { from: config.mailFrom, wake: wakeQueue }),
  });
}
