import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) {
  throw new Error(
    `Chromium fehlt unter ${chromePath}. Installieren Sie es mit "sudo apt-get install chromium" ` +
      'oder setzen Sie CHROME_PATH auf ein vorhandenes Chromium/Chrome.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * One server (and database) per worker: the tests change demo data and count rows, so workers never
 * share one. Worker n talks to port + n (fixtures.ts sets baseURL); its server delivers mail to
 * port + 25 + n, where tests/kommunikation.spec.ts listens.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_BASE_PORT = String(port);
const server = (n: number) => {
  const dataDir = `${import.meta.dirname}/../.data-e2e-${port + n}`;
  return {
    command: `rm -rf "${dataDir}" && DATA_DIR="${dataDir}" PORT=${port + n} SMTP_URL=smtp://127.0.0.1:${port + 25 + n} LOG_LEVEL=error npm run start -w @maklerwerk/server`,
    cwd: `${import.meta.dirname}/..`,
    url: `http://localhost:${port + n}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
  };
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // Two workers share two cores with their servers and browsers: a long flow may take a while.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // A failed test keeps its trace with DOM snapshots; the screencast is left out (it was a quarter of the
    // suite's CPU time, mostly Chromium's software compositor).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The app leaves out Mantine's transitions then (theme.ts): no step waits for a fade to end.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: Array.from({ length: workers }, (_, n) => server(n)),
});
