import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

const stepTitle = (page: Page) => page.getByRole('heading', { level: 2, name: 'Schadensmeldungen', exact: true });
const rows = (page: Page) => page.locator('table tbody tr');
const row = (page: Page, schadennr: string) =>
  page.getByRole('row', { name: `Schadensmeldung ${schadennr} öffnen`, exact: true });
const select = (page: Page, schadennr: string) =>
  page.getByRole('checkbox', { name: `Schadensmeldung ${schadennr} auswählen`, exact: true });
const mergeButton = (page: Page) => page.getByRole('button', { name: 'Schadensmeldungen vereinigen' });
const reportUrl = /\/insurance-group\/schadensmeldung\/\d+\/\d+$/;

const today = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

/** From the list: search the number and open the contract (brokers and internal staff land on the overview). */
async function openContract(page: Page, nummer: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  // The search is in the address first (a click before would be undone by it).
  await expect(page).toHaveURL(new RegExp(`search=${nummer}`));
  // A table row on wide screens, a card on a phone.
  await page
    .locator('table tbody tr, ul[aria-label="Versicherungen"] > li')
    .filter({ hasText: nummer, visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
}

/** The step 'Schadensmeldungen' of the contract's details, with its first rows loaded. */
async function openStep(page: Page, nummer: string): Promise<void> {
  await openContract(page, nummer);
  await page.getByRole('link', { name: 'Details öffnen' }).click();
  await expect(page.getByText('Hinweise und Fehler')).toBeVisible();
  const url = new URL(page.url());
  url.search = '?stepKey=schadensmeldungen';
  await page.goto(url.toString());
  await expect(stepTitle(page)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/**
 * A picture of the page for review. An open dialog is taken as the viewport shows it: a full-page picture
 * resizes the page for a moment, and the layout's media queries then re-render what is open (the merge
 * dialog closed under it once).
 */
async function shot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

test.describe('Schadensmeldungen', () => {
  test('a broker sees the table and a report with payments, but no delete action', async ({ page }, testInfo) => {
    await loginAs(page, 'makler');
    await openStep(page, 'KF-4711-0815');
    for (const title of [
      'Meldedatum',
      'Schadennr.',
      'Sparte',
      'Ereignisdatum',
      'Schadensursache',
      'Bearbeitungsstand',
    ]) {
      await expect(page.getByRole('columnheader', { name: new RegExp(`^${title.replace('.', '\\.')}`) })).toBeVisible();
    }
    await expect(row(page, 'KS-2024-0001')).toContainText('15.03.2024');
    await expect(row(page, 'KS-2024-0001')).toContainText('14.03.2024');
    await expect(row(page, 'KS-2024-0001')).toContainText('Auffahrunfall');
    await expect(row(page, 'KS-2024-0001')).toContainText('reguliert');
    await expect(row(page, 'KS-2025-0107')).toContainText('in Bearbeitung');
    await expect(row(page, 'KS-2025-0107-A')).toContainText('gemeldet');
    await expect(page.getByRole('button', { name: /löschen$/ })).toHaveCount(0);
    await expect(mergeButton(page)).toBeDisabled();
    await expectAccessible(page, 'Schritt Schadensmeldungen');
    await shot(page, testInfo, 'schritt-1440');

    await row(page, 'KS-2024-0001').click();
    await expect(page).toHaveURL(reportUrl);
    await expect(page.getByRole('heading', { level: 2, name: 'Schadensmeldung KS-2024-0001' })).toBeVisible();
    await expect(page.getByText('Erika Mustermann · HUK-COBURG')).toBeVisible();
    const zahlungen = page.getByRole('table', { name: 'Zahlungen' });
    await expect(zahlungen).toContainText('1.850,00 €');
    await expect(zahlungen).toContainText('Autohaus Schmidt GmbH');
    await expect(zahlungen.getByRole('row', { name: /Summe der Zahlungen/ })).toContainText('2.100,00 €');
    await expect(zahlungen.getByRole('row', { name: /Offener Betrag/ })).toContainText('0,00 €');
    await expect(page.getByLabel('Schadenhöhe (geschätzt)')).toHaveValue('2.100,00 €');
    await expect(page.getByRole('table', { name: 'Statusverlauf' })).toContainText('reguliert');
    await expect(page.getByRole('button', { name: 'Löschen', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'Schadensmeldung KS-2024-0001');
    await shot(page, testInfo, 'meldung-1440');

    // A payment is added and removed again; the sum follows.
    await page.getByRole('button', { name: 'Zahlung erfassen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zahlung erfassen' });
    await dialog.getByLabel('Betrag').fill('123,45');
    await dialog.getByLabel('Empfänger').fill('Gutachterbüro Klein');
    await expectAccessible(page, 'Dialog Zahlung erfassen');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(zahlungen.getByRole('row', { name: /Summe der Zahlungen/ })).toContainText('2.223,45 €');
    await zahlungen.getByRole('button', { name: `Zahlung vom ${today} entfernen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Zahlung entfernen' });
    await expect(confirm).toContainText('123,45 €');
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await expect(zahlungen.getByRole('row', { name: /Summe der Zahlungen/ })).toContainText('2.100,00 €');

    await page.getByRole('link', { name: 'zurück zu Schadensmeldungen' }).click();
    await expect(page).toHaveURL(/\/details\/\d+\?stepKey=schadensmeldungen/);
    await expect(stepTitle(page)).toBeVisible();
  });

  test('a broker merges KS-2025-0107-A into KS-2025-0107 after swapping, and lands on the kept report', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'makler');
    await openStep(page, 'KF-4711-0815');
    await expect(rows(page)).toHaveCount(3);
    await select(page, 'KS-2025-0107').check();
    await expect(mergeButton(page)).toBeDisabled();
    await select(page, 'KS-2025-0107-A').check();
    await expect(mergeButton(page)).toBeEnabled();
    await mergeButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Schadensmeldungen vereinigen' });
    const removed = dialog.getByRole('region', { name: 'Schadensmeldung, die entfernt wird' });
    const kept = dialog.getByRole('region', { name: 'Schadensmeldung, die erhalten bleibt' });
    // The first selected is the source.
    await expect(removed).toContainText('KS-2025-0107');
    await expect(removed).not.toContainText('KS-2025-0107-A');
    await expect(kept).toContainText('KS-2025-0107-A');
    await expect(dialog).toContainText('Vereinigte Schadensmeldungen können im Nachgang nicht mehr getrennt werden');
    await dialog.getByRole('button', { name: 'Tauschen' }).click();
    await expect(removed).toContainText('KS-2025-0107-A');
    await expect(removed).toContainText('03.06.2025');
    await expect(removed).toContainText('Steinschlag Windschutzscheibe');
    await expect(kept).toContainText('Glasbruch Windschutzscheibe');
    await expectAccessible(page, 'Dialog Schadensmeldungen vereinigen');
    await shot(page, testInfo, 'vereinigen-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Vereinigen' }).click();

    await expect(page).toHaveURL(reportUrl);
    await expect(page.getByRole('heading', { level: 2, name: 'Schadensmeldung KS-2025-0107' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Schadensursache' })).toHaveValue('Glasbruch Windschutzscheibe');
    await expectAccessible(page, 'Schadensmeldung nach dem Vereinigen');
    await page.getByRole('link', { name: 'zurück zu Schadensmeldungen' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, 'KS-2025-0107-A')).toHaveCount(0);
  });

  test('the twelve reports of PH-1000200 page 10 + 2 and sort by date', async ({ page }) => {
    await loginAs(page, 'makler');
    await openStep(page, 'PH-1000200');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText('1–10 von 12')).toBeVisible();
    await expect(rows(page).first()).toContainText('Skiunfall mit Personenschaden');
    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('11–12 von 12')).toBeVisible();
    await expect(rows(page).last()).toContainText('Schlüsselverlust Mietwohnung');
    await page.getByRole('button', { name: /^Ereignisdatum/ }).click();
    await expect(page.getByText('1–10 von 12')).toBeVisible();
    await expect(rows(page).first()).toContainText('14.09.2018');
    await expectAccessible(page, 'Schritt Schadensmeldungen, nach Ereignisdatum');
  });

  test('an agent without the merge right gets no selection', async ({ page }) => {
    await loginAs(page, 'vermittler');
    await openStep(page, 'WG-2020-4711');
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(mergeButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /löschen$/ })).toHaveCount(0);
  });

  test('a customer reports a damage and reads it; internal staff delete it with the question', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'kunde');
    await page.getByText('KF-4711-0815', { exact: true }).first().click();
    await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Schaden melden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schaden melden' });
    await expect(dialog).toContainText(`Meldedatum: ${today}`);
    await dialog.getByRole('button', { name: 'Schaden melden' }).click();
    await expect(dialog.getByText('Bitte geben Sie ein gültiges Ereignisdatum ein.')).toBeVisible();
    await dialog.getByLabel('Ereignisdatum').fill('20.05.2026');
    await dialog.getByLabel('Schadensursache').fill('Parkrempler auf dem Supermarktparkplatz');
    await dialog.getByLabel('Schadenort').fill('Berlin-Mitte');
    await dialog.getByLabel('Schilderung').fill('Beim Ausparken hat ein anderer Wagen die Tür gestreift.');
    await expectAccessible(page, 'Dialog Schaden melden (kunde)');
    await dialog.getByRole('button', { name: 'Schaden melden' }).click();

    await expect(page).toHaveURL(reportUrl);
    const reportPath = new URL(page.url()).pathname;
    await expect(page.getByText('Sie können diese Daten nur ansehen.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Schadensursache' })).toHaveValue(
      'Parkrempler auf dem Supermarktparkplatz',
    );
    await expect(page.getByRole('textbox', { name: 'Schadensursache' })).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Zahlung erfassen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Löschen', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'Schadensmeldung des Kunden (kunde)');
    await shot(page, testInfo, 'kunde-meldung-1440');

    // The office is told on its start page, and opens the report from there.
    await page.context().clearCookies();
    await loginAs(page, 'makler', 'demo', { landing: 'start' });
    const notice = page.getByRole('region', { name: 'Neue Schadensmeldungen von Kunden' });
    await expect(notice).toBeVisible();
    await expectAccessible(page, 'Startseite mit neuer Schadensmeldung eines Kunden');
    await notice.getByRole('link', { name: 'Parkrempler auf dem Supermarktparkplatz' }).click();
    await expect(page).toHaveURL(reportPath);
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeVisible();

    // Internal staff (bypass) delete it with the spec's question.
    await page.context().clearCookies();
    await loginAs(page, 'intern');
    await page.goto(reportPath);
    await expect(page.getByRole('heading', { level: 2, name: /^Schadensmeldung / })).toBeVisible();
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Schadensmeldung löschen' });
    await expect(confirm).toContainText(`Möchten Sie die Meldung vom ${today} wirklich löschen?`);
    await expectAccessible(page, 'Dialog Schadensmeldung löschen');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(page).toHaveURL(/\/details\/\d+\?stepKey=schadensmeldungen/);
    await expect(page.getByText('Parkrempler auf dem Supermarktparkplatz')).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
  });

  test('internal staff delete from the table with the question', async ({ page }) => {
    await loginAs(page, 'intern');
    await openStep(page, 'WG-2020-4711');
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Schaden melden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schaden melden' });
    await dialog.getByLabel('Ereignisdatum').fill('01.05.2026');
    await dialog.getByLabel('Schadensursache').fill('Doppelt erfasst');
    await dialog.getByRole('button', { name: 'Schaden melden' }).click();
    await expect(page).toHaveURL(reportUrl);
    await page.getByRole('link', { name: 'zurück zu Schadensmeldungen' }).click();
    await expect(rows(page)).toHaveCount(3);
    const nr = (await rows(page).filter({ hasText: 'Doppelt erfasst' }).locator('td').nth(2).innerText()).trim();
    await page.getByRole('button', { name: `Schadensmeldung ${nr} löschen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Schadensmeldung löschen' });
    await expect(
      confirm.getByText(`Möchten Sie die Meldung vom ${today} wirklich löschen?`, { exact: true }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('Doppelt erfasst')).toHaveCount(0);
  });

  test('the step and a report work on a phone @phone', async ({ page }, testInfo) => {
    await loginAs(page, 'makler');
    await openStep(page, 'KF-4711-0815');
    await expect(page.getByRole('combobox', { name: 'Sortierung' })).toBeVisible();
    await expectAccessible(page, 'Schritt Schadensmeldungen auf dem Telefon');
    await shot(page, testInfo, 'schritt-390');
    await rows(page).filter({ hasText: 'KS-2024-0001' }).click();
    await expect(page).toHaveURL(reportUrl);
    await expect(page.getByRole('heading', { level: 2, name: 'Schadensmeldung KS-2024-0001' })).toBeVisible();
    await expectAccessible(page, 'Schadensmeldung auf dem Telefon');
    await shot(page, testInfo, 'meldung-390');
  });

  for (const login of ['makler', 'intern'] as const) {
    test(`at 1440 px the table fits the step without a sideways scroll (${login})`, async ({ page }, testInfo) => {
      await loginAs(page, login);
      await openStep(page, 'PH-1000200');
      await expect(rows(page)).toHaveCount(10);
      // A string: the e2e project has no DOM types.
      const fit = await page.evaluate<{
        scrollWidth: number;
        clientWidth: number;
        headerInside: boolean;
        headerTextFits: boolean;
      }>(`(() => {
        const table = document.querySelector('table');
        let scroller = table?.parentElement ?? null;
        while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX)) {
          scroller = scroller.parentElement;
        }
        const box = scroller?.getBoundingClientRect();
        const header = [...document.querySelectorAll('th')].find((th) => th.textContent?.trim() === 'Bearbeitungsstand');
        const title = header?.querySelector('div') ?? header;
        const h = header?.getBoundingClientRect();
        return {
          scrollWidth: scroller?.scrollWidth ?? -1,
          clientWidth: scroller?.clientWidth ?? -2,
          headerInside: !!(h && box && h.left >= box.left && h.right <= box.right + 0.5),
          headerTextFits: !!title && title.scrollWidth <= title.clientWidth,
        };
      })()`);
      await shot(page, testInfo, `breite-tabelle-${login}-1440`);
      expect(fit.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.headerInside, "'Bearbeitungsstand' is cut off").toBe(true);
      expect(fit.headerTextFits, "'Bearbeitungsstand' is cut off").toBe(true);
    });
  }
});
