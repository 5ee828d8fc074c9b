// Regenerates apps/web/src/routeTree.gen.ts in memory with the generator the Vite plugin uses and fails
// when the committed file (or a route file the generator would rewrite) differs.
// `--write` writes the result instead (Vite does the same on `npm run dev` and `npm run build`).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const write = process.argv.includes('--write');

// The generator as installed for @tanstack/router-plugin (apps/web devDependency), not a copy of its own.
const fromWeb = createRequire(path.join(web, 'package.json'));
const fromPlugin = createRequire(fromWeb.resolve('@tanstack/router-plugin/package.json'));
const generatorEntry = path.join(
  path.dirname(fromPlugin.resolve('@tanstack/router-generator/package.json')),
  'dist/esm/index.js',
);
const { Generator, getConfig } = await import(pathToFileURL(generatorEntry).href);

// The options of tanstackRouter() in apps/web/vite.config.ts: keep both in step.
const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: './src/routes',
    generatedRouteTree: './src/routeTree.gen.ts',
    routeFileIgnorePattern: '\\.test\\.tsx?$',
    disableLogging: true,
    // Checking writes nothing to disk; writing renames from the default .tanstack/tmp (same file system).
    ...(write ? {} : { tmpDir: path.join(os.tmpdir(), 'maklerwerk-tsr') }),
  },
  web,
);

/** Reads from disk, keeps every write in memory. */
const written = new Map();
const fakeStat = { mtimeMs: 0n, mode: 0o644, uid: 0, gid: 0 };
const memoryFs = {
  stat: async (file) => {
    if (written.has(file)) {
      return fakeStat;
    }
    const s = await fsp.stat(file, { bigint: true });
    return { mtimeMs: s.mtimeMs, mode: Number(s.mode), uid: Number(s.uid), gid: Number(s.gid) };
  },
  readFile: async (file) => {
    if (written.has(file)) {
      return { stat: fakeStat, fileContent: written.get(file) };
    }
    try {
      const s = await fsp.stat(file, { bigint: true });
      return { stat: s, fileContent: await fsp.readFile(file, 'utf8') };
    } catch (error) {
      if (error.code === 'ENOENT') {
        return 'file-not-existing';
      }
      throw error;
    }
  },
  writeFile: async (file, content) => {
    written.set(file, content);
  },
  rename: async (from, to) => {
    written.set(to, written.get(from));
    written.delete(from);
  },
  chmod: async () => {},
  chown: async () => {},
};

await new Generator({ config, root: web, ...(write ? {} : { fs: memoryFs }) }).run();

if (!write) {
  const stale = [...written]
    .filter(([file, content]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content)
    .map(([file]) => path.relative(process.cwd(), file));
  if (stale.length > 0) {
    console.error(
      `Veraltet: ${stale.join(', ')} passt nicht zu apps/web/src/routes. ` +
        'Bitte `npm run routes:write` ausführen und die Datei committen.',
    );
    process.exit(1);
  }
  console.info('apps/web/src/routeTree.gen.ts ist aktuell.');
}
