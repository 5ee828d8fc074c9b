import {
  type Actor,
  AppError,
  buildSteps,
  type ContractDetails,
  ContractStatusSchema,
  canCancelByMail,
  canChangeContractCustomerNumber,
  canEditContract,
  checkPolicyNumber,
  contractFehler,
  KRAFTFAHRT_KATEGORIE,
  stepWarnings,
  VORSORGE_GROUP,
} from '@maklerwerk/domain';
import { CONTRACT_NOT_FOUND } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { recordRecentView } from '../../repositories/recent-views.repository';
import { findContractWithParties } from './vertrag.repository';
import * as repo from './vertrag-details.repository';

/** Everything the detail screen needs: header, computed 'Hinweise und Fehler', steps for this viewer. */
export async function getContractDetails(
  db: Db,
  actor: Actor,
  id: number,
  newVertrag: boolean,
): Promise<ContractDetails> {
  const row = await findContractWithParties(db, actor, id);
  if (!row) {
    throw new AppError('NOT_FOUND', CONTRACT_NOT_FOUND);
  }
  const c = row.contract;
  const [sparten, branches, hasVehicle, deeplinks] = await Promise.all([
    repo.findContractSparten(db, id),
    repo.listBranches(db),
    repo.hasFahrzeugdaten(db, id),
    repo.hasDeeplinks(db, c.gesellschaftId),
    // The start page lists the contracts a user opened last.
    recordRecentView(db, actor, 'vertrag', id),
  ]);
  const isKraftfahrt = row.branch.kategorieName === KRAFTFAHRT_KATEGORIE;
  const isVorsorge = c.vtgGruppe === VORSORGE_GROUP;
  const policyNumber = checkPolicyNumber(
    { pattern: row.company.policyNumberPattern, hint: row.company.policyNumberHint },
    c.nummer,
  );
  const fehler = contractFehler({
    policyNumber,
    beginn: c.beginn,
    praemieCents: c.praemieBtoZahlweiseCents,
    zahlrhythm: c.zahlrhythm,
    isKraftfahrt,
    hasFahrzeugdaten: hasVehicle,
    stored: c.fehler,
  });
  const warnings = stepWarnings(fehler);
  const completed = [
    ...(warnings.allgemeine ? [] : ['allgemeine']),
    ...(hasVehicle && !warnings.fahrzeugDaten ? ['fahrzeugDaten'] : []),
  ];
  const catalogue = branches.map((b) => ({ id: b.id, name: b.name }));
  return {
    id: c.id,
    gesellschaft: { id: c.gesellschaftId, name: row.company.kurzname },
    sparte: { id: c.sparteId, name: row.branch.name, kategorieName: row.branch.kategorieName },
    bezeichnung: row.branch.name,
    nummer: c.nummer,
    status: ContractStatusSchema.parse(c.status),
    kennzeichen: c.kennzeichen,
    kunde: row.kunde,
    praemieCents: c.praemieBtoZahlweiseCents,
    zahlrhythm: c.zahlrhythm,
    beginn: c.beginn,
    version: c.version,
    vtgGruppe: c.vtgGruppe,
    produktbez: c.produktbez,
    fehler,
    ende: c.ende,
    zahlungsart: c.zahlungsart,
    praemieNettoCents: c.praemieNtoZahlweiseCents,
    vermittler: row.vermittler,
    kategorieName: row.branch.kategorieName,
    gesellschaftId: c.gesellschaftId,
    sparten,
    branches: catalogue,
    isKraftfahrt,
    isVorsorge,
    // True when the insurer has portal links (versicherer_deeplinks, decision 0029).
    isDeeplinkAvailable: deeplinks,
    hatZugriffsrecht: c.hatZugriffsrecht,
    createdByUserId: c.createdByUserId,
    canEdit: canEditContract(actor, c),
    canChangeKundennr: canChangeContractCustomerNumber(actor),
    kuendigungMoeglich: canCancelByMail({ canMail: c.kuendigungCanMail, kuendigungLaeuft: c.kuendigungLaeuft }),
    steps: buildSteps({
      actor,
      newVertrag,
      isKraftfahrt,
      isVorsorge,
      sparteIds: sparten.map((s) => s.sparteId),
      branchCatalogue: catalogue,
      warnings,
      completed,
    }),
  };
}
