import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

/** A tab of the customer tab strip (a link; the open one is the current page). */
const customerTab = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Kundentabs' }).getByRole('link', { name });

test.describe('Versicherungen', () => {
  test('the customer sees only his own contracts and opens one in place', async ({ page }) => {
    await loginAs(page, 'kunde');
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText('KF-4711-0815')).toBeVisible();
    await expect(page.getByText('LV-2024-000123')).toBeVisible();
    await expect(page.getByText('HR-55501')).toBeVisible();
    await expect(page.getByText('PH-1000200')).toHaveCount(0);
    await expect(page.getByText('Hans Beispiel')).toHaveCount(0);
    for (const text of await rows.allInnerTexts()) {
      expect(text).toContain('100001');
    }
    await page.getByText('KF-4711-0815').click();
    await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
    await expect(page.getByText('B-EM 1234')).toBeVisible();
    await expect(customerTab(page, /Erika Mustermann/)).toHaveCount(0);
    await expectAccessible(page, 'Übersicht (kunde)');
  });

  test('search and sort run on the server', async ({ page }) => {
    await loginAs(page, 'intern');
    await page.getByPlaceholder(/Suchen/).fill('PH-1000200');
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    await expect(page.getByText('Hans Beispiel')).toBeVisible();
    await expect(page.getByText('1 Versicherungen').or(page.getByText('1 Versicherung'))).toBeVisible();
    await expectAccessible(page, 'Versicherungen mit Suche (intern)');
    await page.getByPlaceholder(/Suchen/).fill('');
    await page.getByRole('columnheader', { name: 'Beitrag' }).click();
    await expect(page).toHaveURL(/sort=praemie/);
  });

  test('a broker opens a contract in a customer tab with the contract header', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.getByPlaceholder(/Suchen/).fill('KF-4711-0815');
    await page.getByText('KF-4711-0815').click();
    await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
    await expect(customerTab(page, /Erika Mustermann/)).toBeVisible();
    await expect(customerTab(page, /Erika Mustermann/)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('HUK-COBURG').first()).toBeVisible();
    await expect(page.getByText('B-EM 1234')).toBeVisible();
    await expect(page.getByText('zurück zu Versicherungen')).toBeVisible();
    await expectAccessible(page, 'Übersicht mit Kundentab (makler)');
    const id = page.url().match(/overview\/(\d+)/)?.[1];
    await page.goto(`/home/versicherungen/insurance-group/details/${id}`);
    await expect(page.getByText('Kraftfahrt | Kraftfahrt')).toBeVisible();
    await expect(page.getByText('Aktiv').first()).toBeVisible();
  });

  test('internal staff view as a broker and come back', async ({ page }) => {
    await loginAs(page, 'intern');
    await page.getByRole('button', { name: /Ina Intern/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Ansicht wechseln' })).toBeVisible();
    await expectAccessible(page, 'Benutzermenü (intern)');
    await page.getByRole('menuitem', { name: 'Ansicht wechseln' }).click();
    await expect(page.getByRole('dialog').getByText('Max Makler')).toBeVisible();
    await expectAccessible(page, 'Dialog Ansicht wechseln');
    await page.getByRole('dialog').getByText('Max Makler').click();
    await expect(page.getByText('Sie sehen Maklerwerk als Max Makler')).toBeVisible();
    await expectAccessible(page, 'Versicherungen als Max Makler gesehen (intern)');
    await page.getByRole('button', { name: 'Zurück zu Ina Intern' }).click();
    await expect(page.getByText('Sie sehen Maklerwerk als Max Makler')).toHaveCount(0);
  });

  test('the list works on a phone @phone', async ({ page }) => {
    await loginAs(page, 'makler');
    await expect(
      page
        .getByText('KF-4711-0815')
        .or(page.getByText(/\d+ Versicherungen/))
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'Versicherungen auf dem Telefon (makler)');
    await page.screenshot({ path: 'test-results/phone-list.png', fullPage: true });
  });
});
