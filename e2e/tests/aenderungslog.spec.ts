import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

// The log's table (the date picker's calendar is a table too).
const rows = (page: Page) => page.locator('table.mantine-datatable-table tbody tr');

/** DD.MM.YYYY of a German calendar day `months` back from today (clipped to the month's end). */
function germanDay(monthsBack: number, daysBack = 0): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - monthsBack, 0)).getUTCDate();
  const date = new Date(Date.UTC(y, m - 1 - monthsBack, Math.min(d, last) - daysBack, 12));
  return new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const modal = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: !modal });
}

/** The contract's details on the step Änderungslog. */
async function openLogStep(page: Page, nummer: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
  await page.getByRole('link', { name: 'Details öffnen' }).click();
  await expect(page.getByText('Hinweise und Fehler')).toBeVisible();
  await page.getByRole('navigation', { name: 'Schritte' }).getByRole('button', { name: 'Änderungslog' }).click();
  await expect(page).toHaveURL(/stepKey=aenderungslog/);
  await expect(page.getByRole('heading', { level: 2, name: 'Änderungslog', exact: true })).toBeVisible();
}

test.describe('Änderungslog', () => {
  test('a broker reads, filters and opens the log of KF-4711-0815', async ({ page }, testInfo) => {
    await loginAs(page, 'makler');
    await openLogStep(page, 'KF-4711-0815');

    // Spec 2.5 / 5.6: filter panel 'Suchen', group 'Allgemein', 'Ab Datum' one month back.
    await expect(page.getByRole('heading', { name: 'Suchen', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Allgemein' })).toBeVisible();
    const abDatum = page.getByLabel('Ab Datum');
    await expect(abDatum).toHaveValue(germanDay(1));
    const schaden = page.getByRole('checkbox', { name: 'Erweiterter Log inkl. Schaden' });
    await expect(schaden).toBeChecked();
    for (const title of ['Datum', 'Nutzer', 'Eintrag', 'Änderung']) {
      await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    await expect(rows(page).first()).toBeVisible();
    const inMonth = await rows(page).count();
    expect(inMonth).toBeGreaterThan(5);
    expect(inMonth).toBeLessThan(25);
    await expect(page.getByText('Ina Intern als Max Makler').first()).toBeVisible();
    await expectAccessible(page, 'Schritt Änderungslog');
    await shot(page, testInfo, 'aenderungslog-1440');

    // An earlier date shows the older entries: 25 on the first page.
    await abDatum.fill(germanDay(4));
    await abDatum.press('Escape');
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Seite 2' })).toBeVisible();

    // Text search (debounced): only the vehicle's mileage.
    await page.getByRole('textbox', { name: 'Suchen' }).fill('Kilometerstand');
    await expect(rows(page)).toHaveCount(4);
    await expect(rows(page).first()).toContainText('Fahrzeugdaten: Kilometerstand');

    // The modal 'Änderung:' with the full change text.
    await rows(page).first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Änderung:' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('→');
    await expectAccessible(page, 'Dialog Änderung');
    await shot(page, testInfo, 'aenderung-modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The checkbox takes the damage reports' entries in and out.
    await page.getByRole('textbox', { name: 'Suchen' }).fill('Glas-Express');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Schadensmeldung: Zahlung');
    await schaden.uncheck();
    await expect(page.getByText('Es wurden keine Einträge gefunden')).toBeVisible();
    await schaden.check();
    await expect(rows(page)).toHaveCount(1);

    // Downloads of the filtered log.
    await expect(page.getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute('href', /format=csv/);
    await expect(page.getByRole('link', { name: 'PDF herunterladen' })).toHaveAttribute('href', /format=pdf/);

    // Leaving names the way back.
    await page
      .getByRole('navigation', { name: 'Bereiche der Versicherung' })
      .getByRole('link', { name: 'Anmerkungen' })
      .click();
    await expect(page.getByRole('link', { name: 'zurück zu den Änderungslog' })).toBeVisible();
  });

  test('the office log is for internal staff only', async ({ page }) => {
    await loginAs(page, 'intern');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Änderungslog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Änderungslog für Maklerauftrag' })).toBeVisible();
    await expect(page.getByText(/Hash-Kette (intakt|unterbrochen)/)).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expectAccessible(page, 'Änderungslog des Büros');
  });

  test('a broker sees a notice instead of the office log', async ({ page }) => {
    await loginAs(page, 'makler');
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Änderungslog' }),
    ).toHaveCount(0);
    await page.goto('/home/aenderungslog');
    await expect(
      page.getByText('Das Änderungslog des ganzen Büros sehen nur Mitarbeiter des Innendienstes.'),
    ).toBeVisible();
    await expectAccessible(page, 'Änderungslog ohne Zugriff');
  });
});
