import {
  dokumentApi as api,
  canManageDocuments,
  canSeeCallRecords,
  canSeeDocumentHistory,
  canSeeDocuments,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint';
import { callRecords } from './call-records.service';
import * as service from './dokument.service';
import * as actions from './dokument-actions.service';
import { createDownloadLink, downloadList } from './download.service';
import * as posteingang from './posteingang.service';
import { uploadInputs } from './upload.service';

export async function dokumentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, api.nodes, {
    access: 'session',
    rule: canSeeDocuments,
    handler: ({ actor, query }) => service.listNodes(db, actor, query),
  });
  registerEndpoint(app, api.node, {
    access: 'session',
    rule: canSeeDocuments,
    handler: ({ actor, query }) => service.nodePage(db, actor, query),
  });
  registerEndpoint(app, api.executeAction, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, body }) => actions.executeAction(db, actor, body),
  });
  registerEndpoint(app, api.executeHeaderAction, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, body }) => actions.executeHeaderAction(db, actor, body),
  });
  registerEndpoint(app, api.editInputs, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, query }) => service.editInputs(db, actor, query.docInfo),
  });
  registerEndpoint(app, api.saveDocument, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, query, body }) => service.saveDocument(db, actor, query.docInfo, body),
  });
  registerEndpoint(app, api.history, {
    access: 'session',
    rule: canSeeDocumentHistory,
    handler: ({ actor, query }) => service.history(db, actor, query.docInfo),
  });
  registerEndpoint(app, api.callRecords, {
    access: 'session',
    rule: canSeeCallRecords,
    handler: ({ actor, query }) => callRecords(db, actor, query.docInfo),
  });
  registerEndpoint(app, api.uploadInputs, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, query }) => uploadInputs(db, actor, query),
  });
  registerEndpoint(app, api.fileInfo, {
    access: 'session',
    rule: canSeeDocumentHistory,
    handler: ({ actor, query }) => service.fileInfo(db, actor, query.nodeId, query.fileId),
  });
  registerEndpoint(app, api.tempFiles, {
    access: 'session',
    rule: canSeeDocuments,
    handler: ({ actor, body }) => service.tempFiles(db, actor, body),
  });
  registerEndpoint(app, api.downloadList, {
    access: 'session',
    rule: canSeeDocuments,
    handler: ({ actor, body }) => downloadList(db, actor, body),
  });
  registerEndpoint(app, api.downloadLink, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, body }) => createDownloadLink(db, actor, body.nodeId, body.fileId),
  });
  registerEndpoint(app, api.posteingang, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, query }) => posteingang.listPosteingang(db, actor, query),
  });
  registerEndpoint(app, api.assignToInsurance, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, body }) => posteingang.assignToInsurance(db, actor, body),
  });
  registerEndpoint(app, api.pickUp, {
    access: 'session',
    rule: canManageDocuments,
    handler: ({ actor, body }) => posteingang.pickUp(db, actor, body),
  });
}
