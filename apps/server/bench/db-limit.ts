import { copyArgs, type Driver, type Waves } from './capture';
import type { Measured } from './load';
import { settings } from './settings';

const percentile = (sorted: number[], p: number) => sorted[Math.floor((p / 100) * (sorted.length - 1))] ?? 0;

async function replay(driver: Driver, waves: Waves): Promise<void> {
  for (const wave of waves) {
    await Promise.all(wave.map((statement) => driver.query(...copyArgs(statement.args))));
  }
}

/**
 * The database limit of one request: its statements replayed through the driver alone, as the
 * request runs them, with as many requests in flight as autocannon has connections, for as long.
 * No HTTP, no Fastify, no Drizzle, none of our code.
 */
export async function measureDbLimit(driver: Driver, waves: Waves): Promise<Measured> {
  const warm = performance.now() + 1000;
  for (let i = 0; i < 10 && (i < 3 || performance.now() < warm); i++) {
    await replay(driver, waves);
  }
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + settings.duration * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      await replay(driver, waves);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: settings.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
