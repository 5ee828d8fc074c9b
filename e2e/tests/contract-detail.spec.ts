import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** From the list: search the number, open the contract (overview), then its details (a broker's view). */
async function openDetails(page: Page, nummer: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
  await expect(page.getByRole('link', { name: 'Details öffnen' })).toBeVisible();
  await expectAccessible(page, `Übersicht ${nummer}`, { once: true });
  await page.getByRole('link', { name: 'Details öffnen' }).click();
  await expect(page).toHaveURL(/\/insurance-group\/details\/\d+/);
  await expect(page.getByText('Hinweise und Fehler')).toBeVisible();
  await expectAccessible(page, `Details ${nummer}`, { once: true });
}

async function countOf(page: Page, search: string): Promise<number> {
  await page.goto('/home/versicherungen/insurance-group');
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(search);
  const label = page.getByText(/^\d+ Versicherung(en)?/);
  await expect(page).toHaveURL(new RegExp(`search=${search}`));
  await expect(label).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toContainText(search);
  return Number((await label.innerText()).match(/\d+/)?.[0]);
}

test.describe('Vertragsdetails', () => {
  test('a broker opens a contract from the list and walks the stepper with Weiter and Zurück', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0815');
    await expect(page.getByText('Kraftfahrt | Kraftfahrt')).toBeVisible();
    await expect(page.getByRole('link', { name: 'HUK-COBURG' })).toBeVisible();
    await expect(stepTitle(page, 'Vertragsdaten')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(stepTitle(page, 'Versicherte Sache')).toBeVisible();
    await expect(page).toHaveURL(/substepKey=versicherteSache/);
    await expectAccessible(page, 'Schritt Versicherte Sache');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(stepTitle(page, 'Vertragspersonen')).toBeVisible();
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'Schritt Vertragspersonen');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(stepTitle(page, 'Weitere Vertragsdetails')).toBeVisible();
    await expectAccessible(page, 'Schritt Weitere Vertragsdetails');
    await page.getByRole('button', { name: 'Zurück', exact: true }).click();
    await expect(stepTitle(page, 'Vertragspersonen')).toBeVisible();

    // The last step offers Schließen, which leads back to the list.
    await page.getByRole('navigation', { name: 'Schritte' }).getByRole('button', { name: 'Änderungslog' }).click();
    await expect(stepTitle(page, 'Änderungslog')).toBeVisible();
    await expect(page.getByLabel('Ab Datum')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Schließen', exact: true }).click();
    await expect(page).toHaveURL(/\/insurance-group\?customerId=\d+$/);
  });

  test('the steps can be shown as tabs and back as a list', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0815');
    await page.getByRole('button', { name: 'Schritte als Reiter anzeigen' }).click();
    await expect(page.getByRole('navigation', { name: 'Schritte' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Fahrzeugdaten' }).click();
    await expect(stepTitle(page, 'Fahrzeugdaten')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Fahrzeugdaten' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'Schritte als Reiter, Fahrzeugdaten');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Fahrzeugdaten' })).toBeVisible();
    await page.getByRole('button', { name: 'Schritte als Liste anzeigen' }).click();
    await expect(page.getByRole('navigation', { name: 'Schritte' })).toBeVisible();
  });

  test('the status history lists every change, and a new status lands on top of it', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0500');
    await page.getByRole('link', { name: 'Status ändern' }).click();
    await expect(page).toHaveURL(/\/insurance-group\/vertrag-status\/\d+/);
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    await expectAccessible(page, 'Statushistorie');
    const before = await rows.count();
    await page.getByRole('combobox', { name: 'Neuer Status' }).click();
    await expect(page.getByRole('option', { name: 'Ruhend' })).toBeVisible();
    await expectAccessible(page, 'Statushistorie, Auswahl Neuer Status offen');
    await page.getByRole('option', { name: 'Ruhend' }).click();
    await page.getByLabel('Bemerkung').fill('Fahrzeug abgemeldet');
    await page.getByRole('button', { name: 'Status ändern' }).click();
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.first()).toContainText('Ruhend');
    await expect(rows.first()).toContainText('Fahrzeug abgemeldet');
    await expect(rows.first()).toContainText('Max Makler');
    await expect(rows.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  });

  test('the back link keeps the open step, and the list opens it again', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0815');
    await page.getByRole('link', { name: 'Fahrzeugdaten bearbeiten' }).click();
    await expect(stepTitle(page, 'Fahrzeugdaten')).toBeVisible();
    await page.getByRole('link', { name: 'zurück zu Versicherungen' }).click();
    await expect(page).toHaveURL(/stepKey=fahrzeugDaten/);
    await page.getByText('KF-4711-0815', { exact: true }).first().click();
    await expect(page).toHaveURL(/details\/\d+\?stepKey=fahrzeugDaten/);
    await expect(page.getByLabel('Marke')).toHaveValue('Volkswagen');
  });

  test('a hint jumps to the step that carries it', async ({ page }) => {
    await loginAs(page, 'kunde');
    await page.getByText('LV-2024-000123').click();
    await page.getByRole('link', { name: 'Details öffnen' }).click();
    const hint = page.getByRole('button', { name: /Bezugsberechtigung prüfen/ });
    await expect(page.getByText('Fehler:')).toBeVisible();
    await expectAccessible(page, 'Details LV-2024-000123 (kunde)');
    await hint.click();
    await expect(stepTitle(page, 'Vertragspersonen')).toBeVisible();
    await expect(page).toHaveURL(/stepKey=allgemeine&substepKey=vertragsPersonen/);
  });

  test('the spec step keys vertrags-personen and versichertes-objekt open their parts as deep links', async ({
    page,
  }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0815');
    const details = new URL(page.url()).pathname;
    await page.goto(`${details}?stepKey=vertrags-personen`);
    await expect(stepTitle(page, 'Vertragspersonen')).toBeVisible();
    await expect(page.locator('table tbody tr').first()).toContainText('Versicherungsnehmer');
    await expect(page.getByRole('button', { name: 'Vertragsperson hinzufügen' })).toBeVisible();
    await expectAccessible(page, 'Deep Link vertrags-personen');
    await page.goto(`${details}?stepKey=versichertes-objekt`);
    await expect(stepTitle(page, 'Versicherte Sache')).toBeVisible();
    await expect(page.getByLabel('PLZ')).toBeVisible();
    await expectAccessible(page, 'Deep Link versichertes-objekt');
    // The insured object's postal code suggests places; picking one fills Ort.
    await page.getByLabel('PLZ').fill('20095');
    await page
      .getByRole('option', { name: /20095 Hamburg/ })
      .first()
      .click();
    await expect(page.getByLabel('PLZ')).toHaveValue('20095');
    await expect(page.getByLabel('Ort')).toHaveValue('Hamburg');
    // 'sparteUbersicht' (spec 2.2) opens the step 'sparten' that holds the overview.
    await page.goto(`${details}?stepKey=sparteUbersicht`);
    await expect(stepTitle(page, 'Sparten')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Spartenübersicht' })).toBeVisible();
    // A bare substep key opens its substep: the referrer commissions of step 'Abrechnung'.
    await page.goto(`${details}?stepKey=zubringercourtage`);
    await expect(stepTitle(page, 'Zubringercourtage')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Courtagezubringer' })).toBeVisible();
  });

  test('general data are edited, saved and still there after a reload', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'HR-55501');
    const produkt = page.getByLabel('Produktbezeichnung');
    const value = `Hausratversicherung Best Plus ${Date.now()}`;
    await produkt.fill(value);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert.')).toBeVisible();
    await expectAccessible(page, 'Allgemeine Daten gespeichert, mit Meldung');
    await page.reload();
    await expect(page.getByLabel('Produktbezeichnung')).toHaveValue(value);
  });

  test('the Vertragssparte is changed: the vehicle step goes, the log names both Sparten, and it is changed back', async ({
    page,
  }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0500');
    const steps = page.getByRole('navigation', { name: 'Schritte' });
    const sparte = page.getByRole('combobox', { name: 'Vertragssparte', exact: true });
    /** Picks a Sparte (the list is searchable) and saves the general data. */
    const changeTo = async (name: string) => {
      await sparte.fill(name);
      await page.getByRole('option', { name, exact: true }).click();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Gespeichert.')).toBeVisible();
      await expect(sparte).toHaveValue(name);
    };
    await expect(sparte).toHaveValue('Kraftfahrt');
    await expect(steps.getByRole('button', { name: 'Fahrzeugdaten' })).toBeVisible();

    await changeTo('Hausrat');
    await expect(page.getByText('Sach | Hausrat')).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Fahrzeugdaten' })).toHaveCount(0);
    await expectAccessible(page, 'Vertragssparte geändert, mit Meldung');
    await page.reload();
    await expect(sparte).toHaveValue('Hausrat');

    await steps.getByRole('button', { name: 'Änderungslog' }).click();
    await expect(stepTitle(page, 'Änderungslog')).toBeVisible();
    const logged = page.locator('table.mantine-datatable-table tbody tr').filter({ hasText: 'Vertragssparte' });
    await expect(logged).toHaveCount(1);
    await expect(logged).toContainText('Kraftfahrt');
    await expect(logged).toContainText('Hausrat');

    // Back to the motor line: the vehicle step returns (other tests rely on this contract being one).
    await steps.getByRole('button', { name: 'Allgemeine Daten' }).click();
    await changeTo('Kraftfahrt');
    await expect(page.getByText('Kraftfahrt | Kraftfahrt')).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Fahrzeugdaten' })).toBeVisible();
  });

  test('a vehicle value out of range shows its German message and is not saved', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0815');
    await page.getByRole('navigation', { name: 'Schritte' }).getByRole('button', { name: 'Fahrzeugdaten' }).click();
    const leistung = page.getByLabel('Leistung (kW)');
    await expect(leistung).toHaveValue('110');
    await leistung.fill('10000');
    await leistung.blur();
    await expect(page.getByText('Die Leistung (kW) muss eine positive ganze Zahl sein')).toBeVisible();
    await expectAccessible(page, 'Fahrzeugdaten mit Feldfehler');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Form invalid')).toBeVisible();
    await expectAccessible(page, 'Fahrzeugdaten, Speichern abgelehnt');
    await page.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await expect(leistung).toHaveValue('110');
  });

  test('pending vehicle edits are saved when the user moves on or leaves the screen', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0815');
    const steps = page.getByRole('navigation', { name: 'Schritte' });
    await steps.getByRole('button', { name: 'Fahrzeugdaten' }).click();
    const km = String(40000 + (Date.now() % 10000));
    await page.getByLabel('Kilometerstand', { exact: true }).fill(km);
    await steps.getByRole('button', { name: 'Dokumente' }).click();
    await expect(stepTitle(page, 'Dokumente')).toBeVisible();
    await expectAccessible(page, 'Schritt Dokumente (Platzhalter)');
    await page.reload();
    await steps.getByRole('button', { name: 'Fahrzeugdaten' }).click();
    await expect(page.getByLabel('Kilometerstand', { exact: true })).toHaveValue(Number(km).toLocaleString('de-DE'));

    await page.getByLabel('Stellplatz').fill('Tiefgarage');
    await page.getByRole('link', { name: 'zurück zu Versicherungen' }).click();
    await expect(page).toHaveURL(/\/insurance-group\?/);
    await page.getByText('KF-4711-0815', { exact: true }).first().click();
    await expect(page.getByLabel('Stellplatz')).toHaveValue('Tiefgarage');
  });

  test('a contract person is added and deleted again', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0815');
    await page.getByRole('navigation', { name: 'Schritte' }).getByRole('button', { name: 'Vertragspersonen' }).click();
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toContainText('Versicherungsnehmer');
    const before = await rows.count();

    await page.getByRole('button', { name: 'Vertragsperson hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vertragsperson hinzufügen' });
    await expect(dialog.getByRole('combobox', { name: 'Person' })).toBeVisible();
    await expectAccessible(page, 'Dialog Vertragsperson hinzufügen');
    await dialog.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name: /Lena Mustermann/ }).click();
    await dialog.getByRole('combobox', { name: 'Rolle' }).click();
    await page.getByRole('option', { name: 'Kontoinhaber' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(rows).toHaveCount(before + 1);

    await page.getByRole('button', { name: 'Lena Mustermann (Kontoinhaber) löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Vertragsperson löschen' });
    await expect(confirm).toContainText(
      'Soll die Vertragsperson Lena Mustermann wirklich gelöscht werden? (Es wird nur die Zuordnung zum Vertrag gelöscht, die Person selbst bleibt bei den Personendaten erhalten.)',
    );
    await expectAccessible(page, 'Dialog Vertragsperson löschen');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(rows).toHaveCount(before);
    await expect(page.getByRole('cell', { name: 'Kontoinhaber', exact: true })).toHaveCount(0);
  });

  test('a new person is created from the contract-person dialog and can then be linked', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'HR-55501');
    await page.getByRole('navigation', { name: 'Schritte' }).getByRole('button', { name: 'Vertragspersonen' }).click();
    await page.getByRole('button', { name: 'Vertragsperson hinzufügen' }).click();
    await page.getByRole('dialog', { name: 'Vertragsperson hinzufügen' }).getByText('Neue Person anlegen').click();
    await expect(page).toHaveURL(/\/home\/kunden\/\d+\/personen\?selection=neue_person/);
    const form = page.getByRole('form', { name: 'Neue Person anlegen' });
    await expect(form.getByLabel('PLZ')).toHaveValue('10115');
    await expectAccessible(page, 'Personen des Kunden, Neue Person anlegen');
    await form.getByRole('button', { name: 'Person anlegen' }).click();
    await expect(form.getByText('Bitte geben Sie den Nachnamen an.')).toBeVisible();
    await expectAccessible(page, 'Neue Person anlegen mit Feldfehler');
    const vorname = `Mia${Date.now() % 100000}`;
    await form.getByLabel('Vorname').fill(vorname);
    await form.getByLabel('Nachname').fill('Mustermann');
    await form.getByRole('button', { name: 'Person anlegen' }).click();
    await expect(page.getByText(`Die Person ${vorname} Mustermann wurde angelegt.`)).toBeVisible();
    await expect(page).toHaveURL(/\/insurance-group\/details\/\d+/);
    await page.getByRole('button', { name: 'Vertragsperson hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vertragsperson hinzufügen' });
    await dialog.getByRole('combobox', { name: 'Person' }).click();
    await expect(page.getByRole('option', { name: new RegExp(vorname) })).toBeVisible();
  });

  test('old policy numbers open the contract that carries one of them now', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0815');
    await page.getByRole('button', { name: 'KF-4711-0815' }).click();
    const modal = page.getByRole('dialog', { name: 'Historische VSNR' });
    await expect(modal.getByRole('cell', { name: 'KF-4711-0001' })).toBeVisible();
    await expect(modal.getByRole('cell', { name: '01.01.2022' })).toBeVisible();
    await expectAccessible(page, 'Dialog Historische VSNR');
    await modal.getByRole('button', { name: 'Vertrag öffnen: KF-4711-0500' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/insurance-group\/details\/\d+/);
    await expect(page.getByRole('button', { name: 'KF-4711-0500' })).toBeVisible();
    await expect(page.getByLabel('Kennzeichen B-EM 987')).toBeVisible();
  });

  test('a contract is copied and the copy opens', async ({ page }) => {
    await loginAs(page, 'makler');
    const before = await countOf(page, 'KF-4711-0500');
    await page.getByText('KF-4711-0500', { exact: true }).first().click();
    await page.getByRole('link', { name: 'Details öffnen' }).click();
    await expect(page).toHaveURL(/details\/(\d+)/);
    const sourceUrl = page.url();
    // The menu can be clicked while the page still settles (a late render closes it): open it until it shows.
    await expect(async () => {
      await page.getByRole('button', { name: 'Aktionen', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: 'Versicherung kopieren' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expectAccessible(page, 'Aktionen der Versicherung');
    await page.getByRole('menuitem', { name: 'Versicherung kopieren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Versicherung kopieren Bestätigung' });
    await expect(confirm).toContainText('Soll die Versicherung KF-4711-0500 kopiert werden?');
    await expectAccessible(page, 'Dialog Versicherung kopieren');
    await confirm.getByRole('button', { name: 'Kopieren' }).click();
    await expect(page.getByText('Versicherung kopiert')).toBeVisible();
    await expect(page).not.toHaveURL(sourceUrl);
    await expect(page.getByRole('button', { name: 'KF-4711-0500' })).toBeVisible();
    await expectAccessible(page, 'Kopie geöffnet, mit Meldung');
    expect(await countOf(page, 'KF-4711-0500')).toBe(before + 1);
  });

  test('a customer sees his vehicle data read-only and no postbox tab', async ({ page }) => {
    await loginAs(page, 'kunde');
    await page.getByText('KF-4711-0815').click();
    await page.getByRole('link', { name: 'Details öffnen' }).click();
    await page.getByRole('navigation', { name: 'Schritte' }).getByRole('button', { name: 'Fahrzeugdaten' }).click();
    await expect(page.getByLabel('Marke')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'E-Mails & Aufgaben' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dokumente' })).toBeVisible();
  });

  test('the details work on a phone with the compact stepper @phone', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDetails(page, 'KF-4711-0815');
    await expect(page.getByText(/Schritt 1 von \d+: Allgemeine Daten/)).toBeVisible();
    await page.getByRole('button', { name: 'Alle Schritte' }).click();
    await expect(page.getByRole('dialog', { name: 'Schritte' })).toBeVisible();
    await expectAccessible(page, 'Dialog Schritte auf dem Telefon');
    await page.getByRole('dialog', { name: 'Schritte' }).getByRole('button', { name: 'Fahrzeugdaten' }).click();
    await expect(stepTitle(page, 'Fahrzeugdaten')).toBeVisible();
    await expect(page.getByText(/Schritt \d+ von \d+: Fahrzeugdaten/)).toBeVisible();
  });
});
