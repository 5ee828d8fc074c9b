import {
  canManageDocuments,
  canSeeKommunikation,
  canWriteMail,
  canWriteMessages,
  kommunikationApi,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as brief from './brief.service';
import * as service from './kommunikation.service';
import * as composer from './kommunikation-composer.service';
import * as unassigned from './kommunikation-unassigned.service';
import * as nachricht from './nachricht.service';

export async function kommunikationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, wakeQueue, blobStore } = app.ctx;

  registerEndpoint(app, kommunikationApi.postbox, {
    access: 'session',
    rule: canSeeKommunikation,
    handler: ({ actor, params, query }) => service.listKommunikation(db, actor, params.id, query),
  });
  registerEndpoint(app, kommunikationApi.viewMail, {
    access: 'session',
    rule: canSeeKommunikation,
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
    handler: ({ actor, params, query }) => service.deleteItem(db, actor, query.kind, params.commId),
  });
  registerEndpoint(app, kommunikationApi.mailInit, {
    access: 'session',
    rule: canWriteMail,
    handler: ({ actor, query }) => composer.mailInit(db, actor, query),
  });
  registerEndpoint(app, kommunikationApi.item, {
    access: 'session',
    rule: canSeeKommunikation,
    handler: ({ actor, params }) => service.viewItem(db, actor, params.commId),
  });
  registerEndpoint(app, kommunikationApi.createItem, {
    access: 'session',
    rule: canWriteMail,
    handler: ({ actor, body }) => service.createItem(db, actor, body),
  });
  registerEndpoint(app, kommunikationApi.chat, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => nachricht.chatOf(db, actor, query.chatId),
  });
  registerEndpoint(app, kommunikationApi.postMessage, {
    access: 'session',
    rule: canWriteMessages,
    handler: async ({ actor, body }) => {
      const chat = await nachricht.postMessage(db, actor, body.chatId, body.text);
      wakeQueue();
      return chat;
    },
  });
  registerEndpoint(app, kommunikationApi.brief, {
    access: 'session',
    rule: canWriteMail,
    handler: ({ actor, params, body }) => brief.createBrief(db, blobStore, actor, params.id, body),
  });
  registerEndpoint(app, kommunikationApi.unassigned, {
    access: 'session',
    rule: canSeeKommunikation,
    handler: ({ actor, query }) => unassigned.listUnassigned(db, actor, query),
  });
  registerEndpoint(app, kommunikationApi.assign, {
    access: 'session',
    rule: canWriteMail,
    handler: ({ actor, params, body }) => unassigned.assignMail(db, actor, params.commId, body.insuranceId),
  });
  registerEndpoint(app, kommunikationApi.fileAttachment, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, params, body }) =>
      unassigned.fileAttachment(db, actor, params.commId, params.attachmentId, body.nodeId),
  });
  registerEndpoint(app, kommunikationApi.send, {
    access: 'session',
    rule: canWriteMail,
    handler: ({ actor, body }) => composer.sendMail(db, actor, body, { from: config.mailFrom, wake: wakeQueue }),
  });
}
