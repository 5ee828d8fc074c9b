import type { Config } from './config';
import type { Db } from './db/client';

/** What every route and service reaches through `app.ctx`: no process-local state beyond this. */
export type AppContext = {
  db: Db;
  config: Config;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
