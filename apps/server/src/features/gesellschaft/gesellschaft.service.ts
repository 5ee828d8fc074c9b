import {
  type Actor,
  type Ansprechpartner,
  type AnsprechpartnerList,
  type CreateAnsprechpartnerBodySchema,
  canCreateAnsprechpartner,
  canEditAnsprechpartner,
  diffFields,
  type GesellschaftInfo,
} from '@maklerwerk/domain';
import type { z } from 'zod';
import { findReadableCompany } from '../../auth/company-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import * as repo from './gesellschaft.repository';

export async function getCompanyInfo(db: Db, actor: Actor, id: number): Promise<GesellschaftInfo> {
  const c = await findReadableCompany(db, actor, id);
  return {
    id: c.id,
    name: c.name,
    kurzname: c.kurzname,
    plz: c.plz,
    ort: c.ort,
    strasse: c.strasse,
    land: c.land,
    postfach: c.postfach,
    plzPostfach: c.plzPostfach,
    beschreibung: c.beschreibung,
    vermittlerNummer: c.vermittlerNummer,
    vermittlerNummerAK: c.vermittlerNummerAk,
    hauptNummer: c.hauptNummer,
    telefon: c.telefon,
    email: c.email,
    website: c.website,
    canCreateAnsprechpartner: canCreateAnsprechpartner(actor),
  };
}

function toContact(actor: Actor, r: repo.ContactRow): Ansprechpartner {
  return {
    id: r.id,
    name: r.name,
    typ: r.typ,
    email: r.email,
    telefon: r.telefon,
    mobil: r.mobil,
    fax: r.fax,
    beschreibung: r.beschreibung,
    editable: canEditAnsprechpartner(actor, r),
  };
}

export async function listContacts(
  db: Db,
  actor: Actor,
  companyId: number,
  page: { offset: number; limit: number },
): Promise<AnsprechpartnerList> {
  await findReadableCompany(db, actor, companyId);
  const { rows, total } = await repo.findContactPage(db, companyId, page.offset, page.limit);
  return { items: rows.map((r) => toContact(actor, r)), total, offset: page.offset, limit: page.limit };
}

type ParsedContact = z.output<typeof CreateAnsprechpartnerBodySchema>;
const contactFields = ['name', 'typ', 'email', 'telefon', 'mobil', 'fax', 'beschreibung'] as const;

/** 'Neuen Ansprechpartner anlegen': brokers, agents and internal staff only; logged per field. */
export async function createContact(
  db: Db,
  actor: Actor,
  companyId: number,
  values: ParsedContact,
): Promise<Ansprechpartner> {
  await findReadableCompany(db, actor, companyId);
  authorize(actor, canCreateAnsprechpartner);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertContact(tx, { ...values, companyId, createdByUserId: actor.original.id });
    const empty = Object.fromEntries(contactFields.map((f) => [f, null])) as Record<
      (typeof contactFields)[number],
      string | null
    >;
    await writeChangeLog(
      tx,
      actor,
      { type: 'ansprechpartner', id: inserted.id },
      diffFields(empty, values, contactFields),
    );
    return inserted;
  });
  return toContact(actor, row);
}
