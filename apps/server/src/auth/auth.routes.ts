import { authApi, canChangeOwnSettings, canStartViewAs, SESSION_COOKIE } from '@maklerwerk/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerEndpoint } from '../lib/endpoint';
import * as auth from './auth.service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/',
      maxAge: config.sessionAbsoluteHours * 3600,
    });

  registerEndpoint(app, authApi.login, {
    access: 'public',
    handler: async ({ body, request, reply }) => {
      reply.header('Cache-Control', 'no-store');
      const { token, session } = await auth.login(db, config, {
        username: body.username,
        password: body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: request.cookies[SESSION_COOKIE],
      });
      setSessionCookie(reply, token);
      return auth.toMe(session);
    },
  });

  registerEndpoint(app, authApi.logout, {
    access: 'session',
    rule: 'scopeOnly',
    handler: async ({ actor, reply }) => {
      await auth.logout(db, actor.tokenHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  });

  registerEndpoint(app, authApi.me, {
    access: 'session',
    rule: 'scopeOnly',
    handler: async ({ actor }) => auth.toMe(actor),
  });

  registerEndpoint(app, authApi.settings, {
    access: 'session',
    rule: canChangeOwnSettings,
    handler: async ({ actor, body }) => auth.toMe(await auth.saveSettings(db, actor, body)),
  });

  registerEndpoint(app, authApi.changePassword, {
    access: 'session',
    rule: 'scopeOnly',
    handler: async ({ actor, body, request, reply }) => {
      await auth.changePassword(db, actor, body, { config, ip: request.ip });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  });

  registerEndpoint(app, authApi.viewAsTargets, {
    access: 'session',
    rule: canStartViewAs,
    handler: async ({ actor, query }) => auth.listViewAsTargets(db, actor, query.search),
  });

  registerEndpoint(app, authApi.viewAs, {
    access: 'session',
    rule: canStartViewAs,
    handler: async ({ actor, body }) => auth.toMe(await auth.startViewAs(db, actor, body.userId)),
  });

  registerEndpoint(app, authApi.endViewAs, {
    access: 'session',
    rule: 'scopeOnly',
    handler: async ({ actor }) => auth.toMe(await auth.endViewAs(db, actor)),
  });
}
