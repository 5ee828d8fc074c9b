import { type Kind, kindNames } from './workload';

/** Latencies (ms) of each kind per minute of the run, errors per kind, and the server's RSS per minute. */
export type Recorder = {
  record: (kind: Kind, minute: number, ms: number) => void;
  fail: (kind: Kind, minute: number, message: string) => void;
  samples: Map<Kind, number[][]>;
  errors: Map<Kind, number>;
  errorsPerMinute: number[];
  firstErrors: string[];
};

export function recorder(): Recorder {
  const samples = new Map<Kind, number[][]>(kindNames.map((k) => [k, []]));
  const errors = new Map<Kind, number>(kindNames.map((k) => [k, 0]));
  const errorsPerMinute: number[] = [];
  const firstErrors: string[] = [];
  return {
    samples,
    errors,
    errorsPerMinute,
    firstErrors,
    record(kind, minute, ms) {
      const perMinute = samples.get(kind) ?? [];
      perMinute[minute] ??= [];
      perMinute[minute]?.push(ms);
    },
    fail(kind, minute, message) {
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
      errorsPerMinute[minute] = (errorsPerMinute[minute] ?? 0) + 1;
      if (firstErrors.length < 20) {
        firstErrors.push(`${kind} (Minute ${minute + 1}): ${message}`);
      }
    },
  };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** All samples of a kind in minutes [from, to). */
const within = (perMinute: number[][], from: number, to: number) => perMinute.slice(from, to).flat();

/**
 * The windows of the verdict: the plateau is the first 5 minutes (the first half of a shorter run),
 * p99 drift compares the last 5 minutes with minutes 5–10 (scaled down the same way for a short run).
 */
export function windows(minutes: number) {
  const plateau = Math.max(1, Math.min(5, Math.floor(minutes / 2)));
  return {
    plateau,
    baseline: [plateau, Math.min(minutes, 2 * plateau)] as const,
    last: [Math.max(plateau, minutes - plateau), minutes] as const,
  };
}

/** The server may grow 10 % beyond its plateau; p99 may rise by a quarter plus 5 ms (noise of small values). */
export const LIMITS = { rssGrowth: 0.1, p99Factor: 1.25, p99SlackMs: 5 } as const;

export type SoakResult = ReturnType<typeof summarise>;

export function summarise(
  r: Recorder,
  minutes: number,
  rssPerMinuteMb: number[],
  extra: { users: number; contracts: number; mailsQueued: number; mailsDelivered: number },
) {
  const w = windows(minutes);
  const perKind = kindNames.map((kind) => {
    const perMinute = r.samples.get(kind) ?? [];
    const all = perMinute.flat();
    const baselineP99 = percentile(within(perMinute, ...w.baseline), 99);
    const lastP99 = percentile(within(perMinute, ...w.last), 99);
    return {
      kind,
      count: all.length,
      errors: r.errors.get(kind) ?? 0,
      p50: round1(percentile(all, 50)),
      p99: round1(percentile(all, 99)),
      baselineP99: round1(baselineP99),
      lastP99: round1(lastP99),
      drift: lastP99 > baselineP99 * LIMITS.p99Factor + LIMITS.p99SlackMs,
    };
  });
  const plateauMb = Math.max(...rssPerMinuteMb.slice(0, w.plateau));
  const laterMb = rssPerMinuteMb.slice(w.plateau);
  const peakAfterMb = laterMb.length > 0 ? Math.max(...laterMb) : plateauMb;
  const growth = plateauMb > 0 ? (peakAfterMb - plateauMb) / plateauMb : 0;
  const errors = [...r.errors.values()].reduce((a, b) => a + b, 0);
  const mailsLost = extra.mailsQueued - extra.mailsDelivered;
  const rssOk = growth <= LIMITS.rssGrowth;
  const driftKinds = perKind.filter((k) => k.drift).map((k) => k.kind);
  return {
    at: new Date().toISOString(),
    minutes,
    ...extra,
    mailsLost,
    windows: w,
    perKind,
    errors,
    firstErrors: r.firstErrors,
    errorsPerMinute: Array.from({ length: minutes }, (_, i) => r.errorsPerMinute[i] ?? 0),
    rssPerMinuteMb,
    rss: { plateauMb, peakAfterMb, growthPercent: round1(growth * 100) },
    verdict: {
      rss: rssOk,
      errors: errors === 0 && mailsLost === 0,
      p99: driftKinds.length === 0,
      passed: rssOk && errors === 0 && mailsLost === 0 && driftKinds.length === 0,
      driftKinds,
    },
  };
}

export function printSummary(s: SoakResult): void {
  console.info(`\nErgebnis nach ${s.minutes} min (${s.users} Benutzer, ${s.contracts} Verträge, PostgreSQL):`);
  console.info('  Art       Anzahl   Fehler   p50 ms   p99 ms   p99 Basis → Ende');
  for (const k of s.perKind) {
    console.info(
      `  ${k.kind.padEnd(8)} ${String(k.count).padStart(7)} ${String(k.errors).padStart(8)} ${k.p50.toFixed(1).padStart(8)} ${k.p99
        .toFixed(1)
        .padStart(8)}   ${k.baselineP99.toFixed(1)} → ${k.lastP99.toFixed(1)}${k.drift ? '  DRIFT' : ''}`,
    );
  }
  console.info(`  RSS je Minute (MB): ${s.rssPerMinuteMb.map((m) => m.toFixed(0)).join(' ')}`);
  console.info(`  E-Mails: ${s.mailsQueued} eingereiht, ${s.mailsDelivered} zugestellt, ${s.mailsLost} verloren`);
  for (const e of s.firstErrors) {
    console.info(`  Fehler: ${e}`);
  }
  const w = s.windows;
  console.info(
    `Urteil: ${s.verdict.passed ? 'BESTANDEN' : 'NICHT BESTANDEN'} — RSS ${s.rss.plateauMb.toFixed(0)} MB Plateau (Minute 1–${w.plateau}) → höchstens ${s.rss.peakAfterMb.toFixed(0)} MB danach (${s.rss.growthPercent >= 0 ? '+' : ''}${s.rss.growthPercent} %, Grenze +${LIMITS.rssGrowth * 100} %) ${s.verdict.rss ? 'ok' : 'ZU VIEL'}; Fehler ${s.errors} (verlorene E-Mails ${s.mailsLost}) ${s.verdict.errors ? 'ok' : 'NICHT 0'}; p99 Minute ${w.last[0] + 1}–${w.last[1]} gegen ${w.baseline[0] + 1}–${w.baseline[1]} ${s.verdict.p99 ? 'ohne Drift' : `Drift bei ${s.verdict.driftKinds.join(', ')}`}`,
  );
}
