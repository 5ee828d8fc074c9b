// `tsx src/openapi-cli.ts write` renews openapi.snapshot.json; `… check` fails when it is stale.
import fs from 'node:fs';
import { buildOpenApiDocument, formatOpenApi, openApiSnapshotPath } from './openapi';

const mode = process.argv[2];
if (mode !== 'write' && mode !== 'check') {
  console.error('Aufruf: tsx src/openapi-cli.ts write|check');
  process.exit(2);
}

const current = formatOpenApi(await buildOpenApiDocument());
const shown = 'apps/server/openapi.snapshot.json';
if (mode === 'write') {
  fs.writeFileSync(openApiSnapshotPath, current);
  console.info(`${shown} geschrieben.`);
} else {
  const committed = fs.existsSync(openApiSnapshotPath) ? fs.readFileSync(openApiSnapshotPath, 'utf8') : null;
  if (committed !== current) {
    console.error(
      `${shown} ist veraltet: die API hat sich geändert. Bitte \`npm run openapi:write\` ausführen und die Datei committen.`,
    );
    process.exit(1);
  }
  console.info(`${shown} ist aktuell.`);
}
