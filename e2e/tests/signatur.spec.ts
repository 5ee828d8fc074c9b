import { devices, type Page } from '@playwright/test';
import { archiveFolder, archiveRow, documentButton, openDocumentsTab, runRowAction } from '../archive';
import { expect, expectAccessible, loginAs, test } from '../fixtures';
import { linkOf, placeField } from '../signatur';

const KF = 'KF-4711-0815';
const DOC = 'Jahresmitteilung 2025';

/** The current file of a document, as the archive API answers it (for download and verification). */
async function signedFile(page: Page, nummer: string, name: string): Promise<Buffer> {
  const list = await (await page.request.get(`/MSC3/restful/insurances?limit=5&search=${nummer}`)).json();
  const id = list.items.find((i: { nummer: string }) => i.nummer === nummer).id;
  const node = await (
    await page.request.get(
      `/MSC3/restful/dokumentenarchiv/documents?scope=vertrag&id=${id}&nodeId=VERTRAGSUNTERLAGEN&limit=100`,
    )
  ).json();
  const row = node.documents.find((d: { bezeichnung: string }) => d.bezeichnung === name);
  const file = await page.request.get(`/download_service/docInfo?nodeId=VERTRAGSUNTERLAGEN&idFile=${row.fileId}`);
  return Buffer.from(await file.body());
}

test.describe('e-Signatur', () => {
  test('prepare two signers, sign on a phone (drawn, then typed), pills, overlay, sealed PDF verified and a tampered one refused', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'makler');
    await openDocumentsTab(page, KF);
    await runRowAction(page, DOC, 'e-Signatur');
    // Other specs edit this contract: then the sign action warns first, in the list, that its data changed.
    const list = page.getByRole('dialog', { name: 'Dokumente zur Unterschrift' });
    await expect(page.getByRole('heading', { name: `e-Signatur: ${DOC}` }).or(list)).toBeVisible();
    if (await list.isVisible()) {
      await expect(list.getByText('Vorsicht, die folgenden Daten haben sich geändert:')).toBeVisible();
      await list.getByRole('button', { name: 'Unterschreiben' }).click();
    }
    await expect(page).toHaveURL(/\/communication\/documents\/signatur\?docInfo=VERTRAGSUNTERLAGEN&docInfo=\d+/);
    await expect(page.getByRole('heading', { name: `e-Signatur: ${DOC}` })).toBeVisible();
    // Suggested: the customer first, then the broker; without addresses both get links to copy.
    const names = page.getByLabel('Name');
    await expect(names.nth(0)).toHaveValue('Erika Mustermann');
    await expect(names.nth(1)).toHaveValue('Max Makler');
    await page.getByLabel('E-Mail').nth(0).fill('');
    await page.getByLabel('E-Mail').nth(1).fill('');
    await placeField(page, 'Erika Mustermann', 0.3, 0.8);
    await placeField(page, 'Max Makler', 0.7, 0.8);
    // Dragging moves a field on the page.
    const field = page.getByRole('button', { name: 'Unterschriftsfeld Erika Mustermann, Seite 1' });
    const before = await field.boundingBox();
    if (!before) {
      throw new Error('field not shown');
    }
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await page.mouse.move(before.x + before.width / 2 - 40, before.y + before.height / 2 - 30, { steps: 5 });
    await page.mouse.up();
    const after = await field.boundingBox();
    expect(after?.x).toBeLessThan(before.x - 20);
    await expectAccessible(page, 'e-Signatur vorbereiten');
    await page.getByRole('button', { name: 'Zur Unterschrift senden' }).click();
    await expect(page.getByRole('button', { name: 'Link kopieren' })).toHaveCount(2);
    const first = await linkOf(page, 'Erika Mustermann');
    const second = await linkOf(page, 'Max Makler');
    await expectAccessible(page, 'e-Signatur gesendet');

    // Erika signs on her phone, without a login, with a drawn signature.
    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      locale: 'de-DE',
    });
    const signer = await phone.newPage();
    await signer.goto(first);
    await expect(signer.getByText(DOC).first()).toBeVisible();
    await expect(signer.getByText('Hier unterschreiben').first()).toBeVisible();
    await expectAccessible(signer, 'Unterschriftsseite (Handy)');
    await signer.getByLabel('Ich stimme zu').check();
    const pad = signer.getByLabel('Unterschriftsfeld zum Zeichnen');
    await pad.scrollIntoViewIfNeeded();
    const padBox = await pad.boundingBox();
    if (!padBox) {
      throw new Error('pad not shown');
    }
    await signer.mouse.move(padBox.x + 20, padBox.y + padBox.height / 2);
    await signer.mouse.down();
    for (let i = 1; i <= 12; i += 1) {
      await signer.mouse.move(padBox.x + 20 + i * 18, padBox.y + padBox.height / 2 + (i % 2 ? -20 : 20));
    }
    await signer.mouse.up();
    await signer.getByRole('button', { name: 'Unterschreiben' }).click();
    await expect(signer.getByText('Vielen Dank! Ihre Unterschrift wurde gespeichert.')).toBeVisible();
    // The used link shows only its message.
    await signer.goto(first);
    await expect(signer.getByText(/bereits unterschrieben/)).toBeVisible();
    await expect(signer.getByRole('button', { name: 'Unterschreiben' })).toHaveCount(0);

    // The office: partly signed, and the preview draws Erika's signature on the page.
    await page.goBack();
    await expect(archiveRow(page, DOC).getByText('teilweise unterschrieben')).toBeVisible();
    await documentButton(page, DOC).click();
    const preview = page.getByRole('dialog', { name: `Vorschau: ${DOC}.pdf` });
    await expect(preview.getByRole('img', { name: 'Unterschrift' })).toBeVisible();
    await preview.getByRole('button', { name: 'Schließen' }).click();

    // Max signs second, typing his name.
    await signer.goto(second);
    await signer.getByLabel('Ich stimme zu').check();
    await signer.getByText('Tippen', { exact: true }).click();
    await expect(signer.getByLabel('Ihr Name')).toHaveValue('Max Makler');
    await signer.getByRole('button', { name: 'Unterschreiben' }).click();
    await expect(signer.getByText(/Alle haben unterschrieben/)).toBeVisible();
    await phone.close();

    await page.reload();
    await expect(archiveRow(page, DOC).getByText('unterschrieben', { exact: true })).toBeVisible();
    const sealed = await signedFile(page, KF, DOC);
    expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');

    // Anybody can check the file; one changed byte is caught.
    await page.goto('/signatur-pruefen');
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: sealed });
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(
      page.getByText('Die Datei wurde mit Maklerwerk unterschrieben und ist seitdem unverändert.'),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Erika Mustermann' })).toBeVisible();
    await expectAccessible(page, 'Signatur prüfen: gültig');
    const tampered = Buffer.from(sealed);
    const at = Math.floor(tampered.indexOf('/ByteRange') / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 1;
    await fileInput.setInputFiles({ name: 'tampered.pdf', mimeType: 'application/pdf', buffer: tampered });
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(page.getByText(/nach der Unterschrift verändert/)).toBeVisible();
  });

  test('the branches of the sign action: not suitable, already submitted, photos to attach first', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page, 'HR-55501');
    await runRowAction(page, 'Antrag Hausrat HR-55501', 'e-Signatur');
    const notSuitable = page.getByRole('dialog', { name: 'Das Dokument ist nicht zur e-Signatur geeignet' });
    await expect(notSuitable.getByText('Sie können jedoch das Dokument herunterladen.')).toBeVisible();
    await expect(notSuitable.getByRole('button', { name: 'Herunterladen' })).toBeVisible();
    await expectAccessible(page, 'nicht zur e-Signatur geeignet');
    await notSuitable.locator('button', { hasText: 'Schließen' }).click();

    await archiveFolder(page, 'Schadensunterlagen').click();
    await runRowAction(page, 'Schadenanzeige Leitungswasser', 'e-Signatur');
    const attach = page.getByRole('dialog', { name: 'Weitere Unterlagen anhängen' });
    const kueche = attach.getByRole('checkbox', { name: /Foto Wasserschaden Küche/ });
    await expect(kueche).toBeChecked();
    await expect(kueche).toBeDisabled();
    await attach.getByRole('checkbox', { name: /Foto Wasserschaden Flur/ }).check();
    await expectAccessible(page, 'Bildanhänge');
    await attach.getByRole('button', { name: 'Weiter zur Unterschrift' }).click();
    await expect(page).toHaveURL(/\/communication\/documents\/signatur\?docInfo=SCHADENSUNTERLAGEN/);
    await expect(page.getByRole('heading', { name: 'e-Signatur: Schadenanzeige Leitungswasser' })).toBeVisible();

    await page.goto('/home/versicherungen/insurance-group');
    await openDocumentsTab(page, 'LV-2024-000123');
    await runRowAction(page, 'Antrag Lebensversicherung LV-2024-000123', 'e-Signatur');
    await expect(page.getByText('Das Dokument wurde bereits eingereicht')).toBeVisible();
  });

  test('a link that is not valid shows its message and nothing of any document @phone', async ({ page }) => {
    await page.goto(`/signieren/${'A'.repeat(43)}`);
    await expect(page.getByText('Dieser Link ist ungültig.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unterschreiben' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /Seite 1/ })).toHaveCount(0);
  });
});
