import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

/** From the list: search the number and open the contract's overview. */
async function openOverview(page: Page, nummer: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
}

test.describe('Vergleichsrechner, Bestellformular, Versicherungsportal', () => {
  test('an anonymised handover reaches the receiving page without the customer’s name', async ({ page }) => {
    await loginAs(page, 'makler');
    await openOverview(page, 'HR-55501');
    await page.getByRole('button', { name: 'Vergleichsrechner' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Hausrat-Vergleich' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Kfz-Vergleich' })).toHaveCount(0);
    await expectAccessible(page, 'Menü Vergleichsrechner');
    await menu.getByRole('menuitem', { name: 'Hausrat-Vergleich' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hausrat-Vergleich' });
    await expect(dialog.getByRole('checkbox', { name: 'Kundendaten übertragen' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Name und Anschrift anonymisieren' }).check();
    await expectAccessible(page, 'Optionen Vergleichsrechner');
    await dialog.getByRole('button', { name: 'Vergleich öffnen' }).click();

    await expect(page).toHaveURL(/\/beratung\/vergleichsrechner\/hausrat-vergleich\?path=.*&token=/);
    const table = page.getByRole('table', { name: 'Übergebene Parameter' });
    await expect(table.getByRole('row', { name: /risiko_plz 10115/ })).toBeVisible();
    await expect(page.getByText('anonymisiert', { exact: true })).toBeVisible();
    await expect(table).not.toContainText('Mustermann');
    await expect(table).not.toContainText('Erika');
    await expect(table).not.toContainText('Musterstraße');
    await expect(table.getByRole('cell', { name: 'vn_name', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'Empfangsseite Vergleichsrechner');
  });

  test('the order form refuses a wrong IBAN and downloads a filled PDF', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto('/beratung/vergleichsrechner');
    await expect(page.getByRole('region', { name: 'Angebotszentrale Gewerbe' })).toBeVisible();
    await expectAccessible(page, 'Vergleichsrechner');
    await page.getByRole('button', { name: 'Bestellformular Softfair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestellformular Softfair' });
    await expect(dialog.getByLabel('Firma')).toHaveValue('Max Makler Versicherungsmakler GmbH');
    await dialog.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Max');
    await dialog.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Makler');
    await dialog.getByRole('textbox', { name: 'Straße und Hausnummer', exact: true }).fill('Maklerweg 7');
    await dialog.getByRole('textbox', { name: 'PLZ' }).fill('10117');
    await dialog.getByRole('textbox', { name: 'PLZ' }).press('Tab');
    await dialog.getByRole('textbox', { name: 'Ort', exact: true }).fill('Berlin');
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('030 1234567');
    await dialog.getByRole('textbox', { name: 'Bank', exact: true }).fill('Commerzbank');
    await dialog.getByRole('textbox', { name: 'IBAN' }).fill('DE88 3704 0044 0532 0130 00');
    await dialog.getByRole('textbox', { name: 'BIC' }).fill('COBADEFFXXX');
    await dialog.getByRole('textbox', { name: 'Kontoinhaber', exact: true }).fill('Max Makler');
    await dialog.getByRole('button', { name: 'PDF herunterladen' }).click();
    await expect(
      dialog
        .getByText(/IBAN/)
        .filter({ hasText: /Prüfziffer|ungültig|falsch/ })
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'Bestellformular mit Fehler');
    await dialog.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'PDF herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Bestellformular-Softfair.pdf');
    const text = execFileSync('/usr/bin/pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
    expect(text).toContain('Maklerweg 7');
    expect(text).toContain('DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Max Makler Versicherungsmakler GmbH');
  });

  test('the Versicherungsportal tab of a HUK contract lists the insurer’s links', async ({ page }) => {
    await loginAs(page, 'makler');
    await openOverview(page, 'KF-4711-0815');
    await page
      .getByRole('navigation', { name: 'Bereiche der Versicherung' })
      .getByRole('link', { name: 'Versicherungsportal' })
      .click();
    await expect(page).toHaveURL(/\/insurance-group\/deeplinks\/\d+/);
    const link = page.getByRole('link', { name: /Vertrag im HUK-Maklerportal/ });
    await expect(link).toHaveAttribute('href', 'https://portal.huk-coburg.example/vertrag?nr=KF-4711-0815');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: /Schaden melden bei der HUK/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expectAccessible(page, 'Versicherungsportal');
  });
});
