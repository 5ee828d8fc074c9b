import { AsyncLocalStorage } from 'node:async_hooks';
import { type Actor, AppError, deniedCode } from '@maklerwerk/domain';

/** A named rule of packages/domain/src/permissions.ts: the actor first, then what it decides on. */
// biome-ignore lint/suspicious/noExplicitAny: rules take different record arguments
export type PermissionRule = (a: Actor, ...args: any[]) => boolean;

const checkedRules = new AsyncLocalStorage<Set<PermissionRule>>();

/** Runs a handler while recording which rules it checked (see registerEndpoint). */
export function runRecordingRules<T>(fn: () => Promise<T>): { checked: Set<PermissionRule>; result: Promise<T> } {
  const checked = new Set<PermissionRule>();
  return { checked, result: checkedRules.run(checked, fn) };
}

/**
 * The one way a service enforces a rule: 403 READ_ONLY when only the read-only login stands in the
 * way, else 403 FORBIDDEN. The endpoint's declared rule must pass through here on every request.
 */
export function authorize<Args extends unknown[]>(
  actor: Actor,
  rule: (a: Actor, ...args: Args) => boolean,
  ...args: Args
): void {
  checkedRules.getStore()?.add(rule as PermissionRule);
  if (!rule(actor, ...args)) {
    throw new AppError(deniedCode(actor, rule, ...args));
  }
}
