import {
  COURTAGE_EXPORT_PATH,
  COURTAGE_FEHLBETRAEGE_EXPORT_PATH,
  ContractIdParamsSchema,
  canEditCommissions,
  canEditContract,
  canSeeCommissions,
  courtageApi,
  FehlbetraegeExportQuerySchema,
  KommunikationExportQuerySchema,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/content-disposition';
import { registerEndpoint, registerRawRoute } from '../../lib/endpoint';
import * as service from './courtage.service';
import * as bemerkung from './courtage-bemerkung.service';
import * as exporter from './courtage-export.service';
import * as verteilung from './courtage-verteilung.service';
import * as zubringer from './courtage-zubringer.service';
import * as erwartung from './erwartung.service';

/** Commissions of a contract (issue 14): bookings, their distribution, referrers and the export. */
export async function courtageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, courtageApi.abrechnungen, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => service.listAbrechnungen(db, actor, params.id, query),
  });
  registerEndpoint(app, courtageApi.buchung, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.getBuchung(db, actor, params.id, params.buchungsnr),
  });
  registerEndpoint(app, courtageApi.saveBuchung, {
    access: 'session',
    rule: canEditCommissions,
    handler: ({ actor, params, body }) => service.saveBuchung(db, actor, params.id, body),
  });
  registerEndpoint(app, courtageApi.deleteBuchung, {
    access: 'session',
    rule: canEditCommissions,
    handler: ({ actor, params }) => service.deleteBuchung(db, actor, params.id, params.buchungsnr),
  });
  registerEndpoint(app, courtageApi.copyBuchung, {
    access: 'session',
    rule: canEditCommissions,
    handler: ({ actor, params }) => service.copyBuchung(db, actor, params.id, params.buchungsnr, false),
  });
  registerEndpoint(app, courtageApi.stornoBuchung, {
    access: 'session',
    rule: canEditCommissions,
    handler: ({ actor, params }) => service.copyBuchung(db, actor, params.id, params.buchungsnr, true),
  });
  registerEndpoint(app, courtageApi.saveBemerkung, {
    access: 'session',
    rule: canEditContract,
    handler: ({ actor, params, body }) => bemerkung.saveBemerkung(db, actor, params.id, body),
  });
  registerEndpoint(app, courtageApi.verteilung, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => verteilung.getVerteilung(db, actor, params.buchungsnr),
  });
  registerEndpoint(app, courtageApi.saveVerteilungszeile, {
    access: 'session',
    rule: canEditCommissions,
    handler: ({ actor, params, body }) => verteilung.saveVerteilungszeile(db, actor, params.buchungsnr, body),
  });
  registerEndpoint(app, courtageApi.deleteVerteilungszeile, {
    access: 'session',
    rule: canEditCommissions,
    handler: ({ actor, params }) => verteilung.deleteVerteilungszeile(db, actor, params.buchungsnr, params.lfdNr),
  });
  registerEndpoint(app, courtageApi.autoVerteilung, {
    access: 'session',
    rule: canEditCommissions,
    handler: ({ actor, params }) => verteilung.autoVerteilung(db, actor, params.buchungsnr),
  });
  registerEndpoint(app, courtageApi.maklerLookup, {
    access: 'session',
    rule: canSeeCommissions,
    handler: ({ actor, query }) => zubringer.maklerLookup(db, actor, query.maklernr),
  });
  registerEndpoint(app, courtageApi.zubringer, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params, query }) => zubringer.listZubringer(db, actor, params.id, query),
  });
  registerEndpoint(app, courtageApi.saveZubringer, {
    access: 'session',
    rule: canEditCommissions,
    handler: ({ actor, params, body }) => zubringer.saveZubringer(db, actor, params.id, body),
  });
  registerEndpoint(app, courtageApi.deleteZubringer, {
    access: 'session',
    rule: canEditCommissions,
    handler: ({ actor, params }) => zubringer.deleteZubringer(db, actor, params.courtageId),
  });
  registerEndpoint(app, courtageApi.erwartung, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => erwartung.getErwartung(db, actor, params.id),
  });
  registerEndpoint(app, courtageApi.fehlbetraege, {
    access: 'session',
    rule: canSeeCommissions,
    handler: ({ actor, query }) => erwartung.listFehlbetraege(db, actor, query),
  });

  registerRawRoute(
    app,
    {
      method: 'GET',
      url: COURTAGE_EXPORT_PATH,
      schema: {
        summary: "Abrechnungen eines Vertrags als CSV oder Excel (Titel 'Abrechnungen')",
        tags: ['Courtage'],
        params: ContractIdParamsSchema,
        querystring: KommunikationExportQuerySchema,
      },
    },
    canSeeCommissions,
    async (request, reply, actor) => {
      const { id } = ContractIdParamsSchema.parse(request.params);
      const { format } = KommunikationExportQuerySchema.parse(request.query);
      const file = await exporter.exportAbrechnungen(db, actor, id, format, (error) =>
        request.log.error({ err: error }, 'Abrechnungen-Export abgebrochen'),
      );
      return sendDownload(reply, file);
    },
  );

  registerRawRoute(
    app,
    {
      method: 'GET',
      url: COURTAGE_FEHLBETRAEGE_EXPORT_PATH,
      schema: {
        summary: 'Fehlbeträge eines Jahres (erwartete gegen erhaltene Courtage) als CSV oder Excel',
        tags: ['Courtage'],
        querystring: FehlbetraegeExportQuerySchema,
      },
    },
    canSeeCommissions,
    async (request, reply, actor) => {
      const { jahr, format } = FehlbetraegeExportQuerySchema.parse(request.query);
      const file = await erwartung.exportFehlbetraege(db, actor, jahr, format, (error) =>
        request.log.error({ err: error }, 'Fehlbeträge-Export abgebrochen'),
      );
      return sendDownload(reply, file);
    },
  );
}
