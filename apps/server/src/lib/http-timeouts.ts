import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Slow and hostile clients (issue 39): headers that come byte by byte (slowloris) and a body without end
 * are answered 408 and cut off. Node looks for expired requests only every `connectionsCheckingInterval`
 * (30 s by default), so it looks more often here. The Fastify options of `buildApp`.
 */
export function httpTimeoutOptions(timeouts: Config['timeouts']) {
  const headersMs = timeouts.headersSeconds * 1000;
  return {
    requestTimeout: timeouts.requestSeconds * 1000,
    connectionTimeout: timeouts.idleSeconds * 1000,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(1000, headersMs / 2) },
  };
}

/**
 * A connection on which nothing moved for IDLE_TIMEOUT_SECONDS is closed, unless the server itself is
 * still working on its answer (a long report, many requests queued for the database): only the client's
 * silence counts, e.g. a download it stopped reading. Without this listener Node would close every
 * connection that is idle that long, answers in the making included.
 */
export function closeIdleConnections(app: FastifyInstance): void {
  const answering = new WeakMap<Socket, ServerResponse>();
  app.addHook('onRequest', async (request, reply) => {
    answering.set(request.raw.socket, reply.raw);
  });
  app.addHook('onResponse', async (request) => {
    answering.delete(request.raw.socket);
  });
  app.server.on('timeout', (socket: Socket) => {
    const response = answering.get(socket);
    if (response && !response.headersSent && !response.writableEnded) {
      return;
    }
    socket.destroy();
  });
}
