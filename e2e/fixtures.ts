import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** axe-core's script, put into a page once per document (not on every check, as AxeBuilder does twice). */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type DemoLogin = 'makler' | 'vermittler' | 'intern' | 'kunde' | 'lesend';

export const displayNames: Record<DemoLogin, string> = {
  makler: 'Max Makler',
  vermittler: 'Vera Vermittler',
  intern: 'Ina Intern',
  kunde: 'Erika Mustermann',
  lesend: 'Lars Lesemann',
};

/** The rules axe runs: WCAG 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A violation of this impact fails the test; minor and moderate ones do not. */
const blockingImpacts: ReadonlySet<string> = new Set(['critical', 'serious']);
/** Pages checked with `once`: the same state (login page, a login's landing list) is checked once per project. */
const checkedOnce = new Set<string>();

/**
 * Runs in the page (the e2e project has no DOM types): two frames, so that a transition just started is
 * running, then until every animation with an end has ended (spinners run forever), at most 2 s.
 */
const waitForTransitions = `(async () => {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await nextFrame();
  await nextFrame();
  const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.race([
    Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
})()`;

/** Waits until transitions (modal fade, notification slide) have ended: half-faded text has no contrast yet. */
async function settle(page: Page): Promise<void> {
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'hidden', timeout: 5_000 })
    .catch(() => undefined);
  await page.evaluate(waitForTransitions);
}

/** Only violations of the WCAG tags, as the whole page's document (the app has no frames). */
const runAxe = `axe.run(document, ${JSON.stringify({
  runOnly: { type: 'tag', values: wcagTags },
  resultTypes: ['violations'],
})}).then((result) => result.violations)`;

async function analyzeOnce(page: Page): Promise<Result[]> {
  await settle(page);
  if (!(await page.evaluate('typeof window.axe === "object"'))) {
    await page.evaluate(axeSource);
  }
  return page.evaluate<Result[]>(runAxe);
}

async function analyze(page: Page): Promise<Result[]> {
  try {
    return await analyzeOnce(page);
  } catch (error) {
    // The page navigated while axe ran (a redirect, a late route change): once more on the new page.
    if (!/Execution context was destroyed|navigation/i.test(String(error))) {
      throw error;
    }
    await page.waitForLoadState();
    return analyzeOnce(page);
  }
}

/** The state last checked on a page, to leave out a second check of the same state at the end of a test. */
const lastChecked = new WeakMap<Page, string>();

/** Address, number of elements and length of the text: changes with whatever a step opens, closes or shows. */
function fingerprint(page: Page): Promise<string> {
  return page.evaluate(
    '[location.href, document.getElementsByTagName("*").length, document.body.innerText.length].join("|")',
  );
}

/** One violation as a readable block: impact, rule, help link, and the elements with axe's explanation. */
function describeViolation(violation: Result): string {
  const shown = violation.nodes.slice(0, 6).map((node) => {
    const why = node.failureSummary?.replace(/^Fix (any|all) of the following:\s*/i, '').replace(/\s*\n\s*/g, '; ');
    return `    • ${node.target.join(' ')}\n      ${node.html.replace(/\s+/g, ' ').slice(0, 160)}\n      ${why ?? ''}`;
  });
  const more =
    violation.nodes.length > shown.length ? [`    … und ${violation.nodes.length - shown.length} weitere`] : [];
  return [
    `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length}×)`,
    `    ${violation.helpUrl}`,
    ...shown,
    ...more,
  ].join('\n');
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the page as it is now, and fails on any critical or serious
 * violation, listing them. Call it on every page and dialog a test opens; each test's last state is
 * checked as well (the auto fixture below). `what` names the state in the report.
 */
export async function expectAccessible(page: Page, what?: string, options: { once?: boolean } = {}): Promise<void> {
  const label = what ?? new URL(page.url()).pathname;
  if (options.once) {
    const key = `${base.info().project.name}|${label}`;
    if (checkedOnce.has(key)) {
      return;
    }
    checkedOnce.add(key);
  }
  await base.step(
    `Barrierefreiheit: ${label}`,
    async () => {
      const blocking = (await analyze(page)).filter((v) => blockingImpacts.has(v.impact ?? ''));
      const report = blocking.map(describeViolation).join('\n');
      expect(
        blocking.length,
        `axe meldet ${blocking.length} Verstöße (critical/serious) auf ${label} (${page.url()}):\n${report}\n`,
      ).toBe(0);
      lastChecked.set(page, await fingerprint(page));
    },
    { box: true },
  );
}

/** Where a test starts after logging in: the contract list (a deep link, as most flows begin there) or the start page. */
export type Landing = 'list' | 'start';
const landingUrl: Record<Landing, string> = {
  list: `/login?redirect=${encodeURIComponent('/home/versicherungen/insurance-group')}`,
  // Without a deep link the app lands on the start page.
  start: '/login',
};

/** Where each landing lies once the session exists. */
const landingPath: Record<Landing, string> = {
  list: '/home/versicherungen/insurance-group',
  start: '/home',
};

/**
 * Logs in and waits until the app shell shows the user on the landing page. The session is made by
 * the login endpoint (the same call the login page sends, with the browser's cookie store), so a
 * flow does not pay for the login form each time; `viaForm` types it into the real login page
 * instead (tests/login.spec.ts walks that page for every login).
 */
export async function loginAs(
  page: Page,
  login: DemoLogin,
  password = 'demo',
  { landing = 'list', viaForm = false }: { landing?: Landing; viaForm?: boolean } = {},
): Promise<void> {
  if (viaForm) {
    await page.goto(landingUrl[landing]);
    await expect(page.getByLabel('Benutzername')).toBeVisible();
    await expectAccessible(page, 'Anmeldung', { once: true });
    await page.getByLabel('Benutzername').fill(login);
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
  } else {
    const response = await page.request.post('/MSC3/restful/auth/login', { data: { username: login, password } });
    expect(response.status(), `Anmeldung als ${login}`).toBe(200);
    await page.goto(landingPath[landing]);
  }
  await expect(page.getByText(displayNames[login]).first()).toBeVisible();
  if (new URL(page.url()).pathname === '/home/versicherungen/insurance-group') {
    await expect(
      page
        .locator('table tbody tr, ul[aria-label="Versicherungen"] > li')
        .or(page.getByText('Keine Versicherungen gefunden.'))
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expectAccessible(page, `Versicherungen (${login})`, { once: true });
  }
  if (landing === 'start') {
    await expect(page).toHaveURL(/\/home\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  }
}

/** The server of this worker (playwright.config.ts starts one per worker). */
export const workerPort = (parallelIndex: number) => Number(process.env.E2E_BASE_PORT ?? 3100) + parallelIndex;

export const test = base.extend<{ accessibleAtEnd: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${workerPort(testInfo.parallelIndex)}`);
  },
  /** Every test ends with an axe check of the state it left (unless it failed already). */
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== 'passed' || page.isClosed() || !page.url().startsWith('http')) {
        return;
      }
      // A test that ends with its own check of this very state is not checked twice.
      if (lastChecked.get(page) !== (await fingerprint(page).catch(() => ''))) {
        await expectAccessible(page, `Ende von „${testInfo.title}“`);
      }
    },
    { auto: true },
  ],
});
export { expect };
