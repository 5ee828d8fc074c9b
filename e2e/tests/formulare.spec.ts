import type { Page } from '@playwright/test';
import { archiveFolder, archiveRow, archiveRows, runRowAction } from '../archive';
import { expect, expectAccessible, loginAs, test } from '../fixtures';
import { customerIdOf, formulareCard, kundeFormulare, openKundeFormulare } from '../kunden';
import { linkOf, placeField } from '../signatur';

const today = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

async function openOverview(page: Page, nummer: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  // The search reaches the address after a moment; a click before would be undone by it.
  await expect(page).toHaveURL(new RegExp(`search=${nummer}`));
  await page.getByText(nummer, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
}

/** Fills every required answer of the open Beratungsdokumentation and saves it. */
async function fillBeratungsdokumentation(page: Page): Promise<void> {
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
}

test.describe('Formulare', () => {
  test('a broker fills the Beratungsdokumentation of a contract and finds its PDF under Beratung', async ({
    page,
  }, testInfo) => {
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

    await fillBeratungsdokumentation(page);

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

    // The PDF's row shows the form's status and opens the finished form again.
    const pdfRow = archiveRows(page)
      .filter({ hasText: 'Beratungsdokumentation Versicherungen' })
      .filter({ hasText: today });
    await expect(page.getByRole('columnheader', { name: 'Antrag', exact: true })).toBeVisible();
    await expect(pdfRow.getByText('in Ordnung', { exact: true })).toBeVisible();
    await expectAccessible(page, 'Beratung mit Antragsstatus');
    await page.screenshot({ path: testInfo.outputPath('beratung-antragsstatus-1440.png') });
    await pdfRow.getByRole('button', { name: /^Aktionen für/ }).click();
    await page.getByRole('menuitem', { name: 'Formular öffnen' }).click();
    await expect(page).toHaveURL(
      /\/beratung\/formulare\/antrag\/VERSICHERUNG\/beratungsdokumentationVersicherungen\/?\?protokollId=\d+/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Beratungsdokumentation Versicherungen' })).toBeVisible();
    await expect(page.getByText('Abgeschlossen', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Wünsche und Bedürfnisse des Kunden' })).toHaveValue(
      'Absicherung der Familie',
    );
  });

  test('a finished Beratungsdokumentation is signed from the archive (e-Signatur): unterschrieben', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // Hans Beispiel's liability contract: no other test makes a form for it, so the row is this one.
    const doc = 'Beratungsdokumentation Versicherungen Hans Beispiel';
    await loginAs(page, 'makler');
    await openOverview(page, 'PH-1000200');
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Versicherungsformulare' }).click();
    await page
      .getByRole('dialog', { name: 'Versicherungsformulare' })
      .getByRole('button', { name: 'Beratungsdokumentation Versicherungen' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Beratungsdokumentation Versicherungen' })).toBeVisible();
    await fillBeratungsdokumentation(page);
    await page.getByRole('button', { name: 'Abschließen' }).click();
    await page
      .getByRole('dialog', { name: 'Formular abschließen' })
      .getByRole('button', { name: 'Abschließen' })
      .click();
    await expect(page.getByText('in Ordnung', { exact: true })).toBeVisible();

    // The PDF is an ordinary archive document: the row's e-Signatur prepares it.
    await page.getByRole('link', { name: 'Zu den Dokumenten des Vertrags' }).click();
    await archiveFolder(page, 'Beratung').click();
    await runRowAction(page, doc, 'e-Signatur');
    const list = page.getByRole('dialog', { name: 'Dokumente zur Unterschrift' });
    await expect(page.getByRole('heading', { name: `e-Signatur: ${doc}` }).or(list)).toBeVisible();
    if (await list.isVisible()) {
      await list.getByRole('button', { name: 'Unterschreiben' }).click();
    }
    await expect(page).toHaveURL(/\/communication\/documents\/signatur\?docInfo=BERATUNG&docInfo=\d+/);
    const names = page.getByLabel('Name');
    await expect(names.nth(0)).toHaveValue('Hans Beispiel');
    await expect(names.nth(1)).toHaveValue('Max Makler');
    await page.getByLabel('E-Mail').nth(0).fill('');
    await page.getByLabel('E-Mail').nth(1).fill('');
    await placeField(page, 'Hans Beispiel', 0.3, 0.85);
    await placeField(page, 'Max Makler', 0.7, 0.85);
    await page.getByRole('button', { name: 'Zur Unterschrift senden' }).click();
    const links = [await linkOf(page, 'Hans Beispiel'), await linkOf(page, 'Max Makler')];

    // Both sign on the signing page, typing their names.
    const context = await browser.newContext({ locale: 'de-DE' });
    const signer = await context.newPage();
    for (const link of links) {
      await signer.goto(link);
      await expect(signer.getByText(doc).first()).toBeVisible();
      await signer.getByLabel('Ich stimme zu').check();
      await signer.getByText('Tippen', { exact: true }).click();
      await signer.getByRole('button', { name: 'Unterschreiben' }).click();
      await expect(signer.getByText(/Vielen Dank|Alle haben unterschrieben/).first()).toBeVisible();
    }
    await context.close();

    await page.goBack();
    await page.reload();
    await archiveFolder(page, 'Beratung').click();
    await expect(archiveRow(page, doc).getByText('unterschrieben', { exact: true })).toBeVisible();
    await expectAccessible(page, 'Beratungsdokumentation unterschrieben');
  });

  test('the demo Hausrat application shows the server warning on the untouched Wohnfläche', async ({ page }) => {
    await loginAs(page, 'makler');
    // Opened from Erika Mustermann's forms on her customer page.
    await openKundeFormulare(page, 'HR-55501');
    await formulareCard(page)
      .getByRole('row', { name: /^Hausrat-Antrag öffnen, Vertrag HR-55501/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/beratung\/formulare\/antrag\/VERSICHERUNG\/hausratAntrag\?dynamicFormId=\d+/);
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

  test('an unknown application type leads to /role-forbidden; a known form still opens', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto('/beratung/formulare/antrag/UNBEKANNT/gibtEsNicht');
    await expect(page).toHaveURL(/\/role-forbidden$/);
    await expect(
      page.getByText('Für diese Anwendung fehlt Ihnen die Berechtigung oder der Link ist ungültig.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Neues Formular' })).toHaveCount(0);
    await expectAccessible(page, 'role-forbidden (unbekannter Antragstyp)');

    await page.goto('/beratung/formulare/antrag/VERSICHERUNG/hausratAntrag');
    await expect(page.getByRole('heading', { level: 1, name: 'Neues Formular' })).toBeVisible();
    await expect(page).toHaveURL(/\/beratung\/formulare\/antrag\/VERSICHERUNG\/hausratAntrag(\?|$)/);
    await expectAccessible(page, 'Neues Formular ohne Kunde');
  });

  test('the demo investor profile opens by its pruefnummer and shows it unconfirmed', async ({ page }) => {
    await loginAs(page, 'makler');
    // Erika Mustermann's finished Anlegerprofil of the seed (BESTATIGT_PENDING), found through her forms.
    const forms = await kundeFormulare(page, await customerIdOf(page, 'HR-55501'));
    // Newest first: the seed's is the oldest.
    const profil = forms.filter((f) => f.antragTyp === 'ANLEGERPROFIL' && f.status === 'ANTRAG_ORDNUNG').at(-1);
    expect(profil).toBeDefined();
    await page.goto(`/beratung/anlegerprofil/person1/auswahl/personenauswahl?pruefnummer=${profil?.id}&schiene=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Anlegerprofil' })).toBeVisible();
    await expect(page.getByText('unbestätigt', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anlegerprofil bestätigen' })).toBeVisible();
    await expectAccessible(page, 'Anlegerprofil unbestätigt');
  });

  // Last in this file: it confirms the demo investor profile that the test above expects unconfirmed.
  test("the demo investor profile is confirmed in the customer's archive: its pill turns to bestätigt", async ({
    page,
  }, testInfo) => {
    const profil = 'Anlegerprofil Erika Mustermann';
    await loginAs(page, 'makler');
    await openKundeFormulare(page, 'HR-55501');
    await archiveFolder(page, 'Beratung').click();
    const row = archiveRow(page, profil);
    await expect(page.getByRole('columnheader', { name: 'Anlegerprofil', exact: true })).toBeVisible();
    await expect(row.getByText('unbestätigt', { exact: true })).toBeVisible();
    await expectAccessible(page, 'Archiv mit unbestätigtem Anlegerprofil');

    await runRowAction(page, profil, 'Anlegerprofil bestätigen');
    await expect(page.getByText('Das Anlegerprofil ist bestätigt.')).toBeVisible();
    await expect(row.getByText('bestätigt', { exact: true })).toBeVisible();
    await expect(row.getByText('unbestätigt', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'Archiv mit bestätigtem Anlegerprofil');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('archiv-anlegerprofil-1440.png') });

    // The broker has no further step (the double check is for another person of the internal staff).
    await row.getByRole('button', { name: /^Aktionen für/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Formular öffnen' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /bestätigen/ })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Formular öffnen' }).click();
    await expect(page).toHaveURL(/\/beratung\/anlegerprofil\/person1\/auswahl\/personenauswahl\?pruefnummer=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anlegerprofil' })).toBeVisible();
    await expect(page.getByText('bestätigt', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /bestätigen/ })).toHaveCount(0);
  });
});
