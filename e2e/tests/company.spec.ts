import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

/** Opens HUK-COBURG's 'Gesellschaftsinfos' through the company link of a contract header. */
async function openHuk(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill('KF-4711-0815');
  await page.getByText('KF-4711-0815', { exact: true }).first().click();
  await page.getByRole('link', { name: 'HUK-COBURG' }).click();
  await expect(page).toHaveURL(/\/versicherungen\/gesellschaft\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'HUK-COBURG' })).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expectAccessible(page, 'Gesellschaftsinfos HUK-COBURG (makler)', { once: true });
}

test.describe('Gesellschaftsinfos', () => {
  test('shows address, broker numbers and 20 contact persons per page with tel: links', async ({ page }) => {
    await loginAs(page, 'makler');
    await openHuk(page);
    await expect(page.getByText('Bahnhofsplatz')).toBeVisible();
    await expect(page.getByText('Vermittlernummer AK')).toBeVisible();
    await expect(page.getByText('Hauptnummer')).toBeVisible();
    const rows = page.locator('table tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(page.locator('table a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('table a[href^="mailto:"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Seite 2' }).click();
    await expect(page.getByText(/^21–\d+ von \d+$/)).toBeVisible();
  });

  test('phone numbers are plain text without the right to place calls', async ({ page }) => {
    await loginAs(page, 'vermittler');
    await page.goto('/home/versicherungen/gesellschaft/1');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.getByText('069 90009703')).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expectAccessible(page, 'Gesellschaftsinfos (vermittler)');
  });

  test('the contacts PDF downloads', async ({ page }) => {
    await loginAs(page, 'makler');
    await openHuk(page);
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await expect(page.getByRole('menuitem', { name: 'Ansprechpartner dieser Gesellschaft' })).toBeVisible();
    await expectAccessible(page, 'Aktionen der Gesellschaft');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Ansprechpartner dieser Gesellschaft' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const content = await readFile(await download.path());
    expect(content.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('a new contact person is created through the menu', async ({ page }) => {
    await loginAs(page, 'makler');
    await openHuk(page);
    const name = `Aaron Testmann ${Date.now()}`;
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Neuen Ansprechpartner anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuen Ansprechpartner anlegen' });
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await expectAccessible(page, 'Dialog Neuen Ansprechpartner anlegen');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('E-Mail').fill('kein-mail');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await expect(dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeVisible();
    await expectAccessible(page, 'Dialog Neuen Ansprechpartner anlegen mit Fehler');
    await dialog.getByLabel('E-Mail').fill('aaron.testmann@huk-coburg.example');
    await dialog.getByLabel('Telefon').fill('09561 96-1234');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('cell', { name })).toBeVisible();
  });
  test("'Dokumente hochladen' opens the upload of the own documents for this company", async ({ page }) => {
    await loginAs(page, 'makler');
    await openHuk(page);
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Dokumente hochladen' }).click();
    await expect(page).toHaveURL(/\/home\/eigene-dokumente\?gesellschaftId=\d+/);
    const dialog = page.getByRole('dialog', { name: 'Dokumente hochladen' });
    await expect(dialog.getByText('Gesellschaft: HUK-COBURG')).toBeVisible();
    await expectAccessible(page, 'Dokumente hochladen für eine Gesellschaft');
    const file = `Courtagezusage ${Date.now()}`;
    await dialog.locator('input[type=file]').setInputFiles([
      { name: `${file}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      { name: `${file} Anlage.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    await dialog.getByRole('button', { name: 'Hochladen' }).click();
    await expect(dialog).toBeHidden();
    // Filed under the company's name, so that the filter 'Bezeichnung' finds them; a reload does not reopen the upload.
    await expect(page).toHaveURL(/\/home\/eigene-dokumente$/);
    await expect(page.getByRole('button', { name: `HUK-COBURG: ${file}`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `HUK-COBURG: ${file} Anlage`, exact: true })).toBeVisible();
  });
});
