import type { Db } from '../src/db/client';

/** The driver under Drizzle: pg's Pool or a PGlite instance; both have `query`. */
export type Driver = { query: (...args: unknown[]) => Promise<unknown> };

/** One statement as Drizzle handed it to the driver: the exact arguments, and text and params to read. */
export type Statement = { text: string; params: unknown[]; args: unknown[] };

/**
 * The statements of one request in the order it runs them: each wave's statements ran at the same
 * time (Promise.all), the waves one after the other.
 */
export type Waves = Statement[][];

export const driverOf = (db: Db): Driver => (db as unknown as { $client: Driver }).$client;

/** Fresh copies of option objects: pg writes `values` into the query config it is given. */
export const copyArgs = (args: unknown[]) =>
  args.map((a) => (a !== null && typeof a === 'object' && !Array.isArray(a) ? { ...a } : a));

function toStatement(args: unknown[]): Statement {
  const [first, second] = args;
  const text = typeof first === 'string' ? first : String((first as { text?: string }).text ?? '');
  const params = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
  return { text, params, args: copyArgs(args) };
}

/**
 * Wraps the driver's `query` so that `record` can list the statements one piece of work sends,
 * with when each started and ended. Outside `record` the wrapper only passes the call on.
 */
export function installCapture(driver: Driver) {
  type Call = { statement: Statement; start: number; end: number };
  let calls: Call[] | undefined;
  const original = driver.query;
  const run = original.bind(driver);
  driver.query = (...args: unknown[]) => {
    if (!calls) {
      return run(...args);
    }
    const call: Call = { statement: toStatement(args), start: performance.now(), end: Number.POSITIVE_INFINITY };
    calls.push(call);
    const ended = () => {
      call.end = performance.now();
    };
    return run(...args).finally(ended);
  };

  return {
    /** Puts the driver's own `query` back. */
    uninstall() {
      driver.query = original;
    },
    async record(work: () => Promise<unknown>): Promise<Waves> {
      calls = [];
      const recorded = calls;
      try {
        await work();
      } finally {
        calls = undefined;
      }
      // A statement that started while one of the current wave was still running ran beside it.
      const waves: Waves = [];
      let waveEnd = Number.NEGATIVE_INFINITY;
      for (const call of recorded.sort((a, b) => a.start - b.start)) {
        const wave = waves.at(-1);
        if (wave && call.start < waveEnd) {
          wave.push(call.statement);
          waveEnd = Math.max(waveEnd, call.end);
        } else {
          waves.push([call.statement]);
          waveEnd = call.end;
        }
      }
      return waves;
    },
  };
}
