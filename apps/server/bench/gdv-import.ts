import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, type DatenimportReport, type DatenimportStatus } from '@maklerwerk/domain';
import { erzeugeGdvZeilen, type GdvGeneratorVertrag } from '@maklerwerk/domain/datenimport/gdv/gdv-generator';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { loginCookie, startServer, type Target } from './app-server';

export type GdvImportMeasure = {
  contracts: number;
  records: number;
  megabytes: number;
  previewSeconds: number;
  applySeconds: number;
  /** Preview and apply of the same file once more: everything unchanged. */
  secondSeconds: number;
  secondUnchanged: number;
  rssBeforeBytes: number;
  peakBytes: number;
};

const rss = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

const vornamen = ['Anna', 'Bernd', 'Clara', 'Dieter', 'Elif', 'Frank', 'Gül', 'Hans', 'Ines', 'Jürgen'];
const namen = ['Bench-Müller', 'Bench-Schmidt', 'Bench-Schneider', 'Bench-Fischer', 'Bench-Weber', 'Bench-Meyer'];
const sparten = ['130', '040', '050', '140', '010'] as const;

/**
 * Contract i of the bench file: two contracts per customer, Sparten in turn, a vehicle for Kraftfahrt.
 * `lauf` makes the numbers new in each run, so that a reused bench database imports them as new again.
 */
export function benchVertrag(i: number, lauf: string): GdvGeneratorVertrag {
  const kunde = Math.floor(i / 2);
  const sparte = sparten[i % sparten.length] ?? '130';
  const tag = String((kunde % 28) + 1).padStart(2, '0');
  const monat = String((kunde % 12) + 1).padStart(2, '0');
  return {
    versicherungsnummer: `G${lauf}${String(i).padStart(9, '0')}`,
    sparteCode: sparte,
    status: 'aktiv',
    beginn: '2024-01-01',
    ablauf: '2029-01-01',
    hauptfaelligkeit: '2025-01-01',
    zahlweise: 'jährlich',
    beitragBruttoCents: 10_000 + (i % 5_000),
    beitragNettoCents: 8_403 + (i % 4_000),
    waehrung: 'EUR',
    vermittlernummer: null,
    produktbezeichnung: 'Bench-Tarif',
    personen: [
      {
        rolle: 'versicherungsnehmer',
        anrede: kunde % 2 === 0 ? 'Herr' : 'Frau',
        titel: null,
        name: `${namen[kunde % namen.length]}${kunde}`,
        vorname: vornamen[kunde % vornamen.length] ?? 'Anna',
        name2: null,
        geburtsdatum: `${1940 + (kunde % 60)}-${monat}-${tag}`,
        strasse: `Hauptstraße ${(kunde % 200) + 1}`,
        plz: '50667',
        ort: 'Köln',
        land: 'DE',
        iban: null,
        bic: null,
      },
    ],
    spartenteile: [{ sparteCode: sparte, beitragCents: 8_403 + (i % 4_000), versicherungssummeCents: 5_000_000 }],
    fahrzeug:
      sparte === '050'
        ? { kennzeichen: `K-B ${(i % 9000) + 1}`, hsn: '0603', tsn: 'AKZ', fin: null, erstzulassung: '2020-05-01' }
        : null,
    versicherteSachen: [],
  };
}

/** Writes the bench file record by record (Latin-1, CRLF); returns the number of records. */
async function writeFile(file: string, vuNummer: string, contracts: number): Promise<number> {
  const out = fs.createWriteStream(file);
  let records = 0;
  const lauf = Date.now().toString(36).slice(-6).toUpperCase();
  const vertraege = (function* () {
    for (let i = 0; i < contracts; i++) {
      yield benchVertrag(i, lauf);
    }
  })();
  const kopf = {
    vuNummer,
    absender: 'Bench-Versicherung AG',
    adressat: 'Makler',
    von: '2026-01-01',
    bis: '2026-01-31',
  };
  for (const zeile of erzeugeGdvZeilen(kopf, vertraege)) {
    records++;
    if (!out.write(Buffer.from(zeile, 'latin1'))) {
      await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
  return records;
}

async function vuNummerOf(target: Target): Promise<string> {
  const database = await openDatabase(target);
  try {
    const found = await database.db.execute<{ vu: string }>(
      sql`SELECT vu_nummer AS vu FROM companies WHERE vu_nummer IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const vu = found.rows[0]?.vu;
    if (!vu) {
      throw new Error('Keine Gesellschaft mit VU-Nummer in den Daten.');
    }
    return vu;
  } finally {
    await database.close();
  }
}

function upload(base: string, cookie: string, csrf: string, file: string): Promise<number> {
  const boundary = `----mwgdv${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.gdv"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/MSC3/restful/datenimport`, {
      method: 'POST',
      headers: {
        cookie,
        origin: base,
        [CSRF_HEADER]: csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + fs.statSync(file).size + tail.length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (c) => {
        body += c;
      });
      response.on('end', () => {
        const id = (JSON.parse(body) as { id?: number }).id;
        return id ? resolve(id) : reject(new Error(`Upload: HTTP ${response.statusCode} ${body}`));
      });
    });
    request.on('error', reject);
    request.write(head);
    fs.createReadStream(file)
      .on('end', () => request.end(tail))
      .on('error', reject)
      .pipe(request, { end: false });
  });
}

async function until(
  base: string,
  cookie: string,
  id: number,
  done: readonly DatenimportStatus[],
): Promise<DatenimportReport> {
  for (;;) {
    let report: DatenimportReport;
    try {
      const response = await fetch(`${base}/MSC3/restful/datenimport/${id}`, { headers: { cookie } });
      report = (await response.json()) as DatenimportReport;
    } catch {
      // On PGlite a Datenpaket's transaction holds the one connection: the poll waits past fetch's
      // header timeout (5 min) while a large apply runs. Ask again.
      continue;
    }
    if (done.includes(report.status)) {
      return report;
    }
    if (report.status === 'fehler') {
      throw new Error(`Datenimport ${id}: Fehler ${JSON.stringify(report)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function previewAndApply(base: string, cookie: string, csrf: string, file: string) {
  const started = performance.now();
  const id = await upload(base, cookie, csrf, file);
  const preview = await until(base, cookie, id, ['vorschau']);
  const previewSeconds = (performance.now() - started) / 1000;
  const applyStarted = performance.now();
  const post = await fetch(`${base}/MSC3/restful/datenimport/${id}/uebernehmen`, {
    method: 'POST',
    headers: { cookie, origin: base, [CSRF_HEADER]: csrf },
  });
  if (post.status !== 200) {
    throw new Error(`Übernahme: HTTP ${post.status} ${await post.text()}`);
  }
  const applied = await until(base, cookie, id, ['uebernommen']);
  return { preview, applied, previewSeconds, applySeconds: (performance.now() - applyStarted) / 1000 };
}

/**
 * Issue 38: a generated GDV file of `contracts` contracts previewed and applied through the real server
 * (upload, jobs, report), then the same file once more (all unchanged); the server's memory before and
 * its peak. The importing user is the demo's makler.
 */
export async function measureGdvImport(target: Target, contracts: number): Promise<GdvImportMeasure | undefined> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-gdv-bench-'));
  const file = path.join(dir, 'bench.gdv');
  try {
    const records = await writeFile(file, await vuNummerOf(target), contracts);
    const server = await startServer(target);
    try {
      if (!fs.existsSync(`/proc/${server.child.pid}/status`)) {
        return undefined;
      }
      const cookie = await loginCookie(server.base, { user: 'makler' });
      const me = (await (await fetch(`${server.base}/MSC3/restful/auth/me`, { headers: { cookie } })).json()) as {
        csrfToken: string;
      };
      const rssBeforeBytes = rss(server.child.pid, 'VmRSS');
      const first = await previewAndApply(server.base, cookie, me.csrfToken, file);
      const second = await previewAndApply(server.base, cookie, me.csrfToken, file);
      if (first.applied.zaehler.vertraegeNeu !== contracts) {
        throw new Error(`GDV-Import: ${JSON.stringify(first.applied.zaehler)} statt ${contracts} neuer Verträge`);
      }
      return {
        contracts,
        records,
        megabytes: fs.statSync(file).size / 1048576,
        previewSeconds: first.previewSeconds,
        applySeconds: first.applySeconds,
        secondSeconds: second.previewSeconds + second.applySeconds,
        secondUnchanged: second.applied.zaehler.vertraegeUnveraendert,
        rssBeforeBytes,
        peakBytes: rss(server.child.pid, 'VmHWM'),
      };
    } finally {
      await server.child.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
