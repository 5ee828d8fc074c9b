// The actors of the permission tests (permissions.rules.test.ts and its pairs files permissions.pairs.*.ts):
// users of every kind and right, an actor as seen through view-as, and the allowed/denied pair.
import { allRights, noRights, type Rights, type SessionUser } from './auth/user.schema';
import type * as permissions from './permissions';
import type { NoteAudience } from './permissions';

export const user = (
  id: number,
  kind: SessionUser['kind'],
  rights: Partial<Rights> = {},
  over: Partial<SessionUser> = {},
) => ({
  id,
  username: `u${id}`,
  displayName: `U${id}`,
  kind,
  brokerId: kind === 'broker' || kind === 'agent' ? id : null,
  customerId: kind === 'customer' ? id : null,
  tenant: 'standard' as const,
  rights: { ...noRights, ...rights },
  ...over,
});
export const broker = user(1, 'broker');
export const agent = user(2, 'agent');
export const internal = user(3, 'internal', allRights);
export const customer = user(4, 'customer');
export const noteBroker = user(5, 'broker', { canEditNotes: true });
export const readOnlyNoteBroker = user(6, 'broker', { canEditNotes: true, isReadOnly: true });
export const bypassCustomer = user(7, 'customer', { bypass: true, canEditNotes: true });
export const merger = user(8, 'broker', { canMergeDamageReports: true });
export const archivist = user(9, 'broker', { canUseDocumentArchive: true });
export const lead = user(10, 'broker', { mainStructureLead: true });
export const maklerzugangCustomer = user(17, 'customer', { maklerzugang: true });
export const readOnlyCustomer = user(18, 'customer', { isReadOnly: true });
export const otherBrokersNote: NoteAudience = { contractBrokerId: 99, createdByUserId: null };
export const readOnlyArchivist = user(15, 'broker', { canUseDocumentArchive: true, isReadOnly: true });
export const as = (original: SessionUser, viewed: SessionUser = original) => ({ original, viewed });

export type As = ReturnType<typeof as>;
/** One allowed/denied pair: the first actor may, the second may not (`check` calls a rule that needs more than the actor). */
export type Pair = readonly [label: string, allowed: As, denied: As, check?: (a: As) => boolean];

/** The exports of permissions.ts that answer yes or no: the permission rules and their building blocks. */
type Exports = typeof permissions;
export type RuleName = {
  [K in keyof Exports]: Exports[K] extends (...args: never[]) => boolean ? K : never;
}[keyof Exports];
/** The pairs of one area, keyed by rule name: permissions.rules.test.ts joins the areas and checks every rule has some. */
export type AreaPairs = Partial<Record<RuleName, readonly Pair[]>>;
