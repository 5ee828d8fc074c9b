import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

// Sums insured, buy-back values and embedded securities (issue 15 items 5–7) on LV-2024-000123.

async function openContract(page: Page, nummer: string, search: string): Promise<string> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
  const id = page.url().match(/overview\/(\d+)/)?.[1] ?? '';
  await page.goto(`/home/versicherungen/insurance-group/details/${id}?${search}`);
  return id;
}

test.describe('Vertragsteile', () => {
  test('a broker sees the sums insured and manages the buy-back values of a Vorsorge contract', async ({ page }) => {
    await loginAs(page, 'makler');
    await openContract(page, 'LV-2024-000123', 'stepKey=allgemeine&substepKey=vertragsdaten');

    const summen = page.getByRole('region', { name: 'Versicherungssummen' });
    await expect(summen.getByRole('cell', { name: 'Todesfallleistung', exact: true })).toBeVisible();
    await expect(summen.getByRole('cell', { name: '75.000,00 €', exact: true })).toBeVisible();
    const werte = page.getByRole('region', { name: 'Rückkaufswerte' });
    await expect(werte.getByRole('cell', { name: '2025', exact: true })).toBeVisible();
    await expect(werte.getByRole('cell', { name: '2034', exact: true })).toBeVisible();
    await expectAccessible(page, 'Vertragsdaten mit Versicherungssummen und Rückkaufswerten');

    await werte.getByRole('button', { name: 'Rückkaufswert hinzufügen' }).click();
    const modal = page.getByRole('dialog', { name: 'Rückkaufswert' });
    await modal.getByLabel('Jahr').fill('1900');
    await modal.getByLabel('Betrag').fill('25000');
    await modal.getByRole('button', { name: 'Speichern' }).click();
    await expect(modal.getByText('Das Jahr sollte größer sein als 1900')).toBeVisible();
    // The invalid save reset the form (decision 0025).
    await expect(modal.getByLabel('Jahr')).toHaveValue('');
    await expectAccessible(page, 'Rückkaufswert mit Fehlermeldung');

    await modal.getByLabel('Jahr').fill('2100');
    await modal.getByLabel('Betrag').fill('25000');
    await modal.getByRole('button', { name: 'Speichern' }).click();
    await expect(modal.getByText('Das Jahr sollte weniger als 2100 sein')).toBeVisible();

    await modal.getByLabel('Jahr').fill('2040');
    await modal.getByLabel('Betrag').fill('25000,50');
    await modal.getByRole('button', { name: 'Speichern' }).click();
    await expect(modal).toBeHidden();
    const row2040 = werte.getByRole('row').filter({ hasText: '2040' });
    await expect(row2040).toContainText('25.000,50 €');

    await werte.getByRole('button', { name: 'Rückkaufswert 2040 löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Rückkaufswert löschen' });
    await expect(confirm.getByText('Soll der Rückkaufswert für das Jahr 2040 wirklich gelöscht werden?')).toBeVisible();
    await expectAccessible(page, 'Rückkaufswert löschen');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(row2040).toHaveCount(0);
  });

  test('the Wertpapiere step shows both funds in € and $ with the depot positions', async ({ page }) => {
    await loginAs(page, 'makler');
    const id = await openContract(page, 'LV-2024-000123', 'stepKey=wertpapiere');
    const table = page.getByRole('region', { name: 'Eingebundene Wertpapiere' });
    const dws = table.getByRole('row').filter({ hasText: 'DE0009848119' });
    const ishares = table.getByRole('row').filter({ hasText: 'IE00B5BMR087' });
    await expect(dws).toContainText('DWS Top Dividende');
    await expect(dws).toContainText('16.870,00 €');
    await expect(dws).toContainText('120,50');
    await expect(dws).toContainText('31.12.2025');
    await expect(ishares).toContainText('7.897,60 $');
    await expect(ishares).toContainText('6.750,09 €');
    await expect(page.getByRole('region', { name: 'Depotpositionen' })).toContainText('23.620,09 €');
    await expectAccessible(page, 'Eingebundene Wertpapiere');

    await table.getByRole('button', { name: 'Wertpapier hinzufügen' }).click();
    const modal = page.getByRole('dialog', { name: 'Wertpapier' });
    await modal.getByLabel('ISIN').fill('DE0008474504');
    await modal.getByLabel('Wertpapiername').fill('DekaFonds CF');
    await modal.getByRole('button', { name: 'Speichern' }).click();
    await expect(modal.getByText('Die ISIN ist ungültig.')).toBeVisible();
    await expectAccessible(page, 'Wertpapier mit Fehlermeldung');
    await modal.getByRole('button', { name: 'Abbrechen' }).click();

    await page.goto(
      `/home/versicherungen/insurance-group/versicherung-eingebundene-wertpapiere/${id}/${await sparteOf(page, id)}`,
    );
    await expect(page.getByRole('heading', { name: 'Eingebundene Wertpapiere', level: 2 })).toBeVisible();
    await expect(page.getByRole('cell', { name: '7.897,60 $' })).toBeVisible();
    await expectAccessible(page, 'Seite Eingebundene Wertpapiere');
    await page.getByRole('link', { name: 'zurück zur Versicherung' }).click();
    await expect(page).toHaveURL(new RegExp(`/details/${id}\\?stepKey=wertpapiere`));
  });
});

/** The Vertragssparte of the contract, as the API names it. */
async function sparteOf(page: Page, id: string): Promise<number> {
  const response = await page.request.get(`/MSC3/restful/insurances/${id}/wertpapiere`);
  return (await response.json()).sparte.id;
}
