import { canDismissOwnAlarms, TERMIN_FILE_ROUTES, terminApi } from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerRawRoute } from '../../lib/endpoint';
import { messageForLog } from '../../lib/logger';
import { ALARM_POLL_MS, alarmNotifier, markAlarmSeen, streamSessionHolds, unseenAlarms } from './alarm-events';

// The event stream of in-app alarms (GET events: the viewed user's unseen popups as server-sent events)
// and marking a popup seen.

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
          request.log.warn(`Erinnerungen: ${messageForLog(error)}`);
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
        if (!(await streamSessionHolds(app.ctx.db, app.ctx.config.sessionIdleMinutes, actor).catch(() => true))) {
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
    handler: ({ actor, params }) => markAlarmSeen(app.ctx.db, actor, params.id),
  });
}
