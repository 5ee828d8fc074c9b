import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

// Issue 36, the appointment editor: the recipient selection (spec termine §2.1), the description as rich
// text (§3.1), and a contract's task opened on /communication/appointment with the way back (vertrag §2.6).

async function openNewTermin(page: Page) {
  await page.goto('/communication/kalender');
  await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Neuer Termin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Termin erstellen' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const description = (page: Page) =>
  page.getByRole('dialog').locator('[contenteditable="true"][aria-label="Beschreibung"]');

test.describe('Termin-Editor', () => {
  test('recipients of a broker are chosen in „Empfänger auswählen“ and become participants', async ({ page }) => {
    await loginAs(page, 'makler');
    const dialog = await openNewTermin(page);
    await dialog.getByRole('tab', { name: /Beteiligte/ }).click();
    await dialog.getByRole('button', { name: 'Weitere auswählen' }).click();
    await page.getByRole('menuitem', { name: 'Empfänger' }).click();
    const recipients = page.getByRole('dialog', { name: 'Empfänger auswählen' });
    await expect(recipients.getByText('Keine Empfänger vorhanden')).toBeVisible();
    await recipients.getByRole('textbox', { name: 'Vermittlernummer' }).fill('10003');
    await recipients.getByRole('checkbox', { name: 'Lars Lesemann auswählen' }).check();
    await expectAccessible(page, 'Empfänger auswählen');
    await recipients.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(recipients).toBeHidden();
    await expect(dialog.getByRole('tab', { name: 'Beteiligte (2)' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Lars Lesemann bearbeiten' })).toBeVisible();
  });

  test('the description keeps bold text after saving and reopening', async ({ page }) => {
    await loginAs(page, 'makler');
    const dialog = await openNewTermin(page);
    await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill('Fett-Test Beschreibung');
    await description(page).click();
    await page.keyboard.type('Bitte ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Unterlagen');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' mitbringen');
    await expect(description(page).locator('strong')).toHaveText('Unterlagen');
    await expectAccessible(page, 'Termin mit Beschreibung');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await page.getByText('Fett-Test Beschreibung').first().click();
    const reopened = page.getByRole('dialog', { name: 'Termin bearbeiten' });
    await expect(reopened).toBeVisible();
    await expect(description(page).locator('strong')).toHaveText('Unterlagen');
    await expect(description(page)).toHaveText('Bitte Unterlagen mitbringen');
  });

  test('a task of „E-Mails & Aufgaben“ opens on its own route and leads back to the step', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('searchbox', { name: /Suchen/ }).fill('KF-4711-0815');
    await page.getByText('KF-4711-0815', { exact: true }).first().click();
    await page
      .getByRole('navigation', { name: 'Bereiche der Versicherung' })
      .getByRole('link', { name: 'E-Mails & Aufgaben' })
      .click();
    await expect(page).toHaveURL(/\/insurance-group\/insurancePostfach\/\d+/);
    const step = page.url();
    await expect(page.getByRole('heading', { name: 'Aufgaben', exact: true })).toBeVisible();
    const subject = 'HUK-COBURG KF-4711-0815 Kilometerstand abfragen';
    const row = page.getByRole('row', { name: new RegExp(`^Aufgabe „${subject}“`) });
    await row.click();

    await expect(page).toHaveURL(/\/communication\/appointment\?/);
    const editor = page.getByRole('dialog', { name: 'Aufgabe bearbeiten' });
    await expect(editor.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue(subject);
    await expectAccessible(page, 'Aufgabe auf eigener Seite');
    const place = editor.getByRole('textbox', { name: 'Ort', exact: true });
    await place.fill('Büro Berlin');
    await editor.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(step);
    await expect(page.getByRole('heading', { name: 'Aufgaben', exact: true })).toBeVisible();

    await row.click();
    await expect(editor.getByRole('textbox', { name: 'Ort', exact: true })).toHaveValue('Büro Berlin');
    await editor.getByRole('button', { name: 'zurück' }).click();
    await expect(page).toHaveURL(step);
    await expect(page.getByRole('heading', { name: 'Aufgaben', exact: true })).toBeVisible();
  });
});
