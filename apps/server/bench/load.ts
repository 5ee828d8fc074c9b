import autocannon from 'autocannon';
import { settings } from './settings';

export type Measured = { rps: number; p50: number; p99: number };

/** Requests one after the other (20, or as many as fit in a second): connections open, code and caches warm. */
export async function warmUp(url: string, headers: Record<string, string> = {}): Promise<void> {
  const until = performance.now() + 1000;
  for (let i = 0; i < 20 && (i < 3 || performance.now() < until); i++) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) {
      throw new Error(`${url} antwortete mit HTTP ${response.status}`);
    }
  }
}

/** autocannon with the bench's connections and duration; warns when answers were not 2xx. */
export async function measureHttp(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({ url, headers, duration: settings.duration, connections: settings.connections });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    console.warn(
      `  Achtung ${url}: ${result.non2xx} Antworten ohne 2xx, ${result.errors} Fehler, ${result.timeouts} Zeitüberschreitungen`,
    );
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
