import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const rows = (page: Page) => page.locator('table tbody tr');
const noteDialog = (page: Page) => page.getByRole('dialog', { name: 'Anmerkung editieren' });
const row = (page: Page, thema: string) => page.getByRole('row', { name: new RegExp(`Anmerkung „${thema}“`) });

const today = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

/** From the list: search the number and open the contract's overview. */
async function openOverview(page: Page, nummer: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
}

/** The step 'Anmerkungen' of the contract's details. */
async function openStep(page: Page, nummer: string): Promise<void> {
  await openOverview(page, nummer);
  await page.getByRole('link', { name: 'Details öffnen' }).click();
  await expect(page.getByText('Hinweise und Fehler')).toBeVisible();
  await page.getByRole('navigation', { name: 'Schritte' }).getByRole('button', { name: 'Anmerkungen' }).click();
  await expect(stepTitle(page, 'Anmerkungen')).toBeVisible();
  await expect(page).toHaveURL(/stepKey=anmerkungen/);
}

/** The contract tab 'Anmerkungen' (/anmerkungen/{id}). */
async function openTab(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Bereiche der Versicherung' })
    .getByRole('link', { name: 'Anmerkungen' })
    .click();
  await expect(page).toHaveURL(/\/insurance-group\/anmerkungen\/\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Anmerkungen' })).toBeVisible();
}

/** A screenshot to look at: the whole page, or the window when a modal is open. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const modal = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: !modal });
}

test.describe('Anmerkungen', () => {
  test('a broker pages through twelve notes, adds, edits and deletes one', async ({ page }, testInfo) => {
    await loginAs(page, 'makler');
    await openStep(page, 'LV-2024-000123');
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText('Zuzahlung geplant');
    await expect(rows(page).first()).toContainText('12.10.2026');
    await expect(rows(page).first()).toContainText('Max Makler (makler)');
    await expect(page.getByText('1–10 von 12')).toBeVisible();
    for (const title of ['Datum', 'Thema', 'Text', 'Sichtbar für', 'Ersteller']) {
      await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'Schritt Anmerkungen');
    await shot(page, testInfo, 'schritt-1440');
    await page.getByRole('button', { name: 'Seite 2' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).last()).toContainText('Antrag aufgenommen');
    await expect(page.getByText('11–12 von 12')).toBeVisible();
    await page.getByRole('button', { name: 'Seite 1' }).click();
    await expect(rows(page)).toHaveCount(10);

    // Add: today, Vermittler, the broker as creator; Speichern waits for a Thema.
    await page.getByRole('button', { name: 'Neue Anmerkung' }).click();
    const dialog = noteDialog(page);
    await expect(dialog.getByLabel('Datum')).toHaveValue(today);
    await expect(dialog.getByRole('combobox', { name: 'Sichtbar für' })).toHaveValue('Vermittler');
    await expect(dialog.getByText('Max Makler (makler)')).toBeVisible();
    await expect(dialog.getByText('Thema ist erforderlich!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await expectAccessible(page, 'Neue Anmerkung');
    await shot(page, testInfo, 'modal-neu-1440');
    const thema = `Rückrufbitte ${Date.now() % 100000}`;
    await dialog.getByLabel('Thema').fill(thema);
    await dialog.getByLabel('Text').fill('Kunde bittet um Rückruf wegen einer Zuzahlung.\nAm besten vormittags.');
    // The calendar of every date field: named month buttons, readable days outside the month and weekends.
    await dialog.getByLabel('Datum').click();
    await expect(page.getByRole('button', { name: 'Vorheriger Monat' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
    await expectAccessible(page, 'Kalender des Datumsfelds');
    await dialog.getByLabel('Datum').fill('');
    // Leaving the field closes its calendar.
    await dialog.getByLabel('Thema').click();
    await expect(dialog.getByText('Datum ist erforderlich!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await expectAccessible(page, 'Neue Anmerkung ohne Datum');
    await dialog.getByLabel('Datum').fill(today);
    await dialog.getByLabel('Thema').click();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('1–10 von 13')).toBeVisible();
    await expect(rows(page).first()).toContainText(thema);
    await expect(rows(page).first()).toContainText(today);
    await expect(rows(page).first()).toContainText('Vermittler');

    // Edit: the modal copies the row.
    await row(page, thema).click();
    await expect(dialog.getByLabel('Thema')).toHaveValue(thema);
    await expect(dialog.getByLabel('Text')).toHaveValue(/Am besten vormittags\./);
    await dialog.getByLabel('Thema').fill(`${thema} (erledigt)`);
    await dialog.getByRole('combobox', { name: 'Sichtbar für' }).click();
    await page.getByRole('option', { name: 'Kunde' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows(page).first()).toContainText(`${thema} (erledigt)`);
    await expect(rows(page).first()).toContainText('Kunde');

    // Delete through 'Anmerkung löschen'.
    await row(page, `${thema} \\(erledigt\\)`).click();
    await expect(dialog.getByLabel('Thema')).toHaveValue(`${thema} (erledigt)`);
    await shot(page, testInfo, 'modal-bearbeiten-1440');
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Anmerkung löschen' });
    await expect(confirm).toContainText(`Soll die Anmerkung „${thema} (erledigt)“ wirklich gelöscht werden?`);
    await expectAccessible(page, 'Anmerkung löschen');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText('1–10 von 12')).toBeVisible();
    await expect(page.getByText(thema)).toHaveCount(0);
  });

  test('an agent without the note right sees the notes read-only', async ({ page }, testInfo) => {
    await loginAs(page, 'vermittler');
    await openStep(page, 'WG-2020-4711');
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Neue Anmerkung' })).toHaveCount(0);
    await row(page, 'Besichtigung vereinbart').click();
    const dialog = noteDialog(page);
    await expect(dialog.getByLabel('Thema')).toHaveValue('Besichtigung vereinbart');
    await expect(dialog.getByLabel('Thema')).toBeDisabled();
    await expect(dialog.getByLabel('Text')).toBeDisabled();
    await expect(dialog.getByLabel('Datum')).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Sichtbar für' })).toBeDisabled();
    await expect(dialog.getByRole('button')).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();
    await expectAccessible(page, 'Anmerkung nur lesend (vermittler)');
    await shot(page, testInfo, 'modal-lesend-1440');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a customer sees exactly the note meant for her', async ({ page }) => {
    await loginAs(page, 'kunde');
    await page.getByText('KF-4711-0815', { exact: true }).first().click();
    await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
    await openTab(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Hinweis für Kundin');
    await expect(rows(page).first()).toContainText('Kunde');
    await expect(page.getByRole('button', { name: 'Neue Anmerkung' })).toHaveCount(0);
    await expectAccessible(page, 'Reiter Anmerkungen (kunde)');
    await row(page, 'Hinweis für Kundin').click();
    await expect(noteDialog(page).getByLabel('Thema')).toBeDisabled();
    await expect(noteDialog(page).getByRole('button')).toHaveCount(1);
  });

  test('a broker never sees the Intern note and is not offered Intern', async ({ page }, testInfo) => {
    await loginAs(page, 'makler');
    await openOverview(page, 'KF-4711-0815');
    await openTab(page);
    await expect(rows(page)).toHaveCount(3);
    for (const thema of ['Beratungsgespräch', 'Hinweis für Kundin', 'Pool-Info']) {
      await expect(row(page, thema)).toBeVisible();
    }
    await expect(page.getByText('Interne Prüfung')).toHaveCount(0);
    await expectAccessible(page, 'Reiter Anmerkungen (makler)');
    await shot(page, testInfo, 'reiter-1440');
    await page.getByRole('button', { name: 'Neue Anmerkung' }).click();
    await noteDialog(page).getByRole('combobox', { name: 'Sichtbar für' }).click();
    await expect(page.getByRole('option', { name: 'Pool' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Kunde' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Intern' })).toHaveCount(0);
  });

  test('internal staff see all four notes and may choose Intern', async ({ page }) => {
    await loginAs(page, 'intern');
    await openOverview(page, 'KF-4711-0815');
    await openTab(page);
    await expect(rows(page)).toHaveCount(4);
    await expect(row(page, 'Interne Prüfung')).toContainText('Intern');
    await expect(row(page, 'Interne Prüfung')).toContainText('Ina Intern (intern)');
    await page.getByRole('button', { name: 'Neue Anmerkung' }).click();
    await noteDialog(page).getByRole('combobox', { name: 'Sichtbar für' }).click();
    await expect(page.getByRole('option', { name: 'Intern' })).toBeVisible();
    await expectAccessible(page, 'Neue Anmerkung, Sichtbar für offen (intern)');
  });

  test('the notes work on a phone @phone', async ({ page }, testInfo) => {
    await loginAs(page, 'makler');
    await openOverview(page, 'LV-2024-000123');
    await page.getByRole('link', { name: 'Details öffnen' }).click();
    await page.getByRole('button', { name: 'Alle Schritte' }).click();
    await page.getByRole('dialog', { name: 'Schritte' }).getByRole('button', { name: 'Anmerkungen' }).click();
    await expect(stepTitle(page, 'Anmerkungen')).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText('Zuzahlung geplant');
    await expectAccessible(page, 'Schritt Anmerkungen auf dem Telefon');
    await shot(page, testInfo, 'schritt-390');

    await row(page, 'Zuzahlung geplant').click();
    const dialog = noteDialog(page);
    await expect(dialog.getByLabel('Thema')).toHaveValue('Zuzahlung geplant');
    await expectAccessible(page, 'Anmerkung auf dem Telefon');
    await shot(page, testInfo, 'modal-390');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);

    await openTab(page);
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Neue Anmerkung' }).click();
    await expect(dialog.getByText('Thema ist erforderlich!')).toBeVisible();
    await expectAccessible(page, 'Neue Anmerkung auf dem Telefon');
    await shot(page, testInfo, 'modal-neu-390');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Seite 2' }).click();
    await expect(rows(page)).toHaveCount(2);
    await shot(page, testInfo, 'reiter-390');
  });
});
