// Writes .br and .gz beside every script, style sheet, SVG and HTML file of the web build, so that
// the server sends them compressed without spending CPU per request (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The web build's directory; another one as the first argument (scripts/bench-web.mjs builds elsewhere too).
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
const compressible = /\.(js|css|svg|html|json|txt)$/;

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : compressible.test(entry.name) ? [full] : [];
  });
}

let count = 0;
for (const file of files(dist)) {
  const raw = fs.readFileSync(file);
  if (raw.length < 1024) {
    continue;
  }
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  count++;
}
console.info(`${count} Dateien vorkomprimiert (br, gz) in ${path.relative(process.cwd(), dist)}`);
