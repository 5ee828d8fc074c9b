import type { Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, expectAccessible, loginAs, test, workerPort } from '../fixtures';

// This worker's server delivers to SMTP_URL = its port + 25 (playwright.config.ts); the test reads what arrives.
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
test.beforeAll(async ({}, workerInfo) => {
  const smtpPort = workerPort(workerInfo.parallelIndex) + 25;
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function arrived(subject: string): Promise<ParsedMail> {
  await expect.poll(() => received.some((m) => m.subject === subject), { timeout: 15_000 }).toBe(true);
  return received.find((m) => m.subject === subject) as ParsedMail;
}

const rowOf = (page: Page, subject: string | RegExp) => page.getByRole('row', { name: subject });

async function openKommunikation(page: Page, nummer = 'KF-4711-0815'): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
  await page
    .getByRole('navigation', { name: 'Bereiche der Versicherung' })
    .getByRole('link', { name: 'E-Mails & Aufgaben' })
    .click();
  await expect(page).toHaveURL(/\/insurance-group\/insurancePostfach\/\d+/);
  await expect(page.getByRole('heading', { name: 'E-Mails', exact: true })).toBeVisible();
}

async function rowAction(page: Page, subject: string, action: string): Promise<void> {
  // The demo has each topic twice (two years): the newer one.
  await page
    .getByRole('button', { name: `Aktionen zu „${subject}“` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('Postfach', () => {
  test('the postbox pages 30 items with their send status', async ({ page }) => {
    await loginAs(page, 'makler');
    await openKommunikation(page);
    // The first table of the step is 'E-Mails'; 'Aufgaben' follows below it.
    const mails = page.locator('table').first().locator('tbody tr');
    await expect(mails).toHaveCount(30);
    await expect(page.getByText('1–30 von 42')).toBeVisible();
    await expect(rowOf(page, /Unterlagen zur Beitragsanpassung/)).toContainText('senden fehlgeschlagen');
    await expect(rowOf(page, /Ihre Versicherung KF-4711-0815/)).toContainText('wird versendet');
    await expect(rowOf(page, /\[kein Betreff\]/)).toBeVisible();
    for (const title of ['Datum', 'Betreff', 'Von/An', 'Status', 'Anhang', 'Quelle']) {
      await expect(page.locator('table').first().getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'Postfach');
    await page.getByRole('button', { name: 'Seite 2' }).click();
    await expect(mails).toHaveCount(12);
  });

  test('compose a mail to the customer with an archive attachment and see it arrive', async ({ page }) => {
    await loginAs(page, 'makler');
    await openKommunikation(page);
    await page.getByRole('button', { name: 'Aktionen', exact: true }).click();
    await page.getByRole('menuitem', { name: 'E-Mail an Kunde' }).click();
    await expect(page.getByRole('heading', { name: 'Neue E-Mail' })).toBeVisible();
    await expect(page.getByLabel('Betreff')).toHaveValue('Ihre Versicherung KF-4711-0815');
    await expect(page.getByText('erika.mustermann@example.com')).toBeVisible();
    await expect(page.getByText('Sehr geehrte Frau Mustermann,')).toBeVisible();
    await expectAccessible(page, 'E-Mail-Editor');

    const subject = 'Ihr Versicherungsschein – Größe und Änderung';
    await page.getByLabel('Betreff').fill(subject);
    await page.getByRole('button', { name: 'Aus dem Archiv' }).click();
    const archive = page.getByRole('dialog', { name: 'Dokumente aus dem Archiv anhängen' });
    const schein = archive.getByRole('row', { name: /Versicherungsschein KF-4711-0815/ });
    await schein.getByRole('checkbox').check();
    await expect(archive.getByText('Insgesamt 1 ausgewählt')).toBeVisible();
    await archive.getByRole('button', { name: 'Als Anhang übernehmen' }).click();
    await expect(page.getByText(/· aus dem Archiv/)).toBeVisible();
    await page.getByRole('button', { name: 'Senden' }).click();

    await expect(page).toHaveURL(/\/insurancePostfach\/\d+/);
    const mail = await arrived(subject);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('erika.mustermann@example.com');
    expect(mail.from?.value[0]?.name).toBe('Maklerwerk Maklerbüro');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Versicherungsschein KF-4711-0815.pdf']);
    expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    await page.reload();
    await expect(rowOf(page, new RegExp(subject))).toContainText('versendet');
  });

  test('compose a mail with an attachment uploaded from the computer and see it arrive with its bytes', async ({
    page,
  }) => {
    await loginAs(page, 'makler');
    await openKommunikation(page);
    await page.getByRole('button', { name: 'Aktionen', exact: true }).click();
    await page.getByRole('menuitem', { name: 'E-Mail an Kunde' }).click();
    await expect(page.getByRole('heading', { name: 'Neue E-Mail' })).toBeVisible();

    const subject = 'Ihre Beitragsrechnung zum Ausdrucken';
    await page.getByLabel('Betreff').fill(subject);
    // A small PDF from the user's disk (issue 36: every composer upload was answered 415).
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Datei anhängen' }).click();
    await (await chooser).setFiles({ name: 'Beitragsrechnung 2026.pdf', mimeType: 'application/pdf', buffer: pdf });
    const attachment = page.getByLabel('Anhang Beitragsrechnung 2026.pdf');
    await expect(attachment.getByText(/· hochgeladen/)).toBeVisible();
    await expect(attachment.getByRole('progressbar')).toHaveCount(0);
    await expect(attachment.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page, 'E-Mail-Editor mit hochgeladenem Anhang');
    await page.getByRole('button', { name: 'Senden' }).click();

    await expect(page).toHaveURL(/\/insurancePostfach\/\d+/);
    const mail = await arrived(subject);
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.size])).toEqual([
      ['Beitragsrechnung 2026.pdf', 'application/pdf', pdf.length],
    ]);
    expect(mail.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  test("forward an insurer's mail with 'Fwd: ' and its attachment", async ({ page }) => {
    await loginAs(page, 'makler');
    await openKommunikation(page);
    await rowOf(page, /Ihre Schadenmeldung KS-2025-0107/).click();
    await expect(page).toHaveURL(/\/communication\/postfach\/emails\/email\/\d+/);
    await expect(page.getByRole('heading', { name: 'Ihre Schadenmeldung KS-2025-0107 – Abrechnung' })).toBeVisible();
    await expect(page.getByText('HUK-COBURG Kfz-Service <kfz-service@huk-coburg.example>')).toBeVisible();
    await expectAccessible(page, 'E-Mail');
    // The attachment becomes a document of the contract.
    await page.getByRole('button', { name: 'Ins Archiv' }).click();
    const filing = page.getByRole('dialog', { name: 'Im Archiv ablegen' });
    await filing.getByLabel('Ordner').click();
    await page.getByRole('option', { name: 'Schadensunterlagen' }).click();
    await filing.getByRole('button', { name: 'Ablegen' }).click();
    await expect(
      page.getByText('„Schadenabrechnung KS-2025-0107.pdf“ liegt jetzt unter Schadensunterlagen.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Weiterleiten' }).click();
    // Insurance mail: the company selector comes first (spec §4).
    await page.getByRole('dialog', { name: 'Weiterleiten' }).getByRole('button', { name: 'An den Kunden' }).click();
    await expect(page.getByLabel('Betreff')).toHaveValue('Fwd: Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    await expect(page.getByText('Schadenabrechnung KS-2025-0107.pdf', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Senden' }).click();
    const mail = await arrived('Fwd: Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Schadenabrechnung KS-2025-0107.pdf']);
    expect(mail.text).toContain('Weitergeleitete Nachricht');
  });

  test('change a subject and delete a mail with the spec question', async ({ page }) => {
    await loginAs(page, 'makler');
    await openKommunikation(page);
    await rowAction(page, 'Werkstattbindung', 'Betreff ändern');
    const dialog = page.getByRole('dialog', { name: 'Betreff ändern' });
    await dialog.getByLabel('Betreff').fill('   ');
    await expect(dialog.getByRole('button', { name: 'Ändern' })).toBeDisabled();
    await dialog.getByLabel('Betreff').fill('Werkstattbindung – geklärt');
    await expectAccessible(page, 'Betreff ändern');
    await dialog.getByRole('button', { name: 'Ändern' }).click();
    await expect(rowOf(page, /Werkstattbindung – geklärt/)).toBeVisible();

    await rowAction(page, 'Unterlagen zur Beitragsanpassung', 'Löschen');
    const confirm = page.getByRole('dialog', { name: 'Löschen' });
    await expect(confirm.getByText('Soll die E-Mail für Sie gelöscht werden?')).toBeVisible();
    await expectAccessible(page, 'Löschen einer E-Mail');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByRole('button', { name: 'Aktionen zu „Unterlagen zur Beitragsanpassung“' })).toHaveCount(0);
  });

  test('record a call, write a letter, open a fax', async ({ page }) => {
    await loginAs(page, 'makler');
    await openKommunikation(page);
    await page.getByRole('button', { name: 'Erfassen' }).click();
    await page.getByRole('menuitem', { name: 'Gespräch erfassen' }).click();
    const talk = page.getByRole('dialog', { name: 'Gespräch erfassen' });
    await talk.getByLabel('Betreff').fill('Rückfrage Beitrag');
    await talk.getByLabel('Rufnummer').fill('+49 221 555');
    await talk.getByLabel('Dauer (Minuten)').fill('6');
    await talk.getByText('eingehend', { exact: true }).click();
    await talk.getByLabel('Gesprächsnotiz').fill('Kundin fragt nach der Beitragsrechnung.');
    await expectAccessible(page, 'Gespräch erfassen');
    await talk.getByRole('button', { name: 'Speichern' }).click();
    await rowOf(page, /Rückfrage Beitrag/).click();
    await expect(page).toHaveURL(/\/communication\/postfach\/talks\/talk\/\d+/);
    await expect(page.getByText('+49 221 555')).toBeVisible();
    await expect(page.getByText('6 Minuten')).toBeVisible();
    await expect(page.getByText('eingehend')).toBeVisible();
    await expectAccessible(page, 'Gespräch');
    await page.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText("Soll das Gespräch 'Rückfrage Beitrag' wirklich gelöscht werden?")).toBeVisible();
    await page.getByRole('dialog', { name: 'Löschen' }).getByRole('button', { name: 'Löschen' }).click();
    await expect(page).toHaveURL(/\/insurancePostfach\/\d+/);

    await page.getByRole('button', { name: 'Aktionen', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Brief erstellen' }).click();
    const brief = page.getByRole('dialog', { name: 'Brief erstellen' });
    await brief.getByLabel('Betreff').fill('Kündigung zum Ablauf');
    await brief.getByRole('button', { name: 'Brief erstellen' }).click();
    await expect(brief.getByText('Der Brief wurde erstellt')).toBeVisible();
    const letter = page.waitForEvent('download');
    await brief.getByRole('link', { name: 'Brief Kündigung zum Ablauf.pdf' }).click();
    expect((await letter).suggestedFilename()).toBe('Brief Kündigung zum Ablauf.pdf');
    // The spec's paths (§2.6), at the root: /get_simple_file?fileId=… and /downloadFax?id=….
    expect(new URL((await letter).url()).pathname).toBe('/get_simple_file');
    await brief.getByRole('button', { name: 'Schließen' }).last().click();

    const fax = page.waitForEvent('download');
    await rowOf(page, /Deckungsbestätigung KF-4711-0815/).click();
    expect((await fax).suggestedFilename()).toBe('Fax Deckungsbestätigung KF-4711-0815.pdf');
    expect(new URL((await fax).url()).pathname).toBe('/downloadFax');
  });

  test('calling back from an SMS records the call (tel: click)', async ({ page }) => {
    await loginAs(page, 'makler');
    await openKommunikation(page);
    await rowOf(page, /Bitte um Rückruf/).click();
    await expect(page).toHaveURL(/\/communication\/postfach\/smses\/sms\/\d+/);
    await expect(page.getByText('wegen der Beitragsrechnung zurück')).toBeVisible();
    await expectAccessible(page, 'SMS');
    // A machine without a phone program: the browser does not follow tel: (headless Chromium's attempt
    // to hand it to the system swallowed the next click now and then). The app's own handler still runs.
    await page.evaluate(`document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
    }, true)`);
    await page.getByRole('link', { name: '+49 170 1234567' }).click();
    const talk = page.getByRole('dialog', { name: 'Gespräch erfassen' });
    await expect(talk.getByLabel('Rufnummer')).toHaveValue('+49 170 1234567');
    await talk.getByLabel('Gesprächsnotiz').fill('Rückruf erledigt, Rechnung erklärt.');
    await talk.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Das Gespräch wurde erfasst.')).toBeVisible();
  });

  test('a customer writes a message and the broker answers', async ({ page }) => {
    await loginAs(page, 'kunde');
    await page.getByText('KF-4711-0815', { exact: true }).first().click();
    await page.getByRole('link', { name: 'Nachrichten' }).click();
    await expect(page).toHaveURL(/\/communication\/ticket\?chatId=\d+&channelId=vertrag/);
    await expect(page.getByText('Ihr Schutzbrief gilt in ganz Europa, also auch in Italien.')).toBeVisible();
    await page.getByLabel('Neue Nachricht').fill('Danke! Und in der Schweiz?');
    await expectAccessible(page, 'Nachrichten (kunde)');
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByLabel('Nachricht von Erika Mustermann').last()).toContainText('Und in der Schweiz?');
    // The broker is told by mail that a message waits.
    const notice = await arrived('Neue Nachricht zur Versicherung KF-4711-0815');
    expect(notice.text).not.toContain('Schweiz');

    await page.context().clearCookies();
    await loginAs(page, 'makler');
    await openKommunikation(page);
    await rowOf(page, /Danke! Und in der Schweiz\?/).click();
    await expect(page.getByText('Danke! Und in der Schweiz?')).toBeVisible();
    await page.getByLabel('Neue Nachricht').fill('Ja, auch in der Schweiz.');
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByLabel('Nachricht von Max Makler').last()).toContainText('auch in der Schweiz');

    // The customer finds the answer on her start page.
    await page.context().clearCookies();
    await loginAs(page, 'kunde', 'demo', { landing: 'start' });
    await page.getByRole('link', { name: 'Ja, auch in der Schweiz.' }).click();
    await expect(page).toHaveURL(/\/communication\/ticket/);
  });

  test('a received mail on no contract is filed from the Posteingang', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Posteingang' }).click();
    await expect(page.getByRole('heading', { name: 'E-Mails ohne Vertrag' })).toBeVisible();
    const row = page.getByRole('row', { name: /Neue Anschrift ab Januar/ });
    await expect(row).toContainText('Erika Mustermann');
    await expectAccessible(page, 'Posteingang mit E-Mails');
    await row.getByRole('button', { name: 'Vertrag zuordnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vertrag zuordnen' });
    await dialog.getByText('KF-4711-0815', { exact: false }).first().click();
    await expect(page.getByText('Die E-Mail liegt jetzt im Postfach von KF-4711-0815.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Neue Anschrift ab Januar/ })).toHaveCount(0);
  });

  test('a customer has no postbox tab', async ({ page }) => {
    await loginAs(page, 'kunde');
    await page.getByText('KF-4711-0815', { exact: true }).first().click();
    await expect(page.getByRole('navigation', { name: 'Bereiche der Versicherung' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E-Mails & Aufgaben' })).toHaveCount(0);
  });

  test('the postbox on a phone @phone', async ({ page }) => {
    await loginAs(page, 'makler');
    const found = await page.request.get('/MSC3/restful/insurances?limit=5&search=KF-4711-0815');
    const id = ((await found.json()) as { items: { id: number }[] }).items[0]?.id;
    await page.goto(`/home/versicherungen/insurance-group/insurancePostfach/${id}`);
    await expect(
      page.locator('tbody tr').filter({ hasText: 'Ihre Schadenmeldung KS-2025-0107' }).first(),
    ).toBeVisible();
    const overflow = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
    expect(overflow).toBe(false);
    await expectAccessible(page, 'Postfach auf dem Telefon');
  });
});
