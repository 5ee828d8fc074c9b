import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

/** A customer's id through the API, as the logged-in page (its session cookie). */
async function customerIdOf(page: Page, policyNumber: string): Promise<number> {
  const response = await page.request.get(`/MSC3/restful/insurances?search=${policyNumber}`);
  const list = (await response.json()) as { items: { kunde: { id: number } }[] };
  const id = list.items[0]?.kunde.id;
  if (!id) {
    throw new Error(`no customer of ${policyNumber}`);
  }
  return id;
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Kunden', () => {
  test('a broker creates a customer with postal-code suggestion and IBAN, lands on his page and edits the Stammdaten', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36);
    const name = `Neumann-${suffix}`;
    await loginAs(page, 'makler');
    await page.goto('/home/kunden');
    await page.getByRole('link', { name: 'Neuer Kunde' }).click();
    await expect(page).toHaveURL(/\/home\/kunden\/neu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Neuer Kunde' })).toBeVisible();
    await expectAccessible(page, 'Neuer Kunde');

    await pick(page, 'Anrede', 'Frau');
    await page.getByLabel('Vorname').fill('Clara');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByLabel('Straße').fill('Marienplatz');
    await page.getByLabel('Hausnummer').fill('8');
    await page.getByLabel('PLZ').fill('80331');
    await page.getByRole('option', { name: /80331 München/ }).click();
    await expect(page.getByRole('textbox', { name: 'Ort' })).toHaveValue('München');
    await page.getByLabel('E-Mail').fill(`clara.${suffix}@example.org`);
    await page.getByLabel('IBAN').fill('de89 3704 0044 0532 0130 00');
    await page.getByLabel('BIC').fill('COBADEFFXXX');
    await page.getByLabel('Bank', { exact: true }).fill('Commerzbank');
    await page.getByRole('button', { name: 'Kunde anlegen' }).click();

    await expect(page).toHaveURL(/\/home\/kunden\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Clara ${name}` })).toBeVisible();
    await expect(page.getByText(/^Kundennr\. \d+ · München · Betreuer Max Makler$/)).toBeVisible();
    // Brokers see a customer in his tab (spec 2.1).
    await expect(page.getByRole('navigation', { name: 'Kundentabs' }).getByText(`Clara ${name}`)).toBeVisible();
    const bank = page.getByRole('region', { name: 'Bankverbindungen' });
    await expect(bank.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
    await expect(bank.getByText('Standard', { exact: true })).toBeVisible();
    await expectAccessible(page, 'Kundenseite (makler)');

    const stammdaten = page.getByRole('region', { name: 'Stammdaten' });
    await stammdaten.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('form', { name: 'Stammdaten bearbeiten' })).toBeVisible();
    await expectAccessible(page, 'Stammdaten bearbeiten');
    await page.getByLabel('Mobil').fill('0171 2345678');
    await page.getByLabel('PLZ').fill('123');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText("Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen.")).toBeVisible();
    await page.getByLabel('PLZ').fill('80331');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Stammdaten wurden gespeichert.')).toBeVisible();
    await expect(stammdaten.getByText('0171 2345678')).toBeVisible();
  });

  test('Neuer Kunde warns of a possible duplicate and lets the user decide', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto('/home/kunden/neu');
    await pick(page, 'Anrede', 'Frau');
    await page.getByLabel('Vorname').fill('Erika');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Mustermann');
    await page.getByLabel('Geburtsdatum').fill('12.08.1964');
    await page.getByLabel('Straße').fill('Musterstraße');
    await page.getByLabel('PLZ').fill('10115');
    await page.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
    await page.getByRole('button', { name: 'Kunde anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mögliche Dublette' });
    await expect(dialog.getByText('Erika Mustermann')).toBeVisible();
    await expect(dialog.getByText('gleicher Name und Geburtsdatum')).toBeVisible();
    await expectAccessible(page, 'Dubletten-Warnung');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/home\/kunden\/neu$/);
  });

  test('a person linked to a contract cannot be deleted', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto(`/home/kunden/${await customerIdOf(page, 'KF-4711-0815')}`);
    await page.getByRole('button', { name: 'Thomas Mustermann löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Person löschen' });
    await expect(
      dialog.getByText('Die Person ist mit einem Vertrag verknüpft und kann nicht gelöscht werden.'),
    ).toBeVisible();
    await expectAccessible(page, 'Person löschen (verknüpft)');
    await dialog.locator('button', { hasText: 'Schließen' }).click();
    await expect(page.getByText('Thomas Mustermann')).toBeVisible();
  });

  test("the contract's Bankverbindung offers the customer's bank accounts", async ({ page }) => {
    await loginAs(page, 'makler');
    const response = await page.request.get('/MSC3/restful/insurances?search=KF-4711-0815');
    const contractId = ((await response.json()) as { items: { id: number }[] }).items[0]?.id;
    await page.goto(`/home/versicherungen/insurance-group/details/${contractId}?stepKey=allgemeine`);
    const field = page.getByRole('combobox', { name: 'Bankverbindung' });
    await field.click();
    await expect(page.getByRole('option', { name: 'DE89 3704 0044 0532 0130 00 (Commerzbank)' })).toBeVisible();
    await expectAccessible(page, 'Bankverbindung des Vertrags (Vorschläge)');
    await page.keyboard.press('Escape');
  });

  test('a customer sees his own page in place, without Neuer Kunde', async ({ page }) => {
    await loginAs(page, 'kunde');
    const id = await customerIdOf(page, 'KF-4711-0815');
    await page.goto(`/home/kunden/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Erika Mustermann' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Bankverbindungen' }).getByText('DE89 3704 0044 0532 0130 00'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Versicherungen' }).getByText('KF-4711-0815')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neuer Kunde' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Kundentabs' })).toHaveCount(0);
    await expectAccessible(page, 'Kundenseite (kunde)');
    await page.goto('/home/kunden/neu');
    await expect(page.getByText('Sie dürfen keine Kunden anlegen.')).toBeVisible();
  });

  test('the customer page and Neuer Kunde on a phone @phone', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto(`/home/kunden/${await customerIdOf(page, 'KF-4711-0815')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Erika Mustermann' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Versicherungen' }).getByText('KF-4711-0815')).toBeVisible();
    await expectAccessible(page, 'Kundenseite (Telefon)');
    await page
      .getByRole('region', { name: 'Bankverbindungen' })
      .getByRole('button', { name: /^Aktionen/ })
      .click();
    await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('dialog', { name: 'Bankverbindung bearbeiten' })).toBeVisible();
    await expectAccessible(page, 'Bankverbindung bearbeiten (Telefon)');
    await page.keyboard.press('Escape');
    await page.goto('/home/kunden/neu');
    await expect(page.getByRole('heading', { level: 1, name: 'Neuer Kunde' })).toBeVisible();
    await expectAccessible(page, 'Neuer Kunde (Telefon)');
  });
});
