// Bemerkung zur Courtage (spec §4.4): one field of the contract, versioned and logged with it; see
// courtage.service.ts for the rules.
import {
  type Abrechnungen,
  type Actor,
  AppError,
  canEditContract,
  canSeeCommissions,
  courtageBemerkungLabel,
  diffFields,
  isCourtageBemerkungLocked,
  showsInternalCourtageChecks,
} from '@maklerwerk/domain';
import { type ContractRow, findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import * as repo from './courtage.repository';

const BEMERKUNG_LOCKED = 'Die Bemerkung zur Courtage kann nicht mehr geändert werden.';

export function bemerkungOf(actor: Actor, contract: ContractRow): Abrechnungen['bemerkung'] {
  const value = contract.courtageBemerkung ?? '';
  return {
    value,
    label: courtageBemerkungLabel(actor),
    locked: !canEditContract(actor, contract) || isCourtageBemerkungLocked(actor, value),
    version: contract.version,
  };
}

export async function saveBemerkung(
  db: Db,
  actor: Actor,
  contractId: number,
  body: {
    version: number;
    bemerkung: string;
    vergleichsrechner?: boolean | undefined;
    angebotserstellung?: boolean | undefined;
  },
): Promise<Abrechnungen['bemerkung']> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canSeeCommissions);
  authorize(actor, canEditContract, contract);
  if (contract.version !== body.version) {
    throw new AppError('STALE_VERSION');
  }
  const current = contract.courtageBemerkung ?? '';
  if (body.bemerkung !== current && isCourtageBemerkungLocked(actor, current)) {
    throw new AppError('UNPROCESSABLE', BEMERKUNG_LOCKED, { bemerkung: BEMERKUNG_LOCKED });
  }
  const internal = showsInternalCourtageChecks(actor);
  const values: repo.BemerkungValues = {
    courtageBemerkung: body.bemerkung === '' ? null : body.bemerkung,
    courtageVergleichsrechner: internal
      ? (body.vergleichsrechner ?? contract.courtageVergleichsrechner)
      : contract.courtageVergleichsrechner,
    courtageAngebotserstellung: internal
      ? (body.angebotserstellung ?? contract.courtageAngebotserstellung)
      : contract.courtageAngebotserstellung,
  };
  const changes = diffFields({ courtageBemerkung: contract.courtageBemerkung }, values, ['courtageBemerkung'] as const);
  const flagsChanged =
    values.courtageVergleichsrechner !== contract.courtageVergleichsrechner ||
    values.courtageAngebotserstellung !== contract.courtageAngebotserstellung;
  if (changes.length > 0 || flagsChanged) {
    await db.transaction(async (tx) => {
      if (!(await repo.updateBemerkung(tx, contractId, body.version, values))) {
        throw new AppError('STALE_VERSION');
      }
      if (changes.length > 0) {
        await writeChangeLog(tx, actor, { type: 'versicherung', id: contractId }, changes);
      }
    });
  }
  return bemerkungOf(actor, await findVisibleContract(db, actor, contractId));
}
