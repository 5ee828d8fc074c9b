import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { branches, damageReports, users } from '../db/schema';

/** A damage report by id, removed or not (damage-report-access.ts decides what a removed one means). */
export async function findDamageReport(db: Executor, id: number) {
  const rows = await db
    .select({
      id: damageReports.id,
      contractId: damageReports.contractId,
      schadennr: damageReports.schadennr,
      sparteId: damageReports.sparteId,
      sparte: branches.name,
      meldedatum: damageReports.meldedatum,
      ereignisdatum: damageReports.ereignisdatum,
      schadensursache: damageReports.schadensursache,
      bearbstand: damageReports.bearbstand,
      schadenort: damageReports.schadenort,
      schilderung: damageReports.schilderung,
      schadenhoeheCents: damageReports.schadenhoeheCents,
      reserveCents: damageReports.reserveCents,
      versichererSchadennr: damageReports.versichererSchadennr,
      gemeldetVonKunde: damageReports.gemeldetVonKunde,
      gemeldetVon: users.displayName,
      removedAt: damageReports.removedAt,
      version: damageReports.version,
    })
    .from(damageReports)
    .leftJoin(branches, eq(damageReports.sparteId, branches.id))
    .leftJoin(users, eq(damageReports.createdByUserId, users.id))
    .where(eq(damageReports.id, id))
    .limit(1);
  return rows[0];
}

export type DamageReportRow = NonNullable<Awaited<ReturnType<typeof findDamageReport>>>;
