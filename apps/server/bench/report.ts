import fs from 'node:fs';
import path from 'node:path';
import type { EngineResult, Row } from './engine';
import type { GdvImportMeasure } from './gdv-import';
import { type CaseName, engineLabel, listCases, resultsFile, settings } from './settings';

export type Startup = { first: number; restart: number };

const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(a / b < 0.1 ? 3 : 2) : '–');
const mib = (bytes: number) => bytes / 1024 / 1024;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The goals of the issue, each with what this run measured; they are notes, nothing fails. */
function goals(rows: Row[]): string[] {
  const find = (name: CaseName, engine: string) => rows.find((r) => r.name === name && r.engine === engine);
  const verdict = (misses: string[], checked: number) =>
    checked === 0 ? 'nicht gemessen' : misses.length === 0 ? 'erreicht' : `verfehlt: ${misses.join(', ')}`;

  // The change-log page reads a log of 10 million rows: its own goal (issue 15: p99 ≤ 50 ms).
  const pgLists = rows.filter(
    (r) => r.engine === 'postgres' && listCases.includes(r.name) && r.name !== 'changelog-page',
  );
  const slow = pgLists.filter((r) => r.http.p99 > 25).map((r) => `${r.name} ${ms(r.http.p99)} ms`);
  const pgChangelog = rows.filter((r) => r.engine === 'postgres' && r.name === 'changelog-page');
  const slowChangelog = pgChangelog.filter((r) => r.http.p99 > 50).map((r) => `${ms(r.http.p99)} ms`);
  const auth = rows.filter((r) => r.name === 'auth-me');
  const authMisses = auth
    .filter((r) => r.http.rps < 0.5 * r.bare.rps)
    .map((r) => `${engineLabel[r.engine]} ${ratio(r.http.rps, r.bare.rps)}`);
  const lists = rows.filter((r) => listCases.includes(r.name));
  const listMisses = lists
    .filter((r) => r.http.rps < 0.8 * r.dbLimit.rps)
    .map((r) => `${r.name} ${engineLabel[r.engine]} ${ratio(r.http.rps, r.dbLimit.rps)}`);
  // What HTTP alone leaves of the limit: the route that runs the same statements without our code.
  const floors = lists.flatMap((r) => (r.sqlRoute ? [r.sqlRoute.rps / Math.max(r.dbLimit.rps, 1e-9)] : []));
  const floor =
    floors.length === 0
      ? ''
      : ` (HTTP+SQL-Route ohne unseren Code: ${Math.min(...floors).toFixed(2)}–${Math.max(...floors).toFixed(2)} × DB-Grenze)`;
  const pairs = rows
    .filter((r) => r.engine === 'pglite')
    .flatMap((lite) => {
      const pg = find(lite.name, 'postgres');
      return pg ? [{ name: lite.name, factor: pg.http.rps / Math.max(lite.http.rps, 1e-9) }] : [];
    });
  const apart = pairs.filter((p) => p.factor > 3).map((p) => `${p.name} ${p.factor.toFixed(1)}×`);
  return [
    `Ziele (Richtwerte, kein Bestehen oder Scheitern):`,
    `  Liste und Suche p99 ≤ 25 ms auf PostgreSQL: ${verdict(slow, pgLists.length)}`,
    `  Änderungslog p99 ≤ 50 ms auf PostgreSQL: ${verdict(slowChangelog, pgChangelog.length)}`,
    `  auth/me ≥ 0,5 × bare: ${verdict(authMisses, auth.length)}`,
    `  Listen ≥ 0,8 × DB-Grenze: ${verdict(listMisses, lists.length)}${floor}`,
    `  PGlite höchstens 3 × langsamer als PostgreSQL: ${verdict(apart, pairs.length)}`,
  ];
}

export function printReport(results: EngineResult[], startup: Startup | undefined): void {
  const rows = results.flatMap((r) => r.rows);
  const header = [
    'Messung',
    'Datenbank',
    'Antwort',
    'Anfr./s',
    'p50 / p99 ms',
    'bare Anfr./s',
    'Verh. bare',
    'DB-Grenze Anfr./s',
    'Verh. DB-Grenze',
    'DB p50 / p99 ms',
    'HTTP+SQL Anfr./s',
  ];
  const cells = rows.map((r) => [
    r.name,
    engineLabel[r.engine],
    `${(r.bytes / 1024).toFixed(1)} KiB`,
    r.http.rps.toFixed(0),
    `${ms(r.http.p50)} / ${ms(r.http.p99)}`,
    r.bare.rps.toFixed(0),
    ratio(r.http.rps, r.bare.rps),
    r.dbLimit.rps.toFixed(0),
    ratio(r.http.rps, r.dbLimit.rps),
    `${ms(r.dbLimit.p50)} / ${ms(r.dbLimit.p99)}`,
    r.sqlRoute ? r.sqlRoute.rps.toFixed(0) : '–',
  ]);
  const sizes = results.map((r) => `${r.contracts} Verträge (${engineLabel[r.engine]})`).join(', ');
  console.info(`\n${sizes}; ${settings.connections} gleichzeitige Anfragen, je ${settings.duration} s\n`);
  console.info(table(header, cells));
  console.info(
    '\nVerh. bare: Anfragen/s gegenüber einer nackten Fastify-Route mit gleicher Antwort. DB-Grenze: dieselben\n' +
      'SQL-Anweisungen einer Anfrage nur über den Treiber wiederholt (gleich viele gleichzeitig, ohne HTTP und\n' +
      'ohne unseren Code); Verh. DB-Grenze: welchen Anteil davon die API erreicht. HTTP+SQL (nur PostgreSQL): eine\n' +
      'nackte Fastify-Route, die dieselben Anweisungen über den Treiber ausführt und die gleiche Antwort sendet —\n' +
      'was HTTP allein von der DB-Grenze übrig lässt.',
  );
  console.info(`\nHöchster Speicher (RSS) des Server-Prozesses:`);
  for (const r of results) {
    console.info(`  ${engineLabel[r.engine]}: ${mib(r.peakBytes).toFixed(0)} MiB`);
  }
  for (const r of results) {
    if (r.upload) {
      console.info(
        `\nUpload ${r.upload.megabytes} MB (ein frischer Server-Prozess): HTTP ${r.upload.status}, ${r.upload.seconds.toFixed(1)} s, ` +
          `RSS nach dem Start ${mib(r.upload.rssBeforeBytes).toFixed(0)} MiB, Spitze ${mib(r.upload.peakBytes).toFixed(0)} MiB`,
      );
    }
  }
  for (const r of results) {
    if (r.gdvImport) {
      console.info(
        `\nGDV-Import ${engineLabel[r.engine]} (Ziel PostgreSQL: < 60 s, RSS-Zuwachs < 150 MiB): ${gdvImportLine(r.gdvImport)}`,
      );
    }
  }
  if (startup) {
    console.info(`\nStart bis /health (eingebettete Datenbank, Ziel ≤ 5 s):`);
    console.info(
      `  erster Start (leeres Verzeichnis: Migrationen + Demo-Bestand): ${(startup.first / 1000).toFixed(2)} s`,
    );
    console.info(`  Neustart (gleiches Verzeichnis): ${(startup.restart / 1000).toFixed(2)} s`);
  }
  console.info(`\n${goals(rows).join('\n')}`);
}

/** One line of the gdv-import case: sizes, times, records per second, memory. */
export function gdvImportLine(g: GdvImportMeasure): string {
  const gesamt = g.previewSeconds + g.applySeconds;
  return (
    `${g.contracts} Verträge (${g.records} Sätze, ${g.megabytes.toFixed(0)} MB): Vorschau ${g.previewSeconds.toFixed(1)} s, ` +
    `Übernahme ${g.applySeconds.toFixed(1)} s, zusammen ${gesamt.toFixed(1)} s (${Math.round(g.records / gesamt)} Sätze/s); ` +
    `dieselbe Datei noch einmal ${g.secondSeconds.toFixed(1)} s (${g.secondUnchanged} unverändert); ` +
    `RSS vorher ${mib(g.rssBeforeBytes).toFixed(0)} MiB, Spitze ${mib(g.peakBytes).toFixed(0)} MiB`
  );
}

type Entry = Record<string, unknown> & { name?: unknown };

/**
 * Merges this run into bench-results.json at the repo root. Other benches write their own names
 * into the same file: only the names this run measured are replaced (for every engine).
 */
export function writeResults(results: EngineResult[], startup: Startup | undefined): void {
  const entries: Entry[] = [];
  for (const result of results) {
    for (const r of result.rows) {
      entries.push({
        name: r.name,
        engine: r.engine,
        rps: Math.round(r.http.rps),
        p50: r.http.p50,
        p99: r.http.p99,
        bareRps: Math.round(r.bare.rps),
        dbLimitRps: Math.round(r.dbLimit.rps),
        ...(r.sqlRoute ? { httpSqlRps: Math.round(r.sqlRoute.rps) } : {}),
      });
    }
    entries.push({ name: 'peak-memory', engine: result.engine, mb: Math.round(mib(result.peakBytes) * 10) / 10 });
    if (result.upload) {
      entries.push({
        name: 'upload-memory',
        engine: result.engine,
        uploadMb: result.upload.megabytes,
        status: result.upload.status,
        seconds: Math.round(result.upload.seconds * 10) / 10,
        rssBeforeMb: Math.round(mib(result.upload.rssBeforeBytes)),
        peakMb: Math.round(mib(result.upload.peakBytes)),
      });
    }
  }
  for (const result of results) {
    const g = result.gdvImport;
    if (g) {
      entries.push({
        name: 'gdv-import',
        engine: result.engine,
        contracts: g.contracts,
        records: g.records,
        previewSeconds: Math.round(g.previewSeconds * 10) / 10,
        applySeconds: Math.round(g.applySeconds * 10) / 10,
        recordsPerSecond: Math.round(g.records / (g.previewSeconds + g.applySeconds)),
        secondSeconds: Math.round(g.secondSeconds * 10) / 10,
        secondUnchanged: g.secondUnchanged,
        rssBeforeMb: Math.round(mib(g.rssBeforeBytes)),
        peakMb: Math.round(mib(g.peakBytes)),
      });
    }
  }
  if (startup) {
    entries.push({ name: 'startup-first', engine: 'pglite', ms: Math.round(startup.first) });
    entries.push({ name: 'startup-restart', engine: 'pglite', ms: Math.round(startup.restart) });
  }
  let existing: Entry[] = [];
  if (fs.existsSync(resultsFile)) {
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
      existing = Array.isArray(parsed) ? parsed : [];
    } catch {
      console.warn(`${path.basename(resultsFile)} war kein gültiges JSON und wird neu geschrieben.`);
    }
  }
  const ours = new Set(entries.map((e) => e.name));
  const kept = existing.filter((e) => !ours.has(e?.name));
  const tmp = `${resultsFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify([...kept, ...entries], null, 2)}\n`);
  fs.renameSync(tmp, resultsFile);
  console.info(`\nErgebnisse in ${resultsFile} eingetragen.`);
}
