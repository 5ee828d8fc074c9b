import {
  type Actor,
  AppError,
  canViewAs,
  effectiveRights,
  type Me,
  type SessionUser,
  type ViewAsTarget,
} from '@maklerwerk/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { hashPassword, verifyPassword } from './password';
import * as sessionsRepo from './session.repository';
import { hashToken, newToken } from './token';
import * as usersRepo from './user.repository';

export type ResolvedSession = Actor & { tokenHash: string; csrfToken: string };

// Verifying against a fixed hash when the user is unknown keeps the answer time the same.
const unknownUserHash = hashPassword('unknown-user-timing-guard');

export function toMe(session: ResolvedSession): Me {
  return {
    user: session.viewed,
    originalUser: session.original,
    isViewingAs: session.viewed.id !== session.original.id,
    rights: effectiveRights(session),
    csrfToken: session.csrfToken,
  };
}

export async function login(
  db: Db,
  config: Config,
  input: { username: string; password: string; ip: string; userAgent: string | null; previousToken?: string },
): Promise<{ token: string; session: ResolvedSession }> {
  const failed = await sessionsRepo.countRecentFailedLogins(db, input.username, config.loginWindowMinutes);
  if (failed >= config.loginMaxAttempts) {
    throw new AppError('RATE_LIMITED');
  }
  const user = await usersRepo.findUserByUsername(db, input.username);
  const valid = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), input.password);
  if (!user || !valid || !user.active) {
    await sessionsRepo.recordFailedLogin(db, input.username, input.ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await sessionsRepo.clearFailedLogins(db, input.username);
  if (input.previousToken) {
    await sessionsRepo.deleteSession(db, hashToken(input.previousToken));
  }
  const token = newToken();
  const tokenHash = hashToken(token);
  const csrfToken = newToken();
  const expiresAt = new Date(Date.now() + config.sessionAbsoluteHours * 3_600_000).toISOString();
  await sessionsRepo.insertSession(db, {
    tokenHash,
    userId: user.id,
    csrfToken,
    expiresAt,
    userAgent: input.userAgent,
  });
  const sessionUser = usersRepo.toSessionUser(user);
  return { token, session: { tokenHash, csrfToken, original: sessionUser, viewed: sessionUser } };
}

/** Looks the cookie token up; expired (idle or absolute) sessions are deleted and refused. */
export async function resolveSession(db: Db, config: Config, token: string): Promise<ResolvedSession> {
  const tokenHash = hashToken(token);
  const row = await sessionsRepo.findSession(db, tokenHash);
  if (!row) {
    throw new AppError('UNAUTHENTICATED');
  }
  const now = Date.now();
  const lastSeen = Date.parse(row.session.lastSeenAt);
  const idleExpired = now - lastSeen > config.sessionIdleMinutes * 60_000;
  const absoluteExpired = now > Date.parse(row.session.expiresAt);
  if (idleExpired || absoluteExpired || !row.original.active) {
    await sessionsRepo.deleteSession(db, tokenHash);
    throw new AppError('SESSION_EXPIRED');
  }
  // Writing last_seen_at at most once a minute keeps reads from turning into writes.
  if (now - lastSeen > 60_000) {
    await sessionsRepo.touchSession(db, tokenHash);
  }
  const original = usersRepo.toSessionUser(row.original);
  const viewed = row.viewed ? usersRepo.toSessionUser(row.viewed) : original;
  return { tokenHash, csrfToken: row.session.csrfToken, original, viewed };
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await sessionsRepo.deleteSession(db, tokenHash);
}

export async function changePassword(
  db: Db,
  session: ResolvedSession,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await usersRepo.findUserById(db, session.original.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('VALIDATION', 'Das aktuelle Passwort ist nicht richtig.', {
      currentPassword: 'Das aktuelle Passwort ist nicht richtig.',
    });
  }
  await db.transaction(async (tx) => {
    await usersRepo.updatePasswordHash(tx, user.id, await hashPassword(input.newPassword));
    await sessionsRepo.deleteSessionsOfUser(tx, user.id);
  });
}

async function mayViewAs(db: Db, original: SessionUser, target: SessionUser): Promise<boolean> {
  let inStructure = false;
  if (target.kind === 'customer' && original.brokerId !== null && target.customerId !== null) {
    const customerBrokerId = await usersRepo.customerBrokerId(db, target.customerId);
    inStructure =
      customerBrokerId !== undefined && (await usersRepo.isBrokerInStructure(db, original.brokerId, customerBrokerId));
  }
  return canViewAs(original, target, inStructure);
}

export async function startViewAs(db: Db, session: ResolvedSession, userId: number): Promise<ResolvedSession> {
  const targetRow = await usersRepo.findUserById(db, userId);
  const target = targetRow?.active ? usersRepo.toSessionUser(targetRow) : undefined;
  if (!target || !(await mayViewAs(db, session.original, target))) {
    throw new AppError('FORBIDDEN', 'Sie dürfen diesen Benutzer nicht ansehen.');
  }
  await sessionsRepo.setViewedUser(db, session.tokenHash, target.id);
  return { ...session, viewed: target };
}

export async function endViewAs(db: Db, session: ResolvedSession): Promise<ResolvedSession> {
  await sessionsRepo.setViewedUser(db, session.tokenHash, null);
  return { ...session, viewed: session.original };
}

export async function listViewAsTargets(
  db: Db,
  session: ResolvedSession,
  search: string | undefined,
): Promise<ViewAsTarget[]> {
  const candidates = await usersRepo.findViewAsCandidates(db, session.original, search);
  return candidates.map(({ user, detail }) => ({
    userId: user.id,
    displayName: user.displayName,
    kind: user.kind,
    detail,
  }));
}
