import { archiveFolder, archiveRow, archiveRows, openDocumentsTab, runRowAction } from '../archive';
import { expect, expectAccessible, loginAs, test } from '../fixtures';
import { formulareCard, openKundeFormulare } from '../kunden';

// The spec's missing parts of issue 36 (docs/decisions/0046): the wealth-concept investor profile, the
// recorded consultation video, call records and the consortium base data.

/** A tiny MP4 (an ftyp box and an empty mdat): detected as video/mp4 from its content. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);

test.describe('Teile der Spezifikation ohne Anbieter', () => {
  test('a wealth-concept investor profile is created, saved, finished and opened again from its archive link', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'makler');
    await openKundeFormulare(page, 'HR-55501');
    await formulareCard(page).getByRole('button', { name: 'Neues Formular' }).click();
    await page.getByRole('menuitem', { name: 'Anlegerprofil Wealthkonzept' }).click();
    await expect(page).toHaveURL(/\/beratung\/anlegerprofil\/person1\/auswahl\/personenauswahl\?anlegerprofilWK=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('anlegerprofilWK'));
    await expect(page.getByRole('heading', { level: 1, name: 'Anlegerprofil Wealthkonzept' })).toBeVisible();
    await expectAccessible(page, 'Anlegerprofil Wealthkonzept');

    // Saved as the WK variant: its own question is there and kept.
    await page.getByRole('textbox', { name: 'Anlagebetrag im Wealthkonzept (€)' }).fill('250000');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('anlegerprofil-wk-1440.png'), fullPage: true });

    // The rest of the answers and finishing through the API (the form's own fields are covered elsewhere).
    const loaded = await page.request.get(`/MSC3/restful/formulare/antrag/ANLAGE/anlegerprofilWK?dynamicFormId=${id}`);
    const form = (await loaded.json()) as { version: number; answers: Record<string, unknown> };
    expect(form.answers.anlagebetrag).toBe('250.000,00');
    // A write of the API needs the session's CSRF token (the app sends it from /auth/me).
    const { csrfToken } = (await (await page.request.get('/MSC3/restful/auth/me')).json()) as { csrfToken: string };
    const headers = { 'x-csrf-token': csrfToken };
    const saved = await page.request.put(`/MSC3/restful/formulare/${id}`, {
      headers,
      data: {
        version: form.version,
        answers: {
          ...form.answers,
          anlageziel: 'VERMOEGENSERHALT',
          anlagehorizont: 'LANG',
          risikobereitschaft: '3',
          kenntnisse: '["Anleihen"]',
          verlusttragfaehigkeit: '15,00',
          nachhaltigkeit: false,
          gesamtvermoegen: '900.000,00',
        },
      },
    });
    expect(saved.status()).toBe(200);
    const finished = await page.request.post(`/MSC3/restful/formulare/${id}/abschliessen`, {
      headers,
      data: { version: ((await saved.json()) as { version: number }).version, bestaetigt: false },
    });
    expect(finished.status()).toBe(200);

    // In the customer's archive the PDF's 'Formular öffnen' builds the WK link.
    await openKundeFormulare(page, 'HR-55501');
    await archiveFolder(page, 'Beratung').click();
    const profil = 'Anlegerprofil Wealthkonzept Erika Mustermann';
    await expect(archiveRow(page, profil).getByText('unbestätigt', { exact: true })).toBeVisible();
    await runRowAction(page, profil, 'Formular öffnen');
    await expect(page).toHaveURL(
      new RegExp(`/beratung/anlegerprofil/person1/auswahl/personenauswahl\\?anlegerprofilWK=${id}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Anlegerprofil Wealthkonzept' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Anlagebetrag im Wealthkonzept (€)' })).toHaveValue(/^250\.000,00/);
    await expect(page.getByText('unbestätigt', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anlegerprofil bestätigen' })).toBeVisible();
    await expectAccessible(page, 'Anlegerprofil Wealthkonzept abgeschlossen');

    // The other track's query does not open it.
    await page.goto(`/beratung/anlegerprofil/person1/auswahl/personenauswahl?pruefnummer=${id}&schiene=1`);
    await expect(page).toHaveURL(/\/role-forbidden$/);
  });

  test('the recorded consultation video: the note on the provider, and a video added to the document plays', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page, 'LV-2024-000123');
    await archiveFolder(page, 'Beratung').click();
    // A Beratungsdokumentation of the contract (the forms flow may have finished another of the same name).
    const doc = archiveRows(page).filter({ hasText: 'Beratungsdokumentation Versicherungen' }).first();
    const rowAction = async (label: string) => {
      await doc.getByRole('button', { name: /^Aktionen für/ }).click();
      await page.getByRole('menuitem', { name: label }).click();
    };
    await rowAction('Aufgezeichnetes Beratungsvideo');
    const dialog = page.getByRole('dialog', { name: 'Aufgezeichnetes Beratungsvideo' });
    await expect(
      dialog.getByText(
        'Aufgezeichnete Beratungsvideos stehen zur Verfügung, sobald ein Anbieter für Videoberatung angebunden ist.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText(/hängen Sie mit „Dateien hinzufügen“ an dieses Dokument an/)).toBeVisible();
    await expectAccessible(page, 'Aufgezeichnetes Beratungsvideo (ohne Video)');
    await page.screenshot({ path: testInfo.outputPath('beratungsvideo-1440.png') });
    await dialog.getByRole('button', { name: 'Schließen' }).last().click();

    // A video recorded by the office, added to the document.
    await rowAction('Dateien hinzufügen');
    await expect(page.getByRole('heading', { level: 1, name: 'Dateien hinzufügen' })).toBeVisible();
    await page.getByRole('button', { name: 'Dateien hinzufügen' }).click();
    const upload = page.getByRole('dialog', { name: 'Dateien hinzufügen' });
    await upload
      .locator('input[type=file]')
      .setInputFiles([{ name: 'Beratung.mp4', mimeType: 'video/mp4', buffer: mp4 }]);
    await upload.getByRole('button', { name: 'Hochladen' }).click();
    await expect(upload).toBeHidden({ timeout: 20_000 });
    await page.goBack();
    await archiveFolder(page, 'Beratung').click();
    await rowAction('Aufgezeichnetes Beratungsvideo');
    await dialog.getByRole('button', { name: 'Beratung.mp4 abspielen' }).click();
    await expect(page.locator('video[aria-label="Beratung.mp4"]')).toBeVisible();
    await expectAccessible(page, 'Beratungsvideo in der Vorschau');
  });

  test("call records: the additional documents page lists the calls of the document's contract", async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page, 'KF-4711-0815');
    await runRowAction(page, 'Versicherungsschein KF-4711-0815', 'Dateien hinzufügen');
    await expect(page).toHaveURL(
      /\/communication\/documents\/zusaetzlichedokumente\?nodeId=VERTRAGSUNTERLAGEN&fileId=\d+/,
    );
    const section = page.getByRole('region', { name: 'Gesprächsaufzeichnungen' });
    await expect(section.getByRole('link', { name: 'Rückruf wegen Zweitwagen' })).toBeVisible();
    await expect(section.getByText(/eingehend · \+49 221 1234567 · 7 Min\./)).toBeVisible();
    await expect(
      section.getByText(/Tonaufzeichnungen von Telefonaten stehen zur Verfügung, sobald eine Telefonanlage/),
    ).toBeVisible();
    await expectAccessible(page, 'Gesprächsaufzeichnungen');
    await page.screenshot({ path: testInfo.outputPath('gespraeche-1440.png'), fullPage: true });
    await section.getByRole('link', { name: 'Rückruf wegen Zweitwagen' }).click();
    await expect(page).toHaveURL(/\/communication\/postfach\/talks\/talk\/\d+/);
  });

  test('update consortium base data: the entry of a contract document names why it is not available', async ({
    page,
  }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page, 'KF-4711-0815');
    await runRowAction(page, 'Versicherungsschein KF-4711-0815', 'Konsortialdaten aktualisieren');
    const dialog = page.getByRole('dialog', { name: 'Konsortialdaten aktualisieren' });
    await expect(dialog.getByText(/Maklerwerk führt keine Konsortialverträge/)).toBeVisible();
    await expectAccessible(page, 'Konsortialdaten aktualisieren');
    await dialog.getByRole('button', { name: 'Schließen' }).last().click();
    await expect(dialog).toBeHidden();
  });
});
