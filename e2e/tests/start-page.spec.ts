import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

const renewalRows = (page: Page) => page.locator('table[aria-label="Anstehende Hauptfälligkeiten"] tbody tr');
const renewalCards = (page: Page) => page.locator('ul[aria-label="Anstehende Hauptfälligkeiten"] > li');

/** Every 'in N Tagen' badge of the renewal list lies within the 90 days. */
async function expectWithin90Days(page: Page): Promise<void> {
  const badges = await page.getByText(/^(heute|morgen|in \d+ Tagen)$/).allInnerTexts();
  expect(badges.length).toBeGreaterThanOrEqual(5);
  for (const text of badges) {
    const days = text === 'heute' ? 0 : text === 'morgen' ? 1 : Number(text.match(/\d+/)?.[0]);
    expect(days).toBeLessThanOrEqual(90);
  }
}

test.describe('Startseite', () => {
  test('a broker sees his figures, renewals, recently opened records, open tasks, unread mail and the documents waiting for signatures', async ({
    page,
  }) => {
    await loginAs(page, 'makler', 'demo', { landing: 'start' });
    await expect(page.getByText('Aktive Versicherungen')).toBeVisible();
    await expect(page.getByText('Kunden', { exact: true }).first()).toBeVisible();
    await expect(renewalRows(page).first()).toBeVisible();
    expect(await renewalRows(page).count()).toBeGreaterThanOrEqual(5);
    await expectWithin90Days(page);
    for (const slot of ['Offene Aufgaben', 'Ungelesene E-Mails und Nachrichten', 'Dokumente zur Unterschrift']) {
      await expect(page.getByRole('heading', { name: slot })).toBeVisible();
    }
    // Nothing is marked 'to come' any more: the demo's consultation record waits for Erika's signature.
    await expect(page.getByText('Folgt', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Beratungsprotokoll LV-2024-000123' })).toBeVisible();
    await expect(page.getByText(/0 von 2 unterschrieben · wartet auf Erika Mustermann/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kalender öffnen' })).toBeVisible();
    // Received mail of his customers that he has not opened yet (issue 11 §8).
    await expect(page.getByRole('link', { name: '[kein Betreff]' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neue Versicherung' })).toBeVisible();
    await expectAccessible(page, 'Startseite (makler)');
    await page.screenshot({ path: 'test-results/start-desktop.png', fullPage: true });

    // A renewal opens its contract; back on the start page it is the last one opened.
    const first = renewalRows(page).first().getByRole('link');
    const nummer = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
    await page.getByRole('link', { name: 'Details öffnen' }).click();
    await expect(page).toHaveURL(/\/insurance-group\/details\/\d+/);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht' }).click();
    await expect(page).toHaveURL(/\/home\/?$/);
    const recent = page.getByRole('list', { name: 'Zuletzt geöffnete Versicherungen' });
    await expect(recent.getByRole('listitem').first()).toContainText(nummer);
    await page.getByRole('tab', { name: 'Kunden' }).click();
    await expect(page.getByText(/Noch keinen Kunden geöffnet|Kundennr\./).first()).toBeVisible();
    await expectAccessible(page, 'Startseite, zuletzt geöffnete Kunden');
  });

  test('the brand link leads to the start page, and the new-contract dialog opens from it', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('link', { name: 'Maklerwerk – zur Startseite' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await page.getByRole('button', { name: 'Neue Versicherung' }).click();
    await expect(page.getByRole('dialog', { name: 'Neue Versicherung' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Gesellschaft' })).toBeVisible();
    await expectAccessible(page, 'Dialog Neue Versicherung von der Startseite');
    await page.screenshot({ path: 'test-results/new-contract-desktop.png' });
  });

  test('the page keeps its layout while its figures and lists load', async ({ page }) => {
    await loginAs(page, 'makler', 'demo', { landing: 'start' });
    // Opened again with its one request held back: cards, table rows and lists wait in place for it.
    let release = () => {};
    const answer = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/MSC3\/restful\/start(\?|$)/, async (route) => {
      await answer;
      await route.continue();
    });
    // Runs in the page (the e2e project has no DOM types): the layout shifts as Lighthouse adds them up.
    await page.addInitScript(`window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });`);
    await page.goto('/home');
    await expect(page.getByRole('status', { name: 'Hauptfälligkeiten werden geladen' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Kennzahlen werden geladen' })).toBeVisible();
    await expect(page.getByText('Aktive Versicherungen')).toBeVisible();
    await page.screenshot({ path: 'test-results/start-loading-desktop.png' });
    release();
    await expect(renewalRows(page).first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Hauptfälligkeiten werden geladen' })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Kennzahlen werden geladen' })).toHaveCount(0);
    expect(await page.evaluate('window.__layoutShift')).toBeLessThan(0.02);
  });

  test('a customer sees his own contracts, without customer figures or create buttons', async ({ page }) => {
    await loginAs(page, 'kunde', 'demo', { landing: 'start' });
    await expect(page.getByText('Meine aktiven Versicherungen')).toBeVisible();
    await expect(page.getByText('Kunden', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Kunde' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Neue Versicherung' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Dokumente zur Unterschrift' })).toBeVisible();
    // Her broker's answers wait here (issue 11 §8; tests/kommunikation.spec.ts follows one through).
    await expect(page.getByRole('heading', { name: 'Neue Nachrichten' })).toBeVisible();
    await expectAccessible(page, 'Startseite (kunde)');
  });

  test('a read-only login sees the broker view without create buttons', async ({ page }) => {
    await loginAs(page, 'lesend', 'demo', { landing: 'start' });
    await expect(page.getByText('Aktive Versicherungen')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zuletzt geöffnet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neue Versicherung' })).toHaveCount(0);
  });

  test('the start page on a phone @phone', async ({ page }) => {
    await loginAs(page, 'makler', 'demo', { landing: 'start' });
    await expect(renewalCards(page).first()).toBeVisible();
    expect(await renewalCards(page).count()).toBeGreaterThanOrEqual(5);
    await expectWithin90Days(page);
    await expect(page.getByRole('heading', { name: 'Zuletzt geöffnet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Offene Aufgaben' })).toBeVisible();
    // A card's count stays whole beside a title that wraps ('Ungelesene E-Mails und Nachrichten').
    const unreadCount = page
      .getByRole('heading', { name: 'Ungelesene E-Mails und Nachrichten' })
      .locator('xpath=ancestor::div[contains(@class, "mantine-Group-root")][2]')
      .locator('.mantine-Badge-label');
    await expect(unreadCount).toHaveText(/^\d+$/);
    expect(await unreadCount.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    await expectAccessible(page, 'Startseite auf dem Telefon (makler)');
    await page.screenshot({ path: 'test-results/start-phone.png', fullPage: true });

    await page.getByRole('button', { name: 'Neue Versicherung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Versicherung' });
    await expect(dialog.getByRole('textbox', { name: 'Versicherungsnummer' })).toBeVisible();
    await expectAccessible(page, 'Dialog Neue Versicherung auf dem Telefon');
    await page.screenshot({ path: 'test-results/new-contract-phone.png' });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
