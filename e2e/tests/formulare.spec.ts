import type { Page } from '@playwright/test';
import { archiveFolder, archiveRows } from '../archive';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

const today = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

async function openOverview(page: Page, nummer: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
}

test.describe('Formulare', () => {
  test('a broker fills the Beratungsdokumentation of a contract and finds its PDF under Beratung', async ({ page }) => {
    await loginAs(page, 'makler');
    await openOverview(page, 'LV-2024-000123');
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Versicherungsformulare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versicherungsformulare' });
    await expect(dialog.getByRole('button', { name: 'Beratungsdokumentation Versicherungen' })).toBeVisible();
    // A life insurance: the Hausrat application does not fit.
    await expect(dialog.getByRole('button', { name: 'Hausrat-Antrag' })).toHaveCount(0);
    await expectAccessible(page, 'Versicherungsformulare');
    await dialog.getByRole('button', { name: 'Beratungsdokumentation Versicherungen' }).click();

    await expect(page).toHaveURL(/\/beratung\/formulare\/antrag\/VERSICHERUNG\/beratungsdokumentationVersicherungen\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beratungsdokumentation Versicherungen' })).toBeVisible();
    await expect(page.getByText('offen', { exact: true })).toBeVisible();
    // Prefilled from the customer.
    await expect(page.getByRole('textbox', { name: 'Name des Kunden' })).not.toHaveValue('');
    await expectAccessible(page, 'Formular Beratungsdokumentation');

    await page.getByRole('combobox', { name: 'Anlass der Beratung' }).click();
    await page.getByRole('option', { name: 'Neuabschluss' }).click();
    await page.getByRole('textbox', { name: 'Wünsche und Bedürfnisse des Kunden' }).fill('Absicherung der Familie');
    await page.getByRole('textbox', { name: 'Erteilter Rat und Empfehlung' }).fill('Risikolebensversicherung');
    await page.getByRole('textbox', { name: 'Begründung des Rats' }).fill('Baufinanzierung und zwei Kinder');
    await page.getByRole('button', { name: 'Vorgeschlagene Produkte: Eintrag hinzufügen' }).click();
    await page.getByRole('textbox', { name: 'Gesellschaft' }).fill('Allianz');
    await page.getByRole('textbox', { name: 'Ort' }).fill('Köln');
    await page.getByRole('textbox', { name: 'Datum' }).fill(today);
    await page.getByRole('textbox', { name: 'Ort' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();

    await page.getByRole('button', { name: 'Abschließen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Formular abschließen' });
    await expect(confirm.getByText('nicht mehr geändert werden')).toBeVisible();
    await expectAccessible(page, 'Formular abschließen');
    await confirm.getByRole('button', { name: 'Abschließen' }).click();
    await expect(page.getByText('Abgeschlossen', { exact: true })).toBeVisible();
    await expect(page.getByText('in Ordnung', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Wünsche und Bedürfnisse des Kunden' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expectAccessible(page, 'Abgeschlossenes Formular');

    await page.getByRole('link', { name: 'Zu den Dokumenten des Vertrags' }).click();
    await expect(page).toHaveURL(/\/insurance-group\/dokumente\/\d+/);
    await archiveFolder(page, 'Beratung').click();
    await expect(
      archiveRows(page).filter({ hasText: 'Beratungsdokumentation Versicherungen' }).filter({ hasText: today }),
    ).toHaveCount(1);
  });

  test('the demo Hausrat application shows the server warning on the untouched Wohnfläche', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto('/beratung/formulare/antrag/VERSICHERUNG/hausratAntrag?dynamicFormId=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Hausrat-Antrag' })).toBeVisible();
    const flaeche = page.getByRole('textbox', { name: 'Wohnfläche (m²)' });
    await expect(flaeche).toHaveValue('120');
    await expect(flaeche).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Die Wohnfläche weicht von den Angaben im Vertrag ab.')).toBeVisible();
    await expectAccessible(page, 'Hausrat-Antrag mit Warnung');
  });

  test('an unknown form path leads to /role-forbidden', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto('/beratung/formulare/antrag/VERSICHERUNG/gibtEsNicht?dynamicFormId=1');
    await expect(page).toHaveURL(/\/role-forbidden$/);
    await expect(
      page.getByText('Für diese Anwendung fehlt Ihnen die Berechtigung oder der Link ist ungültig.'),
    ).toBeVisible();
    await expectAccessible(page, 'role-forbidden');
  });

  test('the demo investor profile opens by its pruefnummer and shows it unconfirmed', async ({ page }) => {
    await loginAs(page, 'makler');
    // The seed's third form: Erika Mustermann's finished Anlegerprofil (BESTATIGT_PENDING).
    await page.goto('/beratung/anlegerprofil/person1/auswahl/personenauswahl?pruefnummer=3&schiene=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Anlegerprofil' })).toBeVisible();
    await expect(page.getByText('unbestätigt', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anlegerprofil bestätigen' })).toBeVisible();
    await expectAccessible(page, 'Anlegerprofil unbestätigt');
  });
});
