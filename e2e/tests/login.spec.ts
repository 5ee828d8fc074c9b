import { displayNames, expect, expectAccessible, loginAs, test } from '../fixtures';

test.describe('Anmeldung', () => {
  for (const login of ['makler', 'vermittler', 'intern', 'kunde', 'lesend'] as const) {
    test(`${login} lands on the start page`, async ({ page }) => {
      await loginAs(page, login, 'demo', { landing: 'start', viaForm: true });
      await expect(page).toHaveURL(/\/home\/?$/);
      await expect(page.getByRole('heading', { name: 'Anstehende Hauptfälligkeiten' })).toBeVisible();
      await expectAccessible(page, `Übersicht (${login})`, { once: true });
    });
  }

  test('a deep link survives the login: the requested page opens', async ({ page }) => {
    await loginAs(page, 'makler', 'demo', { viaForm: true });
    await expect(page).toHaveURL(/\/home\/versicherungen\/insurance-group/);
    await expect(page.getByRole('heading', { name: 'Versicherungen' })).toBeVisible();
    await expect(page.getByText(/\d+ Versicherungen/)).toBeVisible();
  });

  test('a wrong password shows a German message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Benutzername').fill('makler');
    await page.getByLabel('Passwort').fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Benutzername oder Passwort ist falsch.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expectAccessible(page, 'Anmeldung mit Fehlermeldung');
  });

  test('logout returns to the login page and the app is closed again', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByRole('button', { name: new RegExp(displayNames.makler) }).click();
    await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
    await expectAccessible(page, 'Benutzermenü (makler)');
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await page.goto('/home/versicherungen/insurance-group');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a read-only login is marked as such', async ({ page }) => {
    await loginAs(page, 'lesend');
    await expect(page.getByText('Nur lesend')).toBeVisible();
  });
});
