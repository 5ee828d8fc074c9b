import type { Actor } from '../permissions';
import { isBrokerLike, isInternal } from '../permissions';
import type { TarifSichtbarkeit } from './sparte.schema';

/** What the toggle rules look at: a branch of the contract. */
export type ToggleBranch = { id: number; isPrimary: boolean; schadenCount: number };

export const PRIMARY_SPARTE_MESSAGE = 'Die Hauptsparte kann nicht deaktiviert werden.';
export const LAST_SPARTE_MESSAGE = 'Die einzige aktive Sparte kann nicht deaktiviert werden.';
export const DEACTIVATE_WITH_DAMAGE_MESSAGE =
  'Sie haben die Sparte deaktiviert, beim Speichern werden alle eingetragenen Daten - auch sämtliche dazugehörige Schadensdaten - gelöscht. Diese Aktion ist unumkehrbar!';

/**
 * Spec 4.3: why a branch cannot be switched off, or null when it can. `activeIds` are the branches
 * still switched on (including this one).
 */
export function sparteToggleBlock(branch: ToggleBranch, activeIds: readonly number[]): string | null {
  if (branch.isPrimary) {
    return PRIMARY_SPARTE_MESSAGE;
  }
  if (activeIds.includes(branch.id) && activeIds.filter((id) => id !== branch.id).length === 0) {
    return LAST_SPARTE_MESSAGE;
  }
  return null;
}

/**
 * Whether switching off the given branches (all at once) is allowed: none primary, at least one
 * branch stays. Returns the first reason against it, or null.
 */
export function deactivationBlock(branches: readonly ToggleBranch[], offIds: readonly number[]): string | null {
  let active = branches.map((b) => b.id);
  for (const id of offIds) {
    const branch = branches.find((b) => b.id === id);
    if (!branch) {
      continue;
    }
    const reason = sparteToggleBlock(branch, active);
    if (reason) {
      return reason;
    }
    active = active.filter((a) => a !== id);
  }
  return null;
}

/** Spec 4.3, 8: switching off asks for confirmation only when the branch has damage records. */
export const needsDeactivationConfirmation = (branch: ToggleBranch) => branch.schadenCount > 0;

/** 'Sichtbar für' and 'inclusive Struktur' show only to internal or broker users (spec 6), not to agents (FA). */
export const canSeeTarifExtraFields = (a: Actor) => isInternal(a.viewed) || a.viewed.kind === 'broker';

export type TarifAccess = {
  brokerId: number | null;
  sichtbarFuer: TarifSichtbarkeit | string;
  inklusiveStruktur: boolean;
};

/**
 * Who sees a tariff in the choice (decision 0026): internal staff all; a broker or agent the ones for
 * all brokers, his own, the office's own marked 'Alle', and with 'inclusive Struktur' those of a
 * broker above him (`viewerBelowOwner`).
 */
export function canSeeTarif(a: Actor, tarif: TarifAccess, viewerBelowOwner: boolean): boolean {
  if (isInternal(a.viewed)) {
    return true;
  }
  if (!isBrokerLike(a.viewed)) {
    return false;
  }
  if (tarif.sichtbarFuer === 'ALLE') {
    return true;
  }
  if (tarif.brokerId !== null && tarif.brokerId === a.viewed.brokerId) {
    return true;
  }
  return tarif.inklusiveStruktur && tarif.brokerId !== null && viewerBelowOwner;
}
