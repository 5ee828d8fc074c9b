import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found from this module whether it runs as source (src/) or bundled (dist/bin/, decision 0012). */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('Server-Verzeichnis nicht gefunden (drizzle/meta fehlt).');
    }
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
