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
const dataDir = `${import.meta.dirname}/../.data-e2e${process.env.E2E_PORT ? `-${port}` : ''}`;
// The server delivers mail to an SMTP server that the mail tests start on this port (tests/postfach.spec.ts).
const smtpPort = port + 25;
process.env.E2E_SMTP_PORT = String(smtpPort);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
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
  webServer: {
    command: `rm -rf "${dataDir}" && DATA_DIR="${dataDir}" PORT=${port} SMTP_URL=smtp://127.0.0.1:${smtpPort} LOG_LEVEL=warn npm run start -w @maklerwerk/server`,
    cwd: `${import.meta.dirname}/..`,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
