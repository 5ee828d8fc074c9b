import type { Page } from '@playwright/test';
import { archiveFolder, archiveRow, archiveRows, documentButton, openDocumentsTab as openArchive } from '../archive';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

const NUMMER = 'KF-4711-0815';

/** From the contract list: the contract's overview, then its tab 'Dokumente'. */
async function openDocumentsTab(page: Page): Promise<void> {
  await openArchive(page, NUMMER);
  await expect(rows(page).first()).toBeVisible();
}

const rows = archiveRows;
const folder = archiveFolder;
const nameButton = documentButton;
const rowOf = archiveRow;
const countText = (page: Page) => page.getByText(/^\d+ Dokumente?$/);

async function documentCount(page: Page): Promise<number> {
  return Number((await countText(page).textContent())?.split(' ')[0]);
}

test.describe('Dokumente', () => {
  test('a broker previews a PDF: pages, zoom, thumbnails, minimize', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText('1–20 von 22')).toBeVisible();
    await expectAccessible(page, 'Dokumente eines Vertrags (makler)');
    await nameButton(page, 'Versicherungsschein KF-4711-0815').click();
    const preview = page.getByRole('dialog', { name: 'Vorschau: Versicherungsschein KF-4711-0815.pdf' });
    await expect(preview.getByText('von 3')).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Seite 1 von 3' })).toBeVisible();
    await preview.getByRole('button', { name: 'Nächste Seite' }).click();
    await expect(preview.getByLabel('Seite', { exact: true })).toHaveValue('2');
    await preview.getByRole('button', { name: 'Vergrößern' }).click();
    await expect(preview.getByText('120 %')).toBeVisible();
    await preview.getByRole('button', { name: 'Verkleinern' }).click();
    await expect(preview.getByText('100 %')).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Verkleinern' })).toBeDisabled();
    await preview.getByRole('button', { name: 'Miniaturansichten' }).click();
    await preview.getByRole('button', { name: 'Seite 3', exact: true }).click();
    await expect(preview.getByLabel('Seite', { exact: true })).toHaveValue('3');
    await expect(preview.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await expectAccessible(page, 'PDF-Vorschau');
    await preview.getByRole('button', { name: 'Minimieren' }).click();
    await expect(preview.getByRole('img', { name: /Seite 3 von 3/ })).toBeHidden();
    await preview.getByRole('button', { name: 'Wiederherstellen' }).click();
    await expect(preview.getByRole('img', { name: 'Seite 3 von 3' })).toBeVisible();
    await preview.getByRole('button', { name: 'Schließen' }).click();
    await expect(preview).toBeHidden();
    // A Word file has no preview: the popup offers the download.
    await nameButton(page, 'Vollmacht Maklerauftrag').click();
    const word = page.getByRole('dialog', { name: 'Vorschau: Vollmacht Maklerauftrag.docx' });
    await expect(
      word.getByText('Der Browser unterstützt das Format nicht. Bitte laden Sie die Datei herunter:'),
    ).toBeVisible();
    await expect(word.getByRole('link', { name: 'Herunterladen' })).toHaveAttribute(
      'href',
      /\/download_service\/docInfo\?/,
    );
  });

  test('upload with a progress bar, and into the Schadensunterlagen with the damage report chosen', async ({
    page,
  }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page);
    await folder(page, 'Sonstiges').click();
    await expect(page.getByText('Keine Dokumente vorhanden.')).toBeVisible();
    // A slow line, so that the progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await page.getByRole('button', { name: 'Dokumente hochladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dokumente hochladen' });
    await expectAccessible(page, 'Dokumente hochladen');
    await dialog.locator('input[type=file]').setInputFiles([
      {
        name: 'Gutachten Heckschaden.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1_200_000, 32)]),
      },
      { name: 'Notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('Rückruf am Montag') },
    ]);
    await expect(dialog.getByText('Gutachten Heckschaden.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Hochladen' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Fortschritt Gutachten Heckschaden.pdf' })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(nameButton(page, 'Gutachten Heckschaden')).toBeVisible();
    await expect(nameButton(page, 'Notiz')).toBeVisible();
    await expect(folder(page, 'Sonstiges')).toContainText('2');

    // In the Schadensunterlagen the upload asks for the damage report the documents belong to.
    await folder(page, 'Schadensunterlagen').click();
    await page.getByRole('button', { name: 'Dokumente hochladen' }).click();
    const damageUpload = page.getByRole('dialog', { name: 'Dokumente hochladen' });
    await damageUpload.getByLabel('Schadensmeldung').click();
    await page.getByRole('option', { name: /^KS-2025-0107 vom/ }).click();
    await damageUpload
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'Kostenvoranschlag.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      ]);
    await damageUpload.getByRole('button', { name: 'Hochladen' }).click();
    await expect(damageUpload).toBeHidden();
    await expect(rowOf(page, 'Kostenvoranschlag')).toContainText('KS-2025-0107');
  });

  test('edit a document, and read its versions with who and when', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page);
    await rowOf(page, 'Nachtrag Fahrerkreis')
      .getByRole('button', { name: /^Aktionen für/ })
      .click();
    await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dokument bearbeiten' });
    await expect(dialog.getByLabel('Bezeichnung')).toHaveValue('Nachtrag Fahrerkreis');
    await expectAccessible(page, 'Dokument bearbeiten');
    await dialog.getByLabel('Bezeichnung').fill('Nachtrag Fahrerkreis (Kinder)');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Das Dokument wurde gespeichert.')).toBeVisible();
    await rowOf(page, 'Nachtrag Fahrerkreis (Kinder)')
      .getByRole('button', { name: /^Aktionen für/ })
      .click();
    await page.getByRole('menuitem', { name: 'Versionen anzeigen' }).click();
    await expect(page).toHaveURL(
      /\/communication\/documents\/aenderungshistorie\?docInfo=VERTRAGSUNTERLAGEN&docInfo=\d+/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Änderungshistorie' })).toBeVisible();
    await expect(page.locator('table tbody tr')).toHaveCount(2);
    await expect(page.getByText('aktuell')).toHaveCount(1);
    await expectAccessible(page, 'Änderungshistorie');
  });

  test('release toggle: the customer sees the document afterwards', async ({ page, browser }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page);
    await folder(page, 'Korrespondenz').click();
    const row = rowOf(page, 'Bestätigung Adressänderung');
    await row.getByRole('button', { name: 'Nicht für den Kunden freigegeben – freigeben' }).click();
    await expect(page.getByText('Das Dokument ist für den Kunden freigegeben.')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Für den Kunden freigegeben – Freigabe entziehen' })).toBeVisible();

    const customer = await browser.newPage({ locale: 'de-DE', viewport: { width: 1440, height: 900 } });
    await loginAs(customer, 'kunde');
    await customer.getByText(NUMMER).first().click();
    await customer
      .getByRole('navigation', { name: 'Bereiche der Versicherung' })
      .getByRole('link', { name: 'Dokumente' })
      .click();
    await folder(customer, 'Korrespondenz').click();
    await expect(nameButton(customer, 'Bestätigung Adressänderung')).toBeVisible();
    await expect(nameButton(customer, 'Interne Notiz Schadenregulierung')).toHaveCount(0);
    await expect(
      customer.getByText('Hier sehen Sie die Dokumente, die Ihr Makler für Sie freigegeben hat.'),
    ).toBeVisible();
    await expectAccessible(customer, 'Dokumente (kunde)');
    await customer.close();
  });

  test('select all in the folder, exclude one, download the rest as one ZIP', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page);
    const total = await documentCount(page);
    await page.getByRole('checkbox', { name: 'Alle im Ordner auswählen' }).check();
    await expect(page.getByText(`Insgesamt ${total} ausgewählt`)).toBeVisible();
    await rows(page).first().getByRole('checkbox').uncheck();
    await expect(page.getByText(`Insgesamt ${total - 1} ausgewählt`)).toBeVisible();
    await page.getByRole('button', { name: 'Markierte herunterladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dokumente herunterladen' });
    await expect(dialog.getByText(`${total - 1} Dateien`)).toBeVisible();
    await expectAccessible(page, 'Mehrfach-Download');
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Als ZIP herunterladen' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe('Vertragsunterlagen.zip');
    const file = await zip.path();
    expect(file).toBeTruthy();
  });

  test('assign a document to a damage report; afterwards the action is gone', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page);
    await folder(page, 'Schadensunterlagen').click();
    const before = await documentCount(page);
    await folder(page, 'Korrespondenz').click();
    const row = rowOf(page, 'Schreiben an HUK-COBURG: Adressänderung');
    await row.getByRole('button', { name: /^Aktionen für/ }).click();
    await page.getByRole('menuitem', { name: 'Einer Schadensmeldung zuordnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Einer Schadensmeldung zuordnen' });
    await dialog.getByLabel('Schadensmeldung').click();
    await page.getByRole('option', { name: /^KS-2025-0107 vom/ }).click();
    await expect(
      dialog.getByText(
        'Bitte bestätigen Sie, dass Sie den Schaden annehmen und die Dokumente direkt zuordnen möchten.',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'Einer Schadensmeldung zuordnen');
    await dialog.getByRole('button', { name: 'Zuordnen' }).click();
    await expect(page.getByText('Das Dokument wurde der Schadensmeldung KS-2025-0107 zugeordnet.')).toBeVisible();
    await folder(page, 'Schadensunterlagen').click();
    await expect(countText(page)).toHaveText(`${before + 1} Dokumente`);
    await rowOf(page, 'Schreiben an HUK-COBURG: Adressänderung')
      .getByRole('button', { name: /^Aktionen für/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Löschen' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Einer Schadensmeldung zuordnen' })).toHaveCount(0);
  });

  test('200 documents per call; the claim number opens the damage report; marked documents go by mail to the company', async ({
    page,
  }) => {
    await loginAs(page, 'makler');
    // The table loads 200 documents per call (vertrag-details.md §9) and shows 20 a page.
    const call = page.waitForRequest((r) => r.url().includes('/dokumentenarchiv/documents?'));
    await openDocumentsTab(page);
    expect(new URL((await call).url()).searchParams.get('limit')).toBe('200');
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText('1–20 von 22')).toBeVisible();
    // Shared with customer beside the release eye: a released document 'geteilt', the others 'nicht geteilt'.
    await expect(rowOf(page, 'Versicherungsschein KF-4711-0815').getByText('geteilt', { exact: true })).toBeVisible();
    await expect(rowOf(page, 'Vollmacht Maklerauftrag').getByText('nicht geteilt')).toBeVisible();

    await folder(page, 'Schadensunterlagen').click();
    const foto = rowOf(page, 'Foto Heckschaden');
    await foto.getByRole('link', { name: 'KS-2025-0107' }).click();
    await expect(page).toHaveURL(/\/insurance-group\/schadensmeldung\/\d+\/\d+$/);
    await expect(page.getByText('KS-2025-0107').first()).toBeVisible();
    await page.goBack();

    await folder(page, 'Schadensunterlagen').click();
    await rowOf(page, 'Foto Heckschaden').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Markierte per E-Mail versenden' }).click();
    await expect(page.getByRole('menuitem', { name: 'An Kunde' })).toBeVisible();
    await expectAccessible(page, 'Markierte per E-Mail versenden: an Kunde oder Gesellschaft');
    await page.getByRole('menuitem', { name: 'An Gesellschaft' }).click();
    await expect(page.getByRole('heading', { name: 'Neue E-Mail' })).toBeVisible();
    await expect(page).toHaveURL(/kind=gesellschaft/);
    await expect(page.getByLabel('Betreff')).toHaveValue(/^Versicherungsnummer KF-4711-0815/);
    // The company's address as recipient (the contract's insurer, HUK-COBURG).
    await expect(page.getByText('info@huk.de', { exact: true })).toBeVisible();
    await expect(page.getByText(/Foto Heckschaden/).first()).toBeVisible();
    await expect(page.getByText(/· aus dem Archiv/)).toBeVisible();
  });

  test('deleting the last row of a page moves to the previous page; a released one asks first', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page);
    const total = await documentCount(page);
    const lastPage = Math.ceil(total / 20);
    await page.getByRole('button', { name: `Seite ${lastPage}`, exact: true }).click();
    // The last page is shown once its range is: until then the table keeps the previous page's rows.
    await expect(page.getByText(`${(lastPage - 1) * 20 + 1}–${total} von ${total}`)).toBeVisible();
    const warned: boolean[] = [];
    // Each deletion refreshes the page: wait for it before reading the next row's name.
    for (let count = await rows(page).count(); count > 1; count -= 1) {
      warned.push(await deleteRow(page, rows(page).last()));
      await expect(rows(page)).toHaveCount(count - 1);
    }
    warned.push(await deleteRow(page, rows(page).first()));
    // The oldest two include 'Beitragsrechnung 2025', released to the customer: its deletion asked again.
    expect(warned).toContain(true);
    await expect(page.getByRole('button', { name: `Seite ${lastPage}`, exact: true })).toHaveCount(0);
    await expect(rows(page)).toHaveCount(20);
  });

  test('the Posteingang: a document is filed to the contract it belongs to', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Posteingang' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Posteingang' })).toBeVisible();
    // The first table holds the documents; received mail on no contract follows below (issue 11).
    const documentRows = page.locator('table').first().locator('tbody tr');
    await expect(documentRows).toHaveCount(3);
    await expectAccessible(page, 'Posteingang');
    const scan = documentRows.filter({ hasText: 'Werkstattrechnung Autohaus Berlin' });
    await expect(scan).toContainText('Erika Mustermann');
    await scan.getByRole('button', { name: 'Vertrag wählen' }).click();
    await page
      .getByRole('dialog', { name: 'Vertrag wählen' })
      .getByText(new RegExp(`^${NUMMER}`))
      .click();
    await expect(page).toHaveURL(/isCalledFromMrMoneyPdfbox=true/);
    await expect(page.getByText('Dokument aus dem Posteingang')).toBeVisible();
    await expectAccessible(page, 'Vertrag aus dem Posteingang');
    await page.getByRole('button', { name: 'Diesem Vertrag zuordnen' }).click();
    await expect(page.getByText('Das Dokument wurde dem Vertrag zugeordnet (Vertragsunterlagen).')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dokumente' })).toBeVisible();
    await expect(nameButton(page, 'Werkstattrechnung Autohaus Berlin')).toBeVisible();
  });

  test('a customer reads his released documents on a phone @phone', async ({ page }) => {
    await loginAs(page, 'kunde');
    await page.getByText(NUMMER).first().click();
    await page.goto(page.url().replace('/overview/', '/dokumente/'));
    const list = page.getByRole('list', { name: 'Dokumente' });
    await expect(list.getByRole('button', { name: 'Versicherungsschein KF-4711-0815', exact: true })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Antrag Kfz-Versicherung', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'Dokumente auf dem Telefon (kunde)');
  });
});

/** Deletes a row through its menu, answering the question and, for a released document, the warning. */
async function deleteRow(page: Page, row: ReturnType<Page['locator']>): Promise<boolean> {
  const name = (await row.getByRole('button').nth(0).textContent()) ?? '';
  await row.getByRole('button', { name: /^Aktionen für/ }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  const question = page.getByRole('dialog', { name: 'Dokument löschen' });
  await expect(question.getByText(`Soll das Dokument „${name}“ wirklich gelöscht werden?`)).toBeVisible();
  await question.getByRole('button', { name: 'Löschen' }).click();
  await expect(question).toBeHidden();
  // A document the customer sees: the server warns, Ja sends the deletion again with the confirm flag.
  const warning = page.getByRole('dialog', { name: 'Dokument ist freigegeben' });
  const warned = await warning.waitFor({ state: 'visible', timeout: 1500 }).then(
    () => true,
    () => false,
  );
  if (warned) {
    await expect(
      warning.getByText('Das Dokument ist für den Kunden freigegeben. Möchten Sie es trotzdem löschen?'),
    ).toBeVisible();
    await warning.getByRole('button', { name: 'Ja' }).click();
  }
  await expect(nameButton(page, name)).toHaveCount(0);
  return warned;
}
