import type { Driver, Waves } from './capture';

/** BENCH_EXPLAIN=1: the plan and buffers of every captured read, as the database ran it. */
export async function printExplain(driver: Driver, title: string, waves: Waves): Promise<void> {
  console.info(`\n=== EXPLAIN (ANALYZE, BUFFERS): ${title} ===`);
  let n = 0;
  for (const [waveIndex, wave] of waves.entries()) {
    for (const statement of wave) {
      n++;
      console.info(`\n-- ${n}. (Welle ${waveIndex + 1}) ${statement.text}`);
      if (statement.params.length > 0) {
        console.info(`-- Parameter: ${JSON.stringify(statement.params)}`);
      }
      if (!/^\s*(select|with)\b/i.test(statement.text)) {
        console.info('-- (kein Lesezugriff, nicht ausgeführt)');
        continue;
      }
      const result = (await driver.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params)) as {
        rows: Record<string, string>[];
      };
      for (const row of result.rows) {
        console.info(Object.values(row).join(' '));
      }
    }
  }
}
