import type { Actor } from '@maklerwerk/domain';
import { findReadableCompany } from '../../auth/company-access';
import type { Db } from '../../db/client';
import { contentDisposition, renderAnsprechpartnerPdf } from './ansprechpartner-pdf';
import * as repo from './gesellschaft.repository';

/** The contacts PDF of a company the viewer may read. */
export async function getAnsprechpartnerPdf(db: Db, actor: Actor, companyId: number) {
  const company = await findReadableCompany(db, actor, companyId);
  const contacts = await repo.findAllContacts(db, companyId);
  const bytes = await renderAnsprechpartnerPdf(company, contacts);
  return { bytes, contentDisposition: contentDisposition(company.kurzname) };
}
