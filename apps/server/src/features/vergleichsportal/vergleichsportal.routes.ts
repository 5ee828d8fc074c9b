import {
  API_BASE,
  AppError,
  canOpenVergleichsportal,
  canUseVergleichsportale,
  PortalHandoverQuerySchema,
  SOFTFAIR_FORM_PATH,
  SoftfairFormSchema,
  vergleichsportalApi,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/content-disposition';
import { registerEndpoint, registerRawRoute, registerTokenRoute } from '../../lib/endpoint';
import * as service from './vergleichsportal.service';

/** Comparison portals, order form, customer access link, insurer deeplinks (issue 16 items 4–7, decision 0029). */
export async function vergleichsportalRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  registerEndpoint(app, vergleichsportalApi.all, {
    access: 'session',
    rule: canUseVergleichsportale,
    handler: ({ actor }) => service.listAllPortals(db, actor),
  });
  registerEndpoint(app, vergleichsportalApi.forContract, {
    access: 'session',
    rule: canUseVergleichsportale,
    handler: ({ actor, params }) => service.listPortalsForContract(db, actor, params.id),
  });
  registerEndpoint(app, vergleichsportalApi.open, {
    access: 'session',
    rule: canOpenVergleichsportal,
    handler: ({ actor, body }) => service.openExternalAccess(db, actor, body),
  });
  registerEndpoint(app, vergleichsportalApi.softfairFirma, {
    access: 'session',
    rule: canUseVergleichsportale,
    handler: ({ actor }) => service.softfairFirma(db, actor),
  });
  registerEndpoint(app, vergleichsportalApi.deeplinks, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, params }) => service.deeplinksForContract(db, actor, params.id),
  });
  registerEndpoint(app, vergleichsportalApi.kundenzugang, {
    access: 'session',
    rule: 'scopeOnly',
    handler: ({ actor, query }) => service.kundenzugang(db, actor, query.userid),
  });

  // The receiving page of the demo portals stands in for an outside portal: no session, only the token.
  const { handover } = vergleichsportalApi;
  registerTokenRoute(
    app,
    {
      method: handover.method,
      url: `${API_BASE}${handover.path}`,
      schema: { summary: handover.summary, tags: handover.tags, querystring: PortalHandoverQuerySchema },
    },
    async (request) => {
      const { token } = PortalHandoverQuerySchema.parse(request.query);
      return service.handoverOfToken(db, token);
    },
  );

  // Order form download (spec §7 /get_softfair_form): the form body as JSON, answered with the PDF.
  registerRawRoute(
    app,
    {
      method: 'POST',
      url: `${API_BASE}${SOFTFAIR_FORM_PATH}`,
      schema: { summary: 'Bestellformular Softfair als PDF (Formulardaten im Body)', tags: handover.tags },
    },
    canUseVergleichsportale,
    async (request, reply, actor) => {
      const parsed = SoftfairFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          fieldErrors[String(issue.path[0] ?? '')] ??= issue.message;
        }
        const first = parsed.error.issues[0]?.message;
        throw new AppError('VALIDATION', first, fieldErrors);
      }
      const pdf = await service.softfairPdf(db, actor, parsed.data);
      return sendDownload(reply, {
        contentType: 'application/pdf',
        fileName: 'Bestellformular-Softfair.pdf',
        body: Buffer.from(pdf),
      });
    },
  );
}
