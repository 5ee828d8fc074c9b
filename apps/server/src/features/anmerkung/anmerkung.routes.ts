import { anmerkungApi, canEditNotes } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import * as service from './anmerkung.service';

export async function anmerkungRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, anmerkungApi.list, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => service.listNotes(db, actor, params.id, query),
  });
  registerEndpoint(app, anmerkungApi.save, {
    access: 'session',
    rule: canEditNotes,
    handler: ({ actor, body }) => service.saveNote(db, actor, body),
  });
  registerEndpoint(app, anmerkungApi.delete, {
    access: 'session',
    rule: canEditNotes,
    handler: ({ actor, params }) => service.deleteNote(db, actor, params.noteId),
  });
}
