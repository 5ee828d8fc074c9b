import type { Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

// The server delivers to SMTP_URL = this port (playwright.config.ts); the test reads what arrives.
const smtpPort = Number(process.env.E2E_SMTP_PORT);
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

test.beforeAll(async () => {
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

async function openPostbox(page: Page, nummer = 'KF-4711-0815'): Promise<void> {
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
  test('the postbox pages 30 mails with their send status', async ({ page }) => {
    await loginAs(page, 'makler');
    await openPostbox(page);
    await expect(page.locator('table tbody tr')).toHaveCount(30);
    await expect(page.getByText('1–30 von 35')).toBeVisible();
    await expect(rowOf(page, /Unterlagen zur Beitragsanpassung/)).toContainText('senden fehlgeschlagen');
    await expect(rowOf(page, /Ihre Versicherung KF-4711-0815/)).toContainText('wird versendet');
    await expect(rowOf(page, /\[kein Betreff\]/)).toBeVisible();
    for (const title of ['Datum', 'Betreff', 'Von/An', 'Status', 'Anhang', 'Quelle']) {
      await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'Postfach');
    await page.getByRole('button', { name: 'Seite 2' }).click();
    await expect(page.locator('table tbody tr')).toHaveCount(5);
  });

  test('compose a mail to the customer with an archive attachment and see it arrive', async ({ page }) => {
    await loginAs(page, 'makler');
    await openPostbox(page);
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

  test("forward an insurer's mail with 'Fwd: ' and its attachment", async ({ page }) => {
    await loginAs(page, 'makler');
    await openPostbox(page);
    await rowOf(page, /Ihre Schadenmeldung KS-2025-0107/).click();
    await expect(page).toHaveURL(/\/communication\/postfach\/emails\/email\/\d+/);
    await expect(page.getByRole('heading', { name: 'Ihre Schadenmeldung KS-2025-0107 – Abrechnung' })).toBeVisible();
    await expect(page.getByText('HUK-COBURG Kfz-Service <kfz-service@huk-coburg.example>')).toBeVisible();
    await expectAccessible(page, 'E-Mail');
    await page.getByRole('button', { name: 'Weiterleiten' }).click();
    // Insurance mail: the company selector comes first (spec §4).
    await page.getByRole('dialog', { name: 'Weiterleiten' }).getByRole('button', { name: 'An den Kunden' }).click();
    await expect(page.getByLabel('Betreff')).toHaveValue('Fwd: Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    await expect(page.getByText('Schadenabrechnung KS-2025-0107.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Senden' }).click();
    const mail = await arrived('Fwd: Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Schadenabrechnung KS-2025-0107.pdf']);
    expect(mail.text).toContain('Weitergeleitete Nachricht');
  });

  test('change a subject and delete a mail with the spec question', async ({ page }) => {
    await loginAs(page, 'makler');
    await openPostbox(page);
    await rowAction(page, 'Werkstattbindung', 'Betreff ändern');
    const dialog = page.getByRole('dialog', { name: 'Betreff ändern' });
    await dialog.getByLabel('Betreff').fill('   ');
    await expect(dialog.getByRole('button', { name: 'Ändern' })).toBeDisabled();
    await dialog.getByLabel('Betreff').fill('Werkstattbindung – geklärt');
    await expectAccessible(page, 'Betreff ändern');
    await dialog.getByRole('button', { name: 'Ändern' }).click();
    await expect(rowOf(page, /Werkstattbindung – geklärt/)).toBeVisible();

    const before = await page.getByRole('button', { name: 'Aktionen zu „Adressänderung“' }).count();
    await rowAction(page, 'Adressänderung', 'Löschen');
    const confirm = page.getByRole('dialog', { name: 'Löschen' });
    await expect(confirm.getByText('Soll die E-Mail für Sie gelöscht werden?')).toBeVisible();
    await expectAccessible(page, 'Löschen einer E-Mail');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByRole('button', { name: 'Aktionen zu „Adressänderung“' })).toHaveCount(before - 1);
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
