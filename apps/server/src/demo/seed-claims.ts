import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { branches, contracts, damagePayments, damageReports, damageStatusHistory, notes, users } from '../db/schema';
import { atHour } from './dates';
import { dayAfter, namedDamageReports, namedNotes } from './named-claims';

type Context = { contractId: (key: string) => number };

/** Damage reports with payments and history, and notes, of the named contracts (issue 9). */
export async function seedClaimsAndNotes(tx: Tx, ctx: Context): Promise<void> {
  const logins = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['makler', 'intern', 'vermittler']));
  const userId = (name: string) => logins.find((u) => u.username === name)?.id ?? null;
  const contractIds = Object.keys({ ...namedDamageReports, ...namedNotes }).map(ctx.contractId);
  const sparten = await tx
    .select({ id: contracts.id, sparteId: contracts.sparteId })
    .from(contracts)
    .where(inArray(contracts.id, contractIds));
  const sparteOf = (id: number) => sparten.find((c) => c.id === id)?.sparteId ?? null;
  const catalogue = await tx.select({ id: branches.id, key: branches.key }).from(branches);
  const branchOf = (key: string) => catalogue.find((b) => b.key === key)?.id ?? null;

  for (const [key, reports] of Object.entries(namedDamageReports)) {
    const contractId = ctx.contractId(key);
    // The office files the named reports; the agent files his customer's.
    const filedBy = key.startsWith('Gothaer|') ? userId('vermittler') : userId('makler');
    for (const r of reports) {
      const [row] = await tx
        .insert(damageReports)
        .values({
          contractId,
          schadennr: r.schadennr,
          sparteId: r.sparte ? branchOf(r.sparte) : sparteOf(contractId),
          meldedatum: r.meldedatum,
          ereignisdatum: r.ereignisdatum,
          schadensursache: r.schadensursache,
          bearbstand: r.bearbstand,
          schadenort: r.schadenort ?? null,
          schilderung: r.schilderung ?? null,
          schadenhoeheCents: r.schadenhoeheCents ?? null,
          reserveCents: r.reserveCents ?? null,
          versichererSchadennr: r.versichererSchadennr ?? null,
          createdByUserId: filedBy,
          createdAt: atHour(r.meldedatum, 9),
          updatedAt: atHour(r.payments?.at(-1)?.datum ?? r.meldedatum, 11),
        })
        .returning({ id: damageReports.id });
      const reportId = row?.id ?? 0;
      const earlier =
        r.history ?? (r.bearbstand === 'GEMELDET' ? [] : [{ bearbstand: 'GEMELDET' as const, at: r.meldedatum }]);
      const settled = r.payments?.at(-1)?.datum ?? (earlier.length > 0 ? dayAfter(r.meldedatum, 14) : r.meldedatum);
      const steps = [...earlier, { bearbstand: r.bearbstand, at: settled }];
      await tx.insert(damageStatusHistory).values(
        steps.map((s, i) => ({
          damageReportId: reportId,
          bearbstand: s.bearbstand,
          previous: steps[i - 1]?.bearbstand ?? null,
          changedAt: atHour(s.at, 10 + i),
          changedByUserId: filedBy,
        })),
      );
      if (r.payments?.length) {
        await tx.insert(damagePayments).values(
          r.payments.map((p) => ({
            damageReportId: reportId,
            ...p,
            createdByUserId: filedBy,
            createdAt: atHour(p.datum, 14),
          })),
        );
      }
    }
  }

  const noteRows = Object.entries(namedNotes).flatMap(([key, list]) =>
    list.map((n) => ({
      contractId: ctx.contractId(key),
      datum: n.datum,
      betreff: n.betreff,
      text: n.text,
      sichtbar: n.sichtbar,
      ersteller: n.by,
      createdByUserId: userId(n.by),
      dateCreated: atHour(n.datum, 15),
      dateModified: atHour(n.datum, 15),
    })),
  );
  await tx.insert(notes).values(noteRows);
}
