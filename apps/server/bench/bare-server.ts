import fs from 'node:fs';
import Fastify from 'fastify';

// The reference: a bare Fastify route per case answering the same JSON body as our API.
// Started by bare.ts as its own process: node --import tsx bench/bare-server.ts <bodies.json> <port>
const [file = '', port = '0'] = process.argv.slice(2);
const bodies = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
const app = Fastify();
bodies.forEach((body, index) => {
  app.get(`/${index}`, (_request, reply) => reply.header('content-type', 'application/json').send(body));
});
app.get('/health', () => ({ status: 'ok' }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
