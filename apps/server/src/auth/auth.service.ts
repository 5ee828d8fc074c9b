import {
  type Actor,
  AppError,
  canChangeOwnSettings,
  canStartViewAs,
  canViewAs,
  effectiveRights,
  type Me,
  type SessionUser,
  type SettingsBody,
  type ViewAsTarget,
} from '@maklerwerk/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { authorize } from '../lib/authorize';
import { writeChangeLog } from '../repositories/aenderungslog.writer';
import { attemptAddress } from './client-address';
import { hashPassword, verifyPassword } from './password';
import * as sessionsRepo from './session.repository';
import { SessionCache } from './session-cache';
import { hashToken, newToken } from './token';
import * as usersRepo from './user.repository';

export type ResolvedSession = Actor & { tokenHash: string; csrfToken: string };

// Verifying against a fixed hash when the user is unknown keeps the answer time the same.
const unknownUserHash = hashPassword('unknown-user-timing-guard');

/**
 * Login and password change share one limit per username and client address, and one per address
 * across all usernames: the guess is recorded before the password is checked, so parallel guesses
 * cannot slip past the count. Both refusals read the same, so they tell nothing about the user.
 */
async function takePasswordGuess(db: Db, config: Config, username: string, address: string): Promise<void> {
  const allowed = await sessionsRepo.takeLoginAttempt(db, username, address, {
    maxAttempts: config.loginMaxAttempts,
    maxPerAddress: config.loginMaxAttemptsPerAddress,
    windowMinutes: config.loginWindowMinutes,
  });
  if (!allowed) {
    throw new AppError('RATE_LIMITED');
  }
}

/** The session as the UI sees it, with the viewed user's table page size (spec 3.10) when he set one. */
export function toMe(session: ResolvedSession): Me {
  const tablePageSize = session.viewed.tablePageSize ?? null;
  return {
    user: session.viewed,
    originalUser: session.original,
    isViewingAs: session.viewed.id !== session.original.id,
    rights: effectiveRights(session),
    csrfToken: session.csrfToken,
    ...(tablePageSize === null ? {} : { tablePageSize }),
  };
}

export async function login(
  db: Db,
  config: Config,
  input: { username: string; password: string; ip: string; userAgent: string | null; previousToken?: string },
): Promise<{ token: string; session: ResolvedSession }> {
  const address = attemptAddress(input.ip);
  await takePasswordGuess(db, config, input.username, address);
  const user = await usersRepo.findUserByUsername(db, input.username);
  const valid = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), input.password);
  if (!user || !valid || !user.active) {
    throw new AppError('INVALID_CREDENTIALS');
  }
  await sessionsRepo.clearFailedLogins(db, input.username, address);
  if (input.previousToken) {
    await sessionsRepo.deleteSession(db, hashToken(input.previousToken));
    forgetSession(db, hashToken(input.previousToken));
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
type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionsRepo.findSession>>>;
// One memory per database: test apps share the process, each with its own database.
const sessionCaches = new WeakMap<Db, SessionCache<SessionRow>>();
function sessionCacheOf(db: Db): SessionCache<SessionRow> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new SessionCache<SessionRow>();
    sessionCaches.set(db, cache);
  }
  return cache;
}

/** Forget what this process remembers of a session after it changed (call after the commit). */
export const forgetSession = (db: Db, tokenHash: string) => sessionCacheOf(db).forget(tokenHash);

export async function resolveSession(db: Db, config: Config, token: string): Promise<ResolvedSession> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const cache = sessionCacheOf(db);
  const cached = cache.get(tokenHash, now);
  const row = cached ?? (await sessionsRepo.findSession(db, tokenHash));
  if (!row) {
    throw new AppError('UNAUTHENTICATED');
  }
  const lastSeen = Date.parse(row.session.lastSeenAt);
  const idleExpired = now - lastSeen > config.sessionIdleMinutes * 60_000;
  const absoluteExpired = now > Date.parse(row.session.expiresAt);
  if (idleExpired || absoluteExpired || !row.original.active) {
    cache.forget(tokenHash);
    await sessionsRepo.deleteSession(db, tokenHash);
    throw new AppError('SESSION_EXPIRED');
  }
  // Writing last_seen_at at most once a minute keeps reads from turning into writes.
  if (now - lastSeen > 60_000) {
    cache.forget(tokenHash);
    await sessionsRepo.touchSession(db, tokenHash);
  } else if (!cached) {
    cache.set(tokenHash, row.original.id, row, now);
  }
  const original = usersRepo.toSessionUser(row.original);
  const viewed = row.viewed ? usersRepo.toSessionUser(row.viewed) : original;
  return { tokenHash, csrfToken: row.session.csrfToken, original, viewed };
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await sessionsRepo.deleteSession(db, tokenHash);
  forgetSession(db, tokenHash);
}

export async function changePassword(
  db: Db,
  session: ResolvedSession,
  input: { currentPassword: string; newPassword: string },
  guess: { config: Config; ip: string },
): Promise<void> {
  const address = attemptAddress(guess.ip);
  await takePasswordGuess(db, guess.config, session.original.username, address);
  const user = await usersRepo.findUserById(db, session.original.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('VALIDATION', 'Das aktuelle Passwort ist nicht richtig.', {
      currentPassword: 'Das aktuelle Passwort ist nicht richtig.',
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await usersRepo.updatePasswordHash(tx, user.id, passwordHash);
    await sessionsRepo.deleteSessionsOfUser(tx, user.id);
    await writeChangeLog(tx, session, { type: 'benutzer', id: user.id }, [
      { field: 'passwort', oldValue: null, newValue: 'geändert' },
    ]);
  });
  sessionCacheOf(db).forgetUser(user.id);
  await sessionsRepo.clearFailedLogins(db, session.original.username, address);
}

/** The user's own settings (today: entries per table page), with their change-log row; not while viewing as. */
export async function saveSettings(db: Db, session: ResolvedSession, body: SettingsBody): Promise<ResolvedSession> {
  authorize(session, canChangeOwnSettings);
  const userId = session.original.id;
  await db.transaction(async (tx) => {
    const before = await usersRepo.updateTablePageSize(tx, userId, body.tablePageSize);
    if (before !== body.tablePageSize) {
      await writeChangeLog(tx, session, { type: 'benutzer', id: userId }, [
        {
          field: 'tabellenSeitengroesse',
          oldValue: before === null ? null : String(before),
          newValue: body.tablePageSize === null ? null : String(body.tablePageSize),
        },
      ]);
    }
  });
  sessionCacheOf(db).forgetUser(userId);
  const { tablePageSize: _old, ...user } = session.original;
  const updated = body.tablePageSize === null ? user : { ...user, tablePageSize: body.tablePageSize };
  return { ...session, original: updated, viewed: updated };
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
  authorize(session, canStartViewAs);
  const targetRow = await usersRepo.findUserById(db, userId);
  const target = targetRow?.active ? usersRepo.toSessionUser(targetRow) : undefined;
  if (!target || !(await mayViewAs(db, session.original, target))) {
    throw new AppError('FORBIDDEN', 'Sie dürfen diesen Benutzer nicht ansehen.');
  }
  // A new CSRF token with every change of identity: a token read before no longer writes.
  const csrfToken = newToken();
  await switchViewedUser(db, session, target, csrfToken);
  return { ...session, viewed: target, csrfToken };
}

export async function endViewAs(db: Db, session: ResolvedSession): Promise<ResolvedSession> {
  const csrfToken = newToken();
  await switchViewedUser(db, session, session.original, csrfToken);
  return { ...session, viewed: session.original, csrfToken };
}

/** Who viewed whom is an audit entry of the original user, written with the switch itself. */
async function switchViewedUser(db: Db, session: ResolvedSession, target: SessionUser, csrfToken: string) {
  const name = (u: SessionUser) => (u.id === session.original.id ? null : `${u.displayName} (${u.username})`);
  await db.transaction(async (tx) => {
    await sessionsRepo.setViewedUser(
      tx,
      session.tokenHash,
      target.id === session.original.id ? null : target.id,
      csrfToken,
    );
    await writeChangeLog(tx, session, { type: 'benutzer', id: session.original.id }, [
      { field: 'ansichtAls', oldValue: name(session.viewed), newValue: name(target) },
    ]);
  });
  forgetSession(db, session.tokenHash);
}

export async function listViewAsTargets(
  db: Db,
  session: ResolvedSession,
  search: string | undefined,
): Promise<ViewAsTarget[]> {
  authorize(session, canStartViewAs);
  const candidates = await usersRepo.findViewAsCandidates(db, session.original, search);
  return candidates.map(({ user, detail }) => ({
    userId: user.id,
    displayName: user.displayName,
    kind: user.kind,
    detail,
  }));
}
