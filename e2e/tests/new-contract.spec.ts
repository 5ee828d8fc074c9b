import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

const steps = (page: Page) => page.getByRole('navigation', { name: 'Schritte' });
const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Picks an option of a Mantine select by typing into it (the options list is outside the dialog). */
async function choose(page: Page, label: string, typed: string, option: RegExp | string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Neue Versicherung' });
  await dialog.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('Neue Versicherung', () => {
  test('a broker creates a contract from the contract list and lands on its details (newVertrag)', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('button', { name: 'Neue Versicherung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Versicherung' });
    await expect(dialog.getByRole('combobox', { name: 'Kunde', exact: true })).toBeVisible();
    await expectAccessible(page, 'Dialog Neue Versicherung');

    await choose(page, 'Kunde', 'Mustermann', /Erika Mustermann \(100001/);
    await choose(page, 'Gesellschaft', 'HUK', 'HUK-COBURG');
    await choose(page, 'Vertragssparte', 'Privathaft', 'Privathaftpflicht');
    // The company's rule shows while typing, in the company's words.
    await dialog.getByRole('textbox', { name: 'Versicherungsnummer' }).fill('PH-12');
    await expect(dialog.getByText(/Die Nummer entspricht nicht dem Format der Gesellschaft\./)).toBeVisible();
    await expect(dialog.getByText(/KF-9999-9999/)).toBeVisible();
    await expectAccessible(page, 'Dialog Neue Versicherung mit Hinweis zur Versicherungsnummer');
    await dialog.getByRole('textbox', { name: 'Versicherungsnummer' }).fill('PH-2026-7001');
    await expect(dialog.getByText(/Die Nummer entspricht nicht dem Format der Gesellschaft\./)).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Beginn' }).fill('01.12.2026');
    await dialog.getByRole('textbox', { name: 'Beginn' }).press('Tab');
    await dialog.getByRole('button', { name: 'Anlegen und Details öffnen' }).click();

    await expect(page).toHaveURL(/\/insurance-group\/details\/\d+\?(?=.*newVertrag=true)(?=.*stepKey=allgemeine)/);
    await expect(stepTitle(page, 'Vertragsdaten')).toBeVisible();
    await expect(page.getByText('PH-2026-7001').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Neue Versicherung' })).toHaveCount(0);
    // Spec 2.1: with newVertrag the damage-reports step is hidden.
    await expect(steps(page).getByRole('button', { name: 'Allgemeine Daten' })).toBeVisible();
    await expect(steps(page).getByRole('button', { name: 'Schadensmeldungen' })).toHaveCount(0);
    await expectAccessible(page, 'Details der neuen Versicherung (newVertrag)');
    // Walking on through the steps keeps the flag.
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(stepTitle(page, 'Versicherte Sache')).toBeVisible();
    await expect(page).toHaveURL(/newVertrag=true/);
    await expect(steps(page).getByRole('button', { name: 'Schadensmeldungen' })).toHaveCount(0);

    // The same contract opened normally has the step.
    const url = new URL(page.url());
    await page.goto(url.pathname);
    await expect(steps(page).getByRole('button', { name: 'Schadensmeldungen' })).toBeVisible();
  });

  test('the server refuses a number that does not fit the company, and nothing is created', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('searchbox', { name: /Suchen/ }).fill('AX-1');
    await expect(page.getByText('Keine Versicherungen gefunden.')).toBeVisible();
    await page.getByRole('button', { name: 'Neue Versicherung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Versicherung' });
    await choose(page, 'Kunde', 'Beispiel', /Hans Beispiel/);
    await choose(page, 'Gesellschaft', 'HUK', 'HUK-COBURG');
    await choose(page, 'Vertragssparte', 'Hausrat', 'Hausrat');
    await dialog.getByRole('textbox', { name: 'Beginn' }).fill('01.01.2027');
    await dialog.getByRole('textbox', { name: 'Versicherungsnummer' }).fill('AX-1');
    // Sent at once, before the live check answers: the server's 422 lands at the field.
    await dialog.getByRole('button', { name: 'Anlegen und Details öffnen' }).click();
    await expect(dialog.getByText(/Die Nummer entspricht nicht dem Format der Gesellschaft\./)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'Dialog Neue Versicherung mit Fehler');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Keine Versicherungen gefunden.')).toBeVisible();
  });

  test('empty fields show the German messages of the shared schema', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('button', { name: 'Neue Versicherung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Versicherung' });
    await dialog.getByRole('button', { name: 'Anlegen und Details öffnen' }).click();
    await expect(dialog.getByText('Bitte wählen Sie einen Kunden aus.')).toBeVisible();
    await expect(dialog.getByText('Bitte wählen Sie eine Gesellschaft aus.')).toBeVisible();
    await expect(dialog.getByText('Bitte wählen Sie eine Vertragssparte aus.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie die Versicherungsnummer an.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie den Beginn als gültiges Datum an.')).toBeVisible();
    await expectAccessible(page, 'Dialog Neue Versicherung, Pflichtfelder leer');
  });

  test("from a customer's contracts the customer is set and cannot be changed", async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('searchbox', { name: /Suchen/ }).fill('KF-4711-0815');
    await page.getByText('KF-4711-0815').first().click();
    await page.getByRole('link', { name: 'Alle Versicherungen des Kunden' }).click();
    await expect(page.getByRole('heading', { name: 'Versicherungen von Erika Mustermann' })).toBeVisible();
    await page.getByRole('button', { name: 'Neue Versicherung' }).click();
    const kunde = page.getByRole('dialog', { name: 'Neue Versicherung' }).getByRole('combobox', { name: 'Kunde' });
    await expect(kunde).toHaveValue('Erika Mustermann (100001, Berlin)');
    await expect(kunde).toHaveAttribute('readonly', '');
    await expectAccessible(page, 'Dialog Neue Versicherung für Erika Mustermann');
  });

  test('a read-only login and a customer get no button to create contracts', async ({ page }) => {
    await loginAs(page, 'lesend');
    await expect(page.getByText(/\d+ Versicherungen/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neue Versicherung' })).toHaveCount(0);
    await page.getByRole('button', { name: /Lars Lesemann/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await loginAs(page, 'kunde');
    await expect(page.getByText(/\d+ Versicherungen/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neue Versicherung' })).toHaveCount(0);
  });
});
