import { expect, expectAccessible, loginAs, test } from '../fixtures';
import { formulareCard, openKundeFormulare } from '../kunden';

test.describe('Formulare eines Kunden', () => {
  test("Erika Mustermann's forms on her page; 'Neues Formular' → Beschwerde creates, opens and lists it", async ({
    page,
  }) => {
    await loginAs(page, 'makler');
    await openKundeFormulare(page, 'HR-55501');
    const card = formulareCard(page);
    // The seed's forms: the open Hausrat application of HR-55501 and the finished investor profile.
    const hausrat = card.getByRole('row', { name: /^Hausrat-Antrag öffnen, Vertrag HR-55501, in Bearbeitung/ });
    await expect(hausrat.first()).toBeVisible();
    await expect(hausrat.first().getByText('in Bearbeitung', { exact: true })).toBeVisible();
    const profil = card.getByRole('row', { name: /^Anlegerprofil öffnen, in Ordnung/ }).last();
    await expect(profil.getByText('in Ordnung', { exact: true })).toBeVisible();
    await expect(profil.getByText(/bestätigt/)).toBeVisible();
    await expectAccessible(page, 'Formulare und Beratung');

    await card.getByRole('button', { name: 'Neues Formular' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Anlegerprofil',
      'Anlegerprofil Wealthkonzept',
      'Beratungsdokumentation Versicherungen',
      'Beratungsprotokoll',
      'Beschwerde',
    ]);
    await expectAccessible(page, 'Neues Formular');
    await page.getByRole('menuitem', { name: 'Beschwerde' }).click();
    await expect(page).toHaveURL(/\/beratung\/vv\/beschwerde\?antragsdatenId=\d+/);
    const id = new URL(page.url()).searchParams.get('antragsdatenId');
    await expect(page.getByRole('heading', { level: 1, name: 'Beschwerde' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Erika Mustermann' })).toBeVisible();
    // Newest first: the new complaint is the first row; Enter opens it again.
    const neu = card.getByRole('row', { name: /^Beschwerde öffnen, in Bearbeitung/ }).first();
    await expect(card.getByRole('row').nth(1)).toHaveAccessibleName(/^Beschwerde öffnen, in Bearbeitung/);
    await expect(neu.getByText('–').first()).toBeVisible();
    await neu.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/beratung/vv/beschwerde\\?antragsdatenId=${id}(&|$)`));
  });

  test('a customer sees his own forms read-only, without Neues Formular', async ({ page }) => {
    await loginAs(page, 'kunde');
    await openKundeFormulare(page, 'HR-55501');
    const card = formulareCard(page);
    const hausrat = card.getByRole('row', { name: /^Hausrat-Antrag öffnen, Vertrag HR-55501/ }).first();
    await expect(hausrat).toBeVisible();
    await expect(card.getByRole('button', { name: 'Neues Formular' })).toHaveCount(0);
    await expectAccessible(page, 'Formulare und Beratung (kunde)');
    // A customer login: the access link is checked first, then the form opens read-only.
    await hausrat.click();
    await expect(page).toHaveURL(/\/beratung\/formulare\/antrag\/VERSICHERUNG\/hausratAntrag\?dynamicFormId=\d+/);
    await expect(page.getByRole('textbox', { name: 'Wohnfläche (m²)' })).toBeDisabled();
  });

  test('an application Maklerwerk does not have (Jahrescheckliste) leads to /role-forbidden', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto('/intern/aufsichtsrechtliches/jahrescheckliste?antragsdatenId=1');
    await expect(page).toHaveURL(/\/role-forbidden$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
    await expect(
      page.getByText('Für diese Anwendung fehlt Ihnen die Berechtigung oder der Link ist ungültig.'),
    ).toBeVisible();
  });
});
