import {
  type Actor,
  AppError,
  buildPortalPayload,
  canOpenVergleichsportal,
  canUseVergleichsportale,
  type DeeplinkList,
  type ExternalAccessEntry,
  type ExternalAccessList,
  fillDeeplink,
  formatDate,
  isAnonymousHandover,
  isCustomerOnly,
  type Kundenzugang,
  type PortalHandover,
  type PortalOptions,
  type PortalSource,
  portalFitsSparten,
  type SoftfairForm,
  todayInGermany,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { sanitizeLabelHtml } from '../../lib/sanitize-html';
import { renderSoftfairForm } from '../../pdf/softfair';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { PORTAL_TOKEN_TTL_SECONDS, signPortalToken, verifyPortalToken } from './portal-token';
import * as repo from './vergleichsportal.repository';

const PORTAL_NOT_FOUND = 'Der Vergleichsrechner wurde nicht gefunden.';
const LINK_EXPIRED = 'Der Link ist ungültig oder abgelaufen.';
const CUSTOMER_NOT_FOUND = 'Der Kunde wurde nicht gefunden.';

function toEntry(p: repo.PortalRow): ExternalAccessEntry {
  return {
    toolLabel: p.toolLabel,
    itemLabel: p.itemLabel,
    labelHtml: p.labelHtml === null ? null : sanitizeLabelHtml(p.labelHtml),
    path: p.path,
    askOptions: p.askOptions,
    actionLabel: p.actionLabel,
    companyLabel: p.companyLabel,
    sparten: p.sparten,
  };
}

/** /beratung/vergleichsrechner: every active portal. */
export async function listAllPortals(db: Db, actor: Actor): Promise<ExternalAccessList> {
  authorize(actor, canUseVergleichsportale);
  return { entries: (await repo.listActivePortals(db)).map(toEntry) };
}

/** The header's external-access entries: the portals whose Sparten fit the contract's (empty: all). */
export async function listPortalsForContract(db: Db, actor: Actor, contractId: number): Promise<ExternalAccessList> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canUseVergleichsportale);
  const keys = await repo.contractSparteKeys(db, contract.id, contract.sparteId);
  const portals = (await repo.listActivePortals(db)).filter((p) => portalFitsSparten(p.sparten, keys));
  return { entries: portals.map(toEntry) };
}

const euros = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

/** Our data of a contract and its customer, named as the portal mappings name them. */
async function portalSource(db: Db, contract: Awaited<ReturnType<typeof findVisibleContract>>): Promise<PortalSource> {
  const [customer, branch, company] = await Promise.all([
    repo.findCustomer(db, contract.customerId),
    repo.findBranch(db, contract.sparteId),
    repo.findCompany(db, contract.gesellschaftId),
  ]);
  return {
    anrede: customer?.anrede ?? null,
    vorname: customer?.vorname ?? null,
    nachname: customer?.name ?? null,
    geburtsdatum: customer?.geburtsdatum ?? null,
    strasse: customer?.strasse ?? null,
    hausnr: customer?.hausnr ?? null,
    plz: customer?.plz ?? null,
    ort: customer?.ort ?? null,
    email: customer?.email ?? null,
    telefon: customer?.telefon ?? null,
    sparte: branch?.name ?? null,
    sparteKey: branch?.key ?? null,
    gesellschaft: company?.kurzname ?? null,
    versicherungsnummer: contract.nummer,
    beitrag: euros(contract.praemieBtoZahlweiseCents),
    zahlweise: contract.zahlrhythm,
    beginn: contract.beginn,
  };
}

const handoverKind = (options: PortalOptions) =>
  !options.kundendaten ? 'ohne Kundendaten' : options.userAnonymous ? 'anonymisiert' : 'mit Kundendaten';

/**
 * Opening a portal (spec §7 'open external access'): the payload by the portal's field mapping, the
 * handover row and the change-log row in one transaction, and the portal's address with a short-lived
 * signed token that names the handover (never a session token).
 */
export async function openExternalAccess(
  db: Db,
  actor: Actor,
  body: { path: string; vertragId: number; options: PortalOptions },
): Promise<{ url: string; expiresAt: string }> {
  const contract = await findVisibleContract(db, actor, body.vertragId);
  authorize(actor, canOpenVergleichsportal);
  const portal = await repo.findActivePortalByPath(db, body.path);
  const keys = await repo.contractSparteKeys(db, contract.id, contract.sparteId);
  if (!portal || !portalFitsSparten(portal.sparten, keys)) {
    throw new AppError('NOT_FOUND', PORTAL_NOT_FOUND);
  }
  const options = portal.askOptions ? body.options : { userAnonymous: false, kundendaten: false };
  const payload = buildPortalPayload(portal.fieldMapping, await portalSource(db, contract), options);
  const handover = await db.transaction(async (tx) => {
    const row = await repo.insertHandover(tx, {
      portalId: portal.id,
      contractId: contract.id,
      customerId: contract.customerId,
      anonym: isAnonymousHandover(options),
      payload,
      createdByUserId: actor.original.id,
    });
    await writeChangeLog(tx, actor, { type: 'versicherung', id: contract.id }, [
      {
        field: 'portalUebergabe',
        oldValue: null,
        newValue: `${portal.itemLabel} (${handoverKind(options)}): ${Object.keys(payload).sort().join(', ') || 'keine Daten'}`,
      },
    ]);
    return row;
  });
  const token = await signPortalToken(db, { handoverId: handover.id, portalId: portal.id, userId: actor.original.id });
  const separator = portal.url.includes('?') ? '&' : '?';
  return {
    url: `${portal.url}${separator}token=${encodeURIComponent(token)}`,
    expiresAt: new Date(Date.now() + PORTAL_TOKEN_TTL_SECONDS * 1000).toISOString(),
  };
}

/** The receiving page: what the handover named by a valid token carried; 404 for a bad or expired token. */
export async function handoverOfToken(db: Db, token: string): Promise<PortalHandover> {
  const claims = await verifyPortalToken(db, token);
  const handover = claims && (await repo.findHandover(db, claims.handoverId));
  const portal = handover && (await repo.findPortal(db, handover.portalId));
  if (!claims || !handover || !portal || handover.portalId !== claims.portalId) {
    throw new AppError('NOT_FOUND', LINK_EXPIRED);
  }
  return {
    toolLabel: portal.toolLabel,
    itemLabel: portal.itemLabel,
    path: portal.path,
    anonym: handover.anonym,
    createdAt: handover.createdAt,
    // jsonb keeps no key order: the page lists the parameters by name.
    parameters: Object.entries(handover.payload)
      .map(([name, value]) => ({ name, value: String(value) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The order form's read-only 'Firma': the company of the viewer's broker, else his name. */
export async function softfairFirma(db: Db, actor: Actor): Promise<{ firma: string }> {
  authorize(actor, canUseVergleichsportale);
  const brokerId = actor.viewed.brokerId ?? actor.original.brokerId;
  const broker = brokerId === null ? undefined : await repo.findBrokerFirma(db, brokerId);
  const firma = broker?.firma ?? (broker ? [broker.vorname, broker.name].filter(Boolean).join(' ') : null);
  return { firma: firma ?? actor.original.displayName };
}

/** The filled Softfair order form as PDF. */
export async function softfairPdf(db: Db, actor: Actor, form: SoftfairForm): Promise<Uint8Array> {
  const { firma } = await softfairFirma(db, actor);
  return renderSoftfairForm({ ...form, firma, datum: formatDate(todayInGermany()) });
}

/** The insurer's portal links for this contract, {nummer} filled in URL-encoded. */
export async function deeplinksForContract(db: Db, actor: Actor, contractId: number): Promise<DeeplinkList> {
  const contract = await findVisibleContract(db, actor, contractId);
  const [links, company] = await Promise.all([
    repo.listDeeplinks(db, contract.gesellschaftId),
    repo.findCompany(db, contract.gesellschaftId),
  ]);
  return {
    gesellschaft: company?.kurzname ?? '',
    links: links.map((l) => ({ label: l.label, url: fillDeeplink(l.urlTemplate, contract.nummer) })),
  };
}

/**
 * mrskundenzugang (spec §7, decision 0029): the in-app address of the customer's own area, opened with
 * the customer's own login; no token in it. Office users in scope (404 outside), a customer only himself
 * (404 for anybody else). A customer without an active login gets no link (the web shows /role-forbidden).
 */
export async function kundenzugang(db: Db, actor: Actor, customerId: number): Promise<Kundenzugang> {
  if (isCustomerOnly(actor.original) && actor.original.customerId !== customerId) {
    throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  }
  if (!(await repo.findCustomerInScope(db, actor, customerId))) {
    throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  }
  return { link: (await repo.hasActiveCustomerLogin(db, customerId)) ? `/home/kunden/${customerId}` : null };
}
