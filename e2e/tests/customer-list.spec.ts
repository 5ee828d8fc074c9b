import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

/** A tab of the customer tab strip (a link; the open one is the current page). */
const customerTab = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Kundentabs' }).getByRole('link', { name });

const rows = (page: Page) => page.locator('table tbody tr');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Suchen \(Name, Kundennr/ });

async function openQuickSearch(page: Page) {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Schnellsuche' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Suchbegriff' })).toBeFocused();
  return dialog;
}

test.describe('Kunden', () => {
  test('a broker opens Kunden from the navigation, searches, sorts and opens a customer', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'makler');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kunden' }).click();
    await expect(page).toHaveURL(/\/home\/kunden\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText(/^\d+ Kunden$/)).toBeVisible();
    for (const title of ['Kundennr', 'Name/Firma', 'Anschrift', 'Betreuer', 'Verträge', 'Jahresbeitrag']) {
      await expect(page.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible();
    }
    await page.screenshot({ path: testInfo.outputPath('kunden-1440.png'), fullPage: true });
    await expectAccessible(page, 'Kundenliste (makler)');

    // Sort on the server: the URL carries it, the highest premium comes first.
    await page.getByRole('button', { name: /^Jahresbeitrag, / }).click();
    await expect(page).toHaveURL(/sort=jahresbeitrag%3Aasc|sort=jahresbeitrag:asc/);
    await page.getByRole('button', { name: /^Jahresbeitrag, / }).click();
    await expect(page).toHaveURL(/sort=jahresbeitrag%3Adesc|sort=jahresbeitrag:desc/);
    await expect(page.getByRole('button', { name: 'Jahresbeitrag, absteigend sortiert' })).toBeVisible();

    await searchBox(page).fill('Mustermann');
    await expect(page).toHaveURL(/search=Mustermann/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Mustermann, Erika');
    await expect(rows(page).first()).toContainText('100001');
    await expect(rows(page).first()).toContainText('10115 Berlin');
    await expect(rows(page).first()).toContainText('Max Makler');
    await expectAccessible(page, 'Kundenliste mit Suche (makler)');

    // The export takes the current filter.
    await page.getByRole('button', { name: 'Exportieren' }).click();
    await expect(page.getByRole('menuitem', { name: 'Export Excel' })).toBeVisible();
    await expectAccessible(page, 'Menü Exportieren');
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kunden-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.url()).toContain('search=Mustermann');

    await rows(page).first().click();
    await expect(page).toHaveURL(/\/home\/kunden\/\d+$/);
    await expect(customerTab(page, /Erika Mustermann/)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: /Mustermann/ })).toBeVisible();
  });

  test('quick search with Ctrl+K opens a customer in his tab', async ({ page }, testInfo) => {
    await loginAs(page, 'makler');
    const dialog = await openQuickSearch(page);
    await expect(dialog.getByText('Bitte geben Sie mindestens 3 Zeichen ein.')).toBeVisible();
    await dialog.getByRole('combobox').fill('Be');
    await expect(dialog.getByRole('option')).toHaveCount(0);
    await dialog.getByRole('combobox').fill('Beispiel');
    await expect(dialog.getByRole('option', { name: /^Hans Beispiel/ })).toBeVisible();
    await expect(dialog.getByRole('option', { name: /^Hans Beispiel/ })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: testInfo.outputPath('schnellsuche-1440.png') });
    await expectAccessible(page, 'Schnellsuche mit Treffern (makler)');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/home\/kunden\/\d+$/);
    await expect(customerTab(page, /Hans Beispiel/)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: /Beispiel/ })).toBeVisible();
  });

  test('quick search finds a contract by its Kennzeichen and opens its details', async ({ page }) => {
    await loginAs(page, 'makler');
    const dialog = await openQuickSearch(page);
    await dialog.getByRole('combobox').fill('B-EM 1234');
    await expect(dialog.getByRole('group', { name: 'Versicherungen' })).toBeVisible();
    await dialog.getByRole('option', { name: /KF-4711-0815/ }).click();
    await expect(page).toHaveURL(/\/insurance-group\/details\/\d+/);
    await expect(customerTab(page, /Erika Mustermann/)).toBeVisible();
  });

  test('a customer has no Kunden list and finds only himself', async ({ page }) => {
    await loginAs(page, 'kunde');
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kunden' }),
    ).toHaveCount(0);
    const dialog = await openQuickSearch(page);
    await dialog.getByRole('combobox').fill('Beispiel');
    await expect(dialog.getByText('Es wurden keine Einträge gefunden')).toBeVisible();
    await dialog.getByRole('combobox').fill('Mustermann');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expectAccessible(page, 'Schnellsuche (kunde)');
  });

  test('the customer list works on a phone @phone', async ({ page }, testInfo) => {
    await loginAs(page, 'makler');
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kunden' }).click();
    const cards = page.getByRole('list', { name: 'Kunden' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('kunden-390.png') });
    await expectAccessible(page, 'Kundenliste auf dem Telefon (makler)');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Schnellsuche' });
    await dialog.getByRole('combobox').fill('Mustermann');
    await expect(dialog.getByRole('option', { name: /^Erika Mustermann/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('schnellsuche-390.png') });
    await expectAccessible(page, 'Schnellsuche auf dem Telefon (makler)');
  });
});
