import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

const CONFIRM_TEXT =
  'Sie haben die Sparte deaktiviert, beim Speichern werden alle eingetragenen Daten - auch sämtliche dazugehörige Schadensdaten - gelöscht. Diese Aktion ist unumkehrbar!';

/** The details of a contract at a step, opened through its id (the list search finds it). */
async function openStep(page: Page, nummer: string, stepKey: string): Promise<string> {
  const found = await page.request.get(`/MSC3/restful/insurances?limit=5&search=${nummer}`);
  const id = ((await found.json()) as { items: { id: number; nummer: string }[] }).items.find(
    (i) => i.nummer === nummer,
  )?.id;
  const details = `/home/versicherungen/insurance-group/details/${id}`;
  await page.goto(`${details}?stepKey=${stepKey}`);
  await expect(page.getByText('Hinweise und Fehler')).toBeVisible();
  return details;
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Schritte' });

test.describe('Sparten', () => {
  test('a broker switches off Vollkasko: confirmation, Abbrechen reverts, Trotzdem speichern removes it and its damage reports', async ({
    page,
  }) => {
    await loginAs(page, 'makler');
    const details = await openStep(page, 'KF-4711-0815', 'sparten');
    await expect(page.getByRole('heading', { level: 2, name: 'Sparten' })).toBeVisible();
    const overview = page.getByRole('table', { name: 'Spartenübersicht' });
    await expect(overview.getByRole('row', { name: /Vollkasko/ })).toContainText('312,00 €');
    await expect(overview.getByRole('row', { name: /Kfz-Haftpflicht/ })).toContainText('Kfz-Haftpflicht Classic');
    await expect(steps(page).getByRole('button', { name: 'Vollkasko' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sparte hinzufügen' })).toBeVisible();
    await expectAccessible(page, 'Schritt Sparten');

    const haftpflicht = page.getByRole('switch', { name: 'Kfz-Haftpflicht' });
    const vollkasko = page.getByRole('switch', { name: 'Vollkasko' });
    await expect(haftpflicht).toBeDisabled();
    await expect(haftpflicht).toBeChecked();
    await expect(vollkasko).toBeEnabled();

    // Declined: the toggle is on again, nothing is saved.
    // No force: the click waits until nothing (a closing dialog) covers the switch.
    await vollkasko.click();
    const dialog = page.getByRole('dialog', { name: 'Sparte Vollkasko deaktivieren' });
    await expect(dialog).toContainText(CONFIRM_TEXT);
    await expectAccessible(page, 'Dialog Sparte deaktivieren');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(vollkasko).toBeChecked();
    await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toHaveCount(0);

    // Confirmed: the branch, its step and its damage reports are gone.
    // No force: the click waits until nothing (a closing dialog) covers the switch.
    await vollkasko.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Trotzdem speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Die Sparte Vollkasko wurde deaktiviert.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Vollkasko' })).toHaveCount(0);
    await expect(overview.getByRole('row', { name: /Vollkasko/ })).toHaveCount(0);
    await expect(steps(page).getByRole('button', { name: 'Vollkasko' })).toHaveCount(0);

    await page.goto(`${details}?stepKey=schadensmeldungen`);
    await expect(page.getByRole('heading', { level: 2, name: 'Schadensmeldungen' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Schadensmeldung KS-2024-0001 öffnen', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Schadensmeldung KS-2025-0107 öffnen', exact: true })).toHaveCount(0);
  });

  test('the branch step edits the main data and opens the tariff form', async ({ page }) => {
    await loginAs(page, 'makler');
    await openStep(page, 'KF-4711-0815', 'sparteUbersicht');
    await page.getByRole('table', { name: 'Spartenübersicht' }).getByRole('link', { name: 'Kfz-Haftpflicht' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Kfz-Haftpflicht' })).toBeVisible();
    await expect(page.getByLabel('Prämie brutto (Zahlweise)')).toHaveValue('300,40 €');
    await expect(page.getByLabel('Parameter 1 Name')).toHaveValue('Deckungssumme');
    await expectAccessible(page, 'Schritt Kfz-Haftpflicht');
    await page.getByLabel('Versicherte Person').fill('Erika und Thomas Mustermann');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert.')).toBeVisible();

    await page.getByRole('link', { name: 'Neuer Tarif' }).click();
    await expect(page.getByRole('heading', { name: 'Neuer Tarif' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Gesellschaft' })).toHaveValue('HUK-COBURG');
    await expect(page.getByRole('combobox', { name: 'Sichtbar für' })).toBeDisabled();
    await expectAccessible(page, 'Tarifformular (Makler)');
  });

  test('a customer cannot open the tariff form', async ({ page }) => {
    await loginAs(page, 'kunde');
    await page.goto('/beratung/tarifBearbeiten?insuranceStep=1');
    await expect(
      page.getByText('Tarife können nur von Vermittlern und dem Innendienst bearbeitet werden.'),
    ).toBeVisible();
  });
});
