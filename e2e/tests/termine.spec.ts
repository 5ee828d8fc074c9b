import type { Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, expectAccessible, loginAs, test, workerPort } from '../fixtures';

// Appointments and tasks (issue 13): the editor with a picker and its draft, the swap alert, marking a
// task done in the postbox, and an e-mail alarm that reaches a real SMTP server.

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
  await new Promise<void>((resolve) => smtp.listen(workerPort(workerInfo.parallelIndex) + 25, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** A German wall-clock date and time `minutes` from now (the browser runs in Europe/Berlin). */
function berlin(minutes: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('day')}.${get('month')}.${get('year')}`, time: `${get('hour')}:${get('minute')}` };
}

async function openNewTermin(page: Page): Promise<void> {
  await page.goto('/communication/kalender');
  await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Neuer Termin' }).click();
  await expect(page.getByRole('dialog', { name: 'Termin erstellen' })).toBeVisible();
}

async function setField(page: Page, label: string, value: string): Promise<void> {
  // Required fields carry a ' *' in their label element: the accessible name is what counts.
  const field = page.getByRole('dialog').getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.blur();
}

test.describe('Termine und Aufgaben', () => {
  test('a Termin gets a customer from the picker and the draft comes back intact', async ({ page }) => {
    await loginAs(page, 'makler');
    await openNewTermin(page);
    await expectAccessible(page, 'Termin erstellen');
    await setField(page, 'Titel', 'Beratung Rentenlücke');
    await setField(page, 'Ort', 'Büro Köln');
    const dialog = page.getByRole('dialog', { name: 'Termin erstellen' });
    await dialog.getByRole('tab', { name: /Beteiligte/ }).click();
    await dialog.getByRole('button', { name: 'Weitere auswählen' }).click();
    await page.getByRole('menuitem', { name: 'Kunden' }).click();

    await expect(page).toHaveURL(/\/communication\/calendar-customer-search\/?\?back=/);
    await expect(page.getByRole('heading', { name: 'Kunden auswählen' })).toBeVisible();
    await page.getByLabel('Kunden nach Name, Kundennr. oder E-Mail suchen').fill('Mustermann');
    await page.getByRole('checkbox', { name: 'Erika Mustermann auswählen' }).check();
    await expectAccessible(page, 'Kunden auswählen');
    await page.getByRole('button', { name: 'Übernehmen (1)' }).click();

    await expect(page).toHaveURL(/\/communication\/appointment/);
    const restored = page.getByRole('dialog', { name: 'Termin erstellen' });
    await expect(restored.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue('Beratung Rentenlücke');
    await expect(restored.getByRole('textbox', { name: 'Ort', exact: true })).toHaveValue('Büro Köln');
    await restored.getByRole('tab', { name: /Beteiligte/ }).click();
    await expect(restored.getByText('Erika Mustermann')).toBeVisible();
    await restored.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/communication\/kalender/);
    await page.getByText('Liste', { exact: true }).click();
    await expect(page).toHaveURL(/view=listWeek/);
    await expect(page.getByText('Beratung Rentenlücke').first()).toBeVisible();
  });

  test('an end before the begin is announced and the times are swapped', async ({ page }) => {
    await loginAs(page, 'makler');
    await openNewTermin(page);
    await setField(page, 'Titel', 'Zeiten tauschen');
    await setField(page, 'Beginn Datum', '10.03.2027');
    await setField(page, 'Beginn Zeit', '14:00');
    await setField(page, 'Ende Datum', '10.03.2027');
    await setField(page, 'Ende Zeit', '12:00');
    const dialog = page.getByRole('dialog', { name: 'Termin erstellen' });
    await expect(
      dialog.getByText('Endezeit kann nicht vor der Beginzeit sein! Wir kehren die Zeiten um.'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Beginn Zeit', exact: true })).toHaveValue('12:00');
    await expect(dialog.getByRole('textbox', { name: 'Ende Zeit', exact: true })).toHaveValue('14:00');
    await expectAccessible(page, 'Hinweis Zeiten getauscht');
  });

  test("a task is marked done from the postbox table 'Aufgaben'", async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('searchbox', { name: /Suchen/ }).fill('KF-4711-0815');
    await page.getByText('KF-4711-0815', { exact: true }).first().click();
    await page
      .getByRole('navigation', { name: 'Bereiche der Versicherung' })
      .getByRole('link', { name: 'E-Mails & Aufgaben' })
      .click();
    const subject = 'HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen';
    await expect(page.getByRole('heading', { name: 'Aufgaben', exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Aktionen zu „${subject}“` }).click();
    await page.getByRole('menuitem', { name: 'Als erledigt markieren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Als erledigt markieren' });
    await expect(confirm.getByText(`Soll die Aufgabe ${subject} wirklich als erledigt markiert werden?`)).toBeVisible();
    await expectAccessible(page, 'Aufgabe erledigen');
    const request = page.waitForRequest(
      (r) => r.url().includes('/calendarService/setStatus/') && r.method() === 'POST',
    );
    await confirm.getByRole('button', { name: 'Als erledigt markieren' }).click();
    const sent = await request;
    expect(sent.url()).toMatch(/\/MSC3\/restful\/calendarService\/setStatus\/\d+\?status=ERLEDIGT$/);
    expect(sent.postDataJSON()).toEqual({ status: 'ERLEDIGT', repeate: false });
    await page.getByRole('button', { name: `Aktionen zu „${subject}“` }).click();
    await expect(page.getByRole('menuitem', { name: 'Als erledigt markieren' })).toHaveCount(0);
  });

  test('an e-mail alarm arrives at the SMTP server at its minute', async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'makler');
    await openNewTermin(page);
    // Begins 15 minutes after the current minute: '15 Minuten vorher' is due now.
    const at = berlin(15);
    await setField(page, 'Titel', 'Erinnerungstest');
    await setField(page, 'Beginn Datum', at.date);
    await setField(page, 'Beginn Zeit', at.time);
    const dialog = page.getByRole('dialog', { name: 'Termin erstellen' });
    await dialog.getByRole('tab', { name: 'Wiederholung & Erinnerung' }).click();
    await dialog.getByLabel('Erinnerung per E-Mail', { exact: true }).click();
    await page.getByRole('option', { name: '15 Minuten vorher' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    const subject = `Erinnerung: Erinnerungstest am ${at.date} um ${at.time}`;
    await expect.poll(() => received.some((m) => m.subject === subject), { timeout: 45_000 }).toBe(true);
    const mail = received.find((m) => m.subject === subject) as ParsedMail;
    expect(mail.text).toContain('Erinnerungstest');
  });
});
