import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';
import { formulareCard, openKundeFormulare } from '../kunden';

// A dynamic document (spec 2.6, decision 0045): the Beratungsprotokoll's „Beratungsthema“ steps are
// added, copied, moved and removed in the stepper, saved with the form and read back in their order.

const stepsNav = (page: Page) => page.getByRole('navigation', { name: 'Schritte' });
const stepItems = (page: Page) => stepsNav(page).locator('ol > li');

/** A step's own button (its name starts with its status icon's label), not its menu. */
const stepButton = (page: Page, label: string) =>
  stepsNav(page).getByRole('button', { name: new RegExp(`^(vollständig |mit Hinweis )?${label}$`) });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function stepAction(page: Page, label: string, action: string) {
  await stepsNav(page)
    .getByRole('button', { name: `Aktionen für Schritt ${label}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the steps of a Beratungsprotokoll: add, copy, move, remove, save, reload, fold', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'makler');
  await openKundeFormulare(page, 'HR-55501');
  await formulareCard(page).getByRole('button', { name: 'Neues Formular' }).click();
  await page.getByRole('menuitem', { name: 'Beratungsprotokoll' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beratungsprotokoll' })).toBeVisible();
  await expect(stepItems(page)).toHaveText([/Kunde/, /Beratungsthema/, /Ort und Datum/]);
  // A dynamic document keeps its steps a list: no switch to tabs.
  await expect(page.getByRole('button', { name: 'Schritte als Reiter anzeigen' })).toHaveCount(0);
  await expectAccessible(page, 'Beratungsprotokoll');

  // The first topic: from the empty step.
  await stepButton(page, 'Beratungsthema').click();
  await page.getByRole('button', { name: 'Schritt hinzufügen' }).click();
  await page.getByRole('textbox', { name: 'Thema' }).fill('Altersvorsorge');
  await page.getByRole('textbox', { name: 'Wünsche und Bedürfnisse des Kunden' }).fill('Rentenlücke schließen');
  await expect(stepItems(page).nth(1)).toHaveText(/Beratungsthema 1: Altersvorsorge/);

  // A copy keeps the values and opens right behind it.
  await stepAction(page, 'Beratungsthema 1: Altersvorsorge', 'Schritt kopieren');
  await expect(page.getByRole('heading', { name: 'Beratungsthema 2: Altersvorsorge' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Wünsche und Bedürfnisse des Kunden' })).toHaveValue(
    'Rentenlücke schließen',
  );
  await page.getByRole('textbox', { name: 'Thema' }).fill('Berufsunfähigkeit');
  await expectAccessible(page, 'Beratungsprotokoll, kopierter Schritt');

  // A new empty step behind the second; it is moved up with the keyboard.
  await stepAction(page, 'Beratungsthema 2: Berufsunfähigkeit', 'Schritt hinzufügen');
  await page.getByRole('textbox', { name: 'Thema' }).fill('Hausrat');
  await expect(stepItems(page)).toHaveText([
    /Kunde/,
    /Beratungsthema 1: Altersvorsorge/,
    /Beratungsthema 2: Berufsunfähigkeit/,
    /Beratungsthema 3: Hausrat/,
    /Ort und Datum/,
  ]);
  await stepsNav(page).getByRole('button', { name: 'Schritt Beratungsthema 3: Hausrat nach oben verschieben' }).focus();
  await page.keyboard.press('Enter');
  await expect(stepItems(page).nth(2)).toHaveText(/Beratungsthema 2: Hausrat/);

  // Removing a step with data asks first.
  await stepAction(page, 'Beratungsthema 1: Altersvorsorge', 'Schritt entfernen');
  const confirm = page.getByRole('dialog', { name: 'Schritt entfernen' });
  await expect(confirm).toContainText('„Beratungsthema 1: Altersvorsorge“ enthält Angaben');
  await expectAccessible(page, 'Schritt entfernen');
  await confirm.getByRole('button', { name: 'Schritt entfernen' }).click();
  await expect(confirm).toHaveCount(0);
  const order = [/Kunde/, /Beratungsthema 1: Hausrat/, /Beratungsthema 2: Berufsunfähigkeit/, /Ort und Datum/];
  await expect(stepItems(page)).toHaveText(order);
  await shot(page, testInfo, 'dynamisches-dokument-1440');

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await page.reload();
  await expect(stepItems(page)).toHaveText(order);
  await stepButton(page, 'Beratungsthema 2: Berufsunfähigkeit').click();
  await expect(page.getByRole('textbox', { name: 'Wünsche und Bedürfnisse des Kunden' })).toHaveValue(
    'Rentenlücke schließen',
  );

  // Folded: 32 px of icons, the labels as the buttons' names; unfolded again 268 px.
  await page.getByRole('button', { name: 'Schritte einklappen' }).click();
  await expect(stepsNav(page)).toHaveCSS('width', '32px');
  await expect(stepButton(page, 'Beratungsthema 1: Hausrat')).toBeVisible();
  expect((await stepButton(page, 'Beratungsthema 1: Hausrat').boundingBox())?.width).toBeLessThanOrEqual(32);
  await expect(stepsNav(page).getByRole('button', { name: /^Aktionen für/ })).toHaveCount(0);
  await shot(page, testInfo, 'dynamisches-dokument-1440-eingeklappt');
  await expectAccessible(page, 'Beratungsprotokoll, eingeklappt');
  await page.getByRole('button', { name: 'Schritte ausklappen' }).click();
  await expect(stepsNav(page)).toHaveCSS('width', '268px');

  // A phone: the compact bar; its list of steps holds the same actions.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Schritt 3 von 4: Beratungsthema 2: Berufsunfähigkeit')).toBeVisible();
  await shot(page, testInfo, 'dynamisches-dokument-390');
  await page.getByRole('button', { name: 'Alle Schritte' }).click();
  const all = page.getByRole('dialog', { name: 'Schritte' });
  await expect(all.getByRole('button', { name: 'Aktionen für Schritt Beratungsthema 1: Hausrat' })).toBeVisible();
  await shot(page, testInfo, 'dynamisches-dokument-390-schritte');
  await expectAccessible(page, 'Beratungsprotokoll, Schritte (Telefon)');
});
