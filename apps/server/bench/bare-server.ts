import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

// The references: a bare Fastify route per case answering the same JSON body as our API, and with
// SQL_FILE and DATABASE_URL a second route per case (/sql/<i>) that first runs the case's captured
// statements through a pg pool, wave by wave as the request ran them: HTTP and the SQL without our code.
// Started by bare.ts as its own process: node --import tsx bench/bare-server.ts <bodies.json> <port>
const [file = '', port = '0'] = process.argv.slice(2);
const bodies = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
const app = Fastify();
bodies.forEach((body, index) => {
  app.get(`/${index}`, (_request, reply) => reply.header('content-type', 'application/json').send(body));
});

const sqlFile = process.env.SQL_FILE;
const pool = sqlFile
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' })
  : undefined;
if (sqlFile && pool) {
  const waves = JSON.parse(fs.readFileSync(sqlFile, 'utf8')) as unknown[][][][];
  waves.forEach((caseWaves, index) => {
    app.get(`/sql/${index}`, async (_request, reply) => {
      for (const wave of caseWaves) {
        // Fresh option objects: pg writes into the query config it is given.
        await Promise.all(wave.map((args) => pool.query(...(structuredClone(args) as [string]))));
      }
      return reply.header('content-type', 'application/json').send(bodies[index]);
    });
  });
  app.addHook('onClose', () => pool.end());
}
app.get('/health', () => ({ status: 'ok' }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
