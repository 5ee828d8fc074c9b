// Measures what the browser pays for the first page: the gzip size of the JavaScript and CSS the login
// and the contract list need (from Vite's build manifest), and the Lighthouse performance score
// (desktop preset, Debian's Chromium) of the contract list, a contract's details and the start page. It starts its own
// server on a throw-away database, prints a table and merges the figures into bench-results.json.
// It passes or fails nothing.
//
//   npm run bench:web                 builds the web app first when a source is newer than the build
//   BENCH_WEB_BUILD=1                 always build;  BENCH_LH_RUNS=3  Lighthouse runs per page (median)
//   WEB_DIST=/tmp/x                   build into and serve from another directory
//   BENCH_LH=0                        sizes only, no server and no Lighthouse
//   BENCH_WEB_URL=https://…           Lighthouse against a running Maklerwerk with the Demo-Bestand
//                                     (e.g. behind the production reverse proxy) instead of its own server
//   BENCH_LH_REPORTS=/tmp/lh          also write each Lighthouse report there (JSON, for the details)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'apps/web');
const dist = path.resolve(process.env.WEB_DIST ?? path.join(web, 'dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
const resultsFile = path.join(root, 'bench-results.json');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const withLighthouse = process.env.BENCH_LH !== '0';
const demoPolicyNumber = 'KF-4711-0815';

/**
 * The route files each page renders, root first (TanStack file routes; `.lazy.tsx` beside them counts too).
 * The first page (login, contract list) is defined once, in apps/web/build/first-page.json: the build gives
 * its code chunks of their own (docs/decisions/0030). The contract details are measured as a deep link.
 */
const { $comment: _comment, ...firstPage } = JSON.parse(
  fs.readFileSync(path.join(web, 'build/first-page.json'), 'utf8'),
);
const pages = {
  ...firstPage,
  contractDetail: [
    'src/routes/__root.tsx',
    'src/routes/home/route.tsx',
    'src/routes/home/versicherungen/insurance-group/details/$id.tsx',
  ],
  startPage: ['src/routes/__root.tsx', 'src/routes/home/route.tsx', 'src/routes/home/index.tsx'],
  customerList: ['src/routes/__root.tsx', 'src/routes/home/route.tsx', 'src/routes/home/kunden/index.tsx'],
};

// --- build -------------------------------------------------------------------------------------

function newestMtime(target) {
  if (!fs.existsSync(target)) {
    return 0;
  }
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry !== 'node_modules' && entry !== 'dist') {
      newest = Math.max(newest, newestMtime(path.join(target, entry)));
    }
  }
  return newest;
}

function buildIfNeeded() {
  const inputs = ['src', 'build', 'public', 'index.html', 'vite.config.ts', 'package.json']
    .map((p) => path.join(web, p))
    .concat(path.join(root, 'packages/domain/src'), path.join(root, 'package-lock.json'));
  const built = fs.existsSync(manifestFile) ? fs.statSync(manifestFile).mtimeMs : 0;
  const sourcesChanged = Math.max(...inputs.map(newestMtime)) > built;
  if (process.env.BENCH_WEB_BUILD !== '1' && built > 0 && !sourcesChanged) {
    console.info(`Web-App ist aktuell gebaut (${path.relative(root, dist) || dist}).`);
    return;
  }
  console.info('Baue die Web-App …');
  // Vite as apps/web has it, with the app's vite.config.ts; only the output directory may differ.
  const vite = path.join(
    path.dirname(createRequire(path.join(web, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const args = [vite, 'build', '--outDir', dist, '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0 || !fs.existsSync(manifestFile)) {
    throw new Error(`vite build ist fehlgeschlagen (oder schrieb kein ${manifestFile}: build.manifest fehlt?)`);
  }
  // As `npm run build` does: the server sends the precompressed files; without them Lighthouse would
  // measure uncompressed scripts.
  const compress = spawnSync(process.execPath, [path.join(root, 'scripts/compress-dist.mjs'), dist], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (compress.status !== 0) {
    throw new Error('Vorkomprimieren der Web-App ist fehlgeschlagen.');
  }
}

// --- sizes -------------------------------------------------------------------------------------

function sizes() {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const srcOf = (key) => (manifest[key].src ?? key).split('?')[0];
  const gz = new Map();
  const gzipSize = (file) => {
    if (!gz.has(file)) {
      const bytes = fs.readFileSync(path.join(dist, file));
      gz.set(file, { raw: bytes.length, gzip: zlib.gzipSync(bytes).length });
    }
    return gz.get(file);
  };
  /** Every chunk and stylesheet the given manifest entries load before they run (static imports). */
  const closure = (keys) => {
    const chunks = new Set();
    const css = new Set();
    const visit = (key) => {
      if (chunks.has(key)) {
        return;
      }
      chunks.add(key);
      for (const file of manifest[key].css ?? []) {
        css.add(file);
      }
      for (const imported of manifest[key].imports ?? []) {
        visit(imported);
      }
    };
    keys.forEach(visit);
    const js = [...chunks].map((key) => manifest[key].file);
    const sum = (files) => files.reduce((total, file) => total + gzipSize(file).gzip, 0);
    const raw = (files) => files.reduce((total, file) => total + gzipSize(file).raw, 0);
    return { js, css: [...css], jsGzip: sum(js), cssGzip: sum([...css]), jsRaw: raw(js), cssRaw: raw([...css]) };
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  /** The split chunks a route loads to render (`?tsr-split=component`, grouped or not; not its error parts). */
  const routeChunks = (files) => {
    const wanted = new Set(files.flatMap((file) => [file, file.replace(/\.tsx$/, '.lazy.tsx')]));
    const rendering = (key) => {
      const split = new URLSearchParams((manifest[key].src ?? key).split('?')[1] ?? '').get('tsr-split');
      return split === null || split.split('---').some((part) => ['component', 'loader'].includes(part));
    };
    return Object.keys(manifest).filter((key) => wanted.has(srcOf(key)) && rendering(key) && !manifest[key].isEntry);
  };
  const loginChunks = routeChunks(pages.login);
  const listChunks = routeChunks(pages.contractList);
  const detailChunks = routeChunks(pages.contractDetail);
  const startChunks = routeChunks(pages.startPage);
  const customerListChunks = routeChunks(pages.customerList);
  for (const file of new Set(Object.values(pages).flat())) {
    if (!fs.existsSync(path.join(web, file))) {
      throw new Error(`Routen-Datei fehlt: ${file} (scripts/bench-web.mjs anpassen)`);
    }
  }
  return {
    entry: closure(entries),
    login: closure([...entries, ...loginChunks]),
    contractList: closure([...entries, ...listChunks]),
    firstRoute: closure([...entries, ...loginChunks, ...listChunks]),
    contractDetail: closure([...entries, ...detailChunks]),
    startPage: closure([...entries, ...startChunks]),
    customerList: closure([...entries, ...customerListChunks]),
    largest: (files) =>
      files
        .map((file) => ({ file, ...gzipSize(file) }))
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 5),
  };
}

// --- server ------------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-web-'));
  // The embedded database in a fresh directory, never a DATABASE_URL from the environment.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: dist,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Server beendet (Code ${child.exitCode})`);
    }
    try {
      if ((await fetch(`${base}/health`)).ok) {
        return { base, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('Server antwortet nicht auf /health');
}

async function login(base) {
  const response = await fetch(`${base}/MSC3/restful/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'makler', password: 'demo' }),
  });
  if (!response.ok) {
    throw new Error(`Anmeldung fehlgeschlagen: ${response.status} ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) {
    throw new Error('Anmeldung ohne Sitzungs-Cookie');
  }
  return cookie;
}

async function demoContractId(base, cookie) {
  const url = `${base}/MSC3/restful/insurances?search=${encodeURIComponent(demoPolicyNumber)}`;
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.json();
  const id = body.items?.[0]?.id;
  if (!response.ok || typeof id !== 'number') {
    throw new Error(`Vertrag ${demoPolicyNumber} nicht gefunden (${response.status})`);
  }
  return id;
}

// --- Lighthouse --------------------------------------------------------------------------------

async function lighthouse(urls, cookie) {
  const { default: run } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  // chrome-launcher as Lighthouse itself has it (its dependency, not ours); it starts Debian's Chromium.
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const config = {
    ...desktopConfig,
    settings: { ...desktopConfig.settings, onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } },
  };
  const results = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i++) {
        // A trace that went wrong (NO_NAVSTART, NO_FCP on a busy machine …) is tried again, twice at most.
        let lhr;
        for (let attempt = 1; attempt <= 3; attempt++) {
          lhr = (await run(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config))?.lhr;
          if (lhr && !lhr.runtimeError) {
            break;
          }
          const reason = lhr?.runtimeError?.message ?? 'kein Ergebnis';
          if (attempt === 3) {
            throw new Error(`Lighthouse für ${url}: ${reason}`);
          }
          console.warn(`Lighthouse für ${url}, Versuch ${attempt}: ${reason} – noch einmal`);
        }
        const pathOf = (address) => new URL(address).pathname.replace(/(.)\/$/, '$1');
        if (pathOf(lhr.finalDisplayedUrl) !== pathOf(url)) {
          throw new Error(`Lighthouse landete auf ${lhr.finalDisplayedUrl} statt ${url} (Anmeldung verloren?)`);
        }
        if (process.env.BENCH_LH_REPORTS) {
          fs.mkdirSync(process.env.BENCH_LH_REPORTS, { recursive: true });
          const file = path.join(process.env.BENCH_LH_REPORTS, `${name}-${i + 1}.json`);
          fs.writeFileSync(file, JSON.stringify(lhr, null, 1));
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
          opportunities: Object.values(lhr.audits)
            .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
            .map((a) => `${a.title} (${Math.round(a.details.overallSavingsMs)} ms)`),
        });
      }
      runs.sort((a, b) => a.score - b.score);
      results[name] = { ...runs[Math.floor(runs.length / 2)], all: runs.map((r) => r.score) };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// --- output ------------------------------------------------------------------------------------

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

function mergeResults(entries) {
  let existing = [];
  if (fs.existsSync(resultsFile)) {
    try {
      const parsed = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
      existing = Array.isArray(parsed) ? parsed : [];
    } catch {
      console.warn(`${path.basename(resultsFile)} war kein gültiges JSON und wird neu geschrieben.`);
    }
  }
  const ours = new Set(entries.map((e) => `${e.name}\u0000${e.engine}`));
  const kept = existing.filter((e) => !ours.has(`${e?.name}\u0000${e?.engine}`));
  const tmp = `${resultsFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify([...kept, ...entries], null, 2)}\n`);
  fs.renameSync(tmp, resultsFile);
}

// --- main --------------------------------------------------------------------------------------

buildIfNeeded();
const s = sizes();
const sizeRows = [
  ['Erste Seite: Anmeldung + Vertragsliste', s.firstRoute],
  ['  davon Einstieg (index.html + statische Importe)', s.entry],
  ['  nur Anmeldung', s.login],
  ['  nur Vertragsliste (angemeldet)', s.contractList],
  ['Vertragsdetails (angemeldet, direkt aufgerufen)', s.contractDetail],
  ['Startseite (angemeldet, direkt aufgerufen)', s.startPage],
  ['Kundenliste (angemeldet, direkt aufgerufen)', s.customerList],
].map(([name, c]) => [name, kb(c.jsGzip), kb(c.jsRaw), String(c.js.length), kb(c.cssGzip), kb(c.cssRaw)]);
console.info('\nJavaScript und CSS der ersten Seite (gzip, unkomprimiert)\n');
console.info(table(['Messung', 'JS gzip', 'JS roh', 'JS-Dateien', 'CSS gzip', 'CSS roh'], sizeRows));
console.info(
  `\nGrößte Dateien der ersten Seite (gzip): ${s
    .largest(s.firstRoute.js)
    .map((f) => `${path.basename(f.file)} ${kb(f.gzip)}`)
    .join(', ')}`,
);
const firstPageBudget = 200_000;
console.info(
  `Ziel (Issue 7, docs/decisions/0030): erste Seite höchstens 200 KB (${kb(firstPageBudget)}) JavaScript gzip – ${
    s.firstRoute.jsGzip <= firstPageBudget ? 'eingehalten' : `${kb(s.firstRoute.jsGzip - firstPageBudget)} darüber`
  }.`,
);

const entries = [{ name: 'web-first-route-js-gzip', engine: 'web', bytes: s.firstRoute.jsGzip }];
entries.push({ name: 'web-first-route-css-gzip', engine: 'web', bytes: s.firstRoute.cssGzip });
entries.push({ name: 'web-login-js-gzip', engine: 'web', bytes: s.login.jsGzip });
entries.push({ name: 'web-contract-detail-js-gzip', engine: 'web', bytes: s.contractDetail.jsGzip });
entries.push({ name: 'web-start-page-js-gzip', engine: 'web', bytes: s.startPage.jsGzip });
entries.push({ name: 'web-customer-list-js-gzip', engine: 'web', bytes: s.customerList.jsGzip });

if (withLighthouse) {
  if (!fs.existsSync(chromePath)) {
    throw new Error(`Chromium fehlt unter ${chromePath} (sudo apt-get install chromium, oder CHROME_PATH setzen)`);
  }
  const server = process.env.BENCH_WEB_URL
    ? { base: process.env.BENCH_WEB_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  try {
    const cookie = await login(server.base);
    const id = await demoContractId(server.base, cookie);
    const urls = {
      'lighthouse-contract-list': `${server.base}/home/versicherungen/insurance-group`,
      'lighthouse-contract-detail': `${server.base}/home/versicherungen/insurance-group/details/${id}`,
      'lighthouse-start-page': `${server.base}/home`,
    };
    console.info(`\nLighthouse (Desktop, ${lighthouseRuns} Läufe je Seite, Median) …`);
    const lh = await lighthouse(urls, cookie);
    const ms = (v) => `${Math.round(v)} ms`;
    const labels = {
      'lighthouse-contract-list': 'Vertragsliste',
      'lighthouse-contract-detail': `Vertragsdetails (${demoPolicyNumber})`,
      'lighthouse-start-page': 'Startseite',
    };
    console.info(
      `\n${table(
        ['Seite', 'Leistung', 'Läufe', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
        Object.entries(lh).map(([name, r]) => [
          labels[name],
          String(r.score),
          r.all.join(' / '),
          ms(r.fcp),
          ms(r.lcp),
          ms(r.tbt),
          r.cls.toFixed(3),
          ms(r.si),
        ]),
      )}`,
    );
    for (const [name, r] of Object.entries(lh)) {
      if (r.opportunities.length > 0) {
        console.info(`${labels[name]}, Hinweise: ${r.opportunities.join('; ')}`);
      }
      entries.push({ name, engine: 'chromium', score: r.score });
    }
  } finally {
    await server.stop();
  }
}

mergeResults(entries);
console.info(`\nErgebnisse in ${path.relative(root, resultsFile)} eingetragen.`);
