import { EventEmitter } from 'node:events';
import {
  type AlarmEvent,
  AppError,
  canDismissOwnAlarms,
  formatWallTime,
  parseIsoLocal,
  TERMIN_FILE_ROUTES,
  terminApi,
} from '@maklerwerk/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ResolvedSession } from '../../auth/auth.service';
import { findSession } from '../../auth/session.repository';
import type { Db } from '../../db/client';
import { terminAlarme, termine } from '../../db/schema';
import { authorize } from '../../lib/authorize';
import { registerEndpoint, registerRawRoute } from '../../lib/endpoint';

// In-app alarms (alarmMsc): the alarm job writes a termin_alarme row; this stream hands the unseen rows of
// the viewed user to the browser, which shows each as a popup and marks it seen when it is closed.

const emitter = new EventEmitter();
// One listener per open stream.
emitter.setMaxListeners(0);

/**
 * Wakes the event streams of a user in this process (the alarm job calls it after writing a popup row).
 * Streams of other instances find the row on their next 20-second check.
 */
export const alarmNotifier = {
  notify: (userId: number): void => {
    emitter.emit(`user:${userId}`);
  },
  subscribe: (userId: number, listener: () => void): (() => void) => {
    emitter.on(`user:${userId}`, listener);
    return () => emitter.off(`user:${userId}`, listener);
  },
  /** Open streams of a user in this process. */
  listening: (userId: number): number => emitter.listenerCount(`user:${userId}`),
};

/** How often a stream looks again without being woken, and sends a heartbeat comment. */
export const ALARM_POLL_MS = 20_000;
/** The most popups a stream sends at once (the newest; older unseen ones wait until these are seen). */
const MAX_EVENTS = 20;

/** The unseen popups of a user, oldest first. */
export async function unseenAlarms(db: Db, userId: number): Promise<AlarmEvent[]> {
  const rows = await db
    .select({
      id: terminAlarme.id,
      sid: terminAlarme.terminId,
      occurrence: terminAlarme.occurrenceLocal,
      label: termine.label,
      place: termine.place,
    })
    .from(terminAlarme)
    .innerJoin(termine, eq(termine.id, terminAlarme.terminId))
    .where(and(eq(terminAlarme.userId, userId), isNull(terminAlarme.seenAt), isNull(termine.deletedAt)))
    .orderBy(desc(terminAlarme.id))
    .limit(MAX_EVENTS);
  return rows.reverse().map((r) => {
    const at = parseIsoLocal(r.occurrence.replace(' ', 'T').slice(0, 19));
    return { id: r.id, sid: r.sid, label: r.label, begin: at ? formatWallTime(at) : r.occurrence, place: r.place };
  });
}

/** Whether the stream's session still holds for the same viewed user (without renewing it). */
async function sessionHolds(app: FastifyInstance, actor: ResolvedSession): Promise<boolean> {
  const row = await findSession(app.ctx.db, actor.tokenHash);
  if (!row) {
    return false;
  }
  const now = Date.now();
  return (
    now - Date.parse(row.session.lastSeenAt) <= app.ctx.config.sessionIdleMinutes * 60_000 &&
    now <= Date.parse(row.session.expiresAt) &&
    row.original.active &&
    (row.viewed?.id ?? row.original.id) === actor.viewed.id
  );
}

export async function alarmRoutes(app: FastifyInstance): Promise<void> {
  // The server shutting down ends the open streams first (closing the server waits for open connections).
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) {
      end();
    }
  });

  registerRawRoute(
    app,
    { method: 'GET', url: TERMIN_FILE_ROUTES.events, schema: { hide: true } },
    // Only the viewed user's own popups are sent.
    'scopeOnly',
    async (request, reply, actor) => {
      const userId = actor.viewed.id;
      reply.hijack();
      const res = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) {
          res.setHeader(name, value);
        }
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // No buffering in a reverse proxy (nginx).
        'x-accel-buffering': 'no',
      });
      // The browser reconnects after 10 s when the connection drops.
      res.write('retry: 10000\n\n');

      const sent = new Set<number>();
      let closed = false;
      let running = false;
      let again = false;

      const check = async (): Promise<void> => {
        if (closed) {
          return;
        }
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            for (const event of await unseenAlarms(app.ctx.db, userId)) {
              if (!closed && !sent.has(event.id)) {
                sent.add(event.id);
                res.write(`event: alarm\ndata: ${JSON.stringify(event)}\n\n`);
              }
            }
          } while (again && !closed);
        } catch (error) {
          request.log.warn(`Erinnerungen: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          running = false;
        }
      };

      const tick = async () => {
        if (closed) {
          return;
        }
        // A session that ended (logout, timeout, another viewed user) ends the stream; the browser's
        // reconnect then gets its answer from the login check.
        if (!(await sessionHolds(app, actor).catch(() => true))) {
          end();
          return;
        }
        res.write(': ping\n\n');
        await check();
      };

      const unsubscribe = alarmNotifier.subscribe(userId, () => void check());
      const timer = setInterval(() => void tick(), ALARM_POLL_MS);
      timer.unref();
      const cleanup = () => {
        if (!closed) {
          closed = true;
          clearInterval(timer);
          unsubscribe();
          open.delete(end);
        }
      };
      const end = () => {
        cleanup();
        res.end();
      };
      open.add(end);
      res.on('close', cleanup);
      request.raw.on('close', cleanup);
      await check();
    },
  );

  registerEndpoint(app, terminApi.alarmSeen, {
    access: 'session',
    // A read-only login cannot dismiss its popups with this rule (open question for permissions.ts).
    rule: canDismissOwnAlarms,
    handler: async ({ actor, params }) => {
      authorize(actor, canDismissOwnAlarms);
      const rows = await app.ctx.db
        .update(terminAlarme)
        .set({ seenAt: sql`coalesce(${terminAlarme.seenAt}, now())` })
        .where(and(eq(terminAlarme.id, params.id), eq(terminAlarme.userId, actor.viewed.id)))
        .returning({ id: terminAlarme.id });
      if (rows.length === 0) {
        throw new AppError('NOT_FOUND');
      }
      return { ok: true as const };
    },
  });
}
