import type { Page } from '@playwright/test';
import { type DemoLogin, expect, expectAccessible, loginAs, test } from '../fixtures';

// The flow specs check every page and dialog they open (expectAccessible, and each test's last state).
// This spec visits what no flow reaches yet: the placeholder tabs and pages, the customer-number
// change, and the screens where another login sees something else (read-only, internal, customer).

const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Opens a contract's overview from the list (the first hit of the search). */
async function openOverview(page: Page, nummer: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
  await expect(page.getByRole('link', { name: 'Details öffnen' })).toBeVisible();
}

async function openDetailsFromOverview(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Details öffnen' }).click();
  await expect(page.getByText('Hinweise und Fehler')).toBeVisible();
}

async function openStep(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Schritte' }).getByRole('button', { name }).click();
  await expect(stepTitle(page, name)).toBeVisible();
}

test.describe('Barrierefreiheit', () => {
  test("the tab 'E-Mails & Aufgaben' of a contract with both tables", async ({ page }) => {
    await loginAs(page, 'makler');
    await openOverview(page, 'KF-4711-0815');
    const tabs = page.getByRole('navigation', { name: 'Bereiche der Versicherung' });
    await tabs.getByRole('link', { name: 'E-Mails & Aufgaben' }).click();
    await expect(page.getByRole('heading', { name: 'E-Mails', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aufgaben', exact: true })).toBeVisible();
    await expect(page.getByText('HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen')).toBeVisible();
    await expectAccessible(page, 'Reiter E-Mails & Aufgaben');
  });

  test('the page to change the customer number, with a field error', async ({ page }) => {
    // Internal staff have the right to move a contract to another customer number.
    await loginAs(page, 'intern');
    await openOverview(page, 'KF-4711-0815');
    await openDetailsFromOverview(page);
    await openStep(page, 'Weitere Vertragsdetails');
    await page.getByRole('link', { name: 'Kundennummer ändern' }).click();
    await expect(page).toHaveURL(/\/kundennr-aendern\/\d+/);
    await expect(page.getByLabel('Neue Kundennummer')).toBeVisible();
    await expectAccessible(page, 'Kundennummer ändern (intern)');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByLabel('Neue Kundennummer')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'Kundennummer ändern mit Feldfehler (intern)');
  });

  test('the page to change the customer number without the right', async ({ page }) => {
    await loginAs(page, 'makler');
    await openOverview(page, 'KF-4711-0815');
    const id = page.url().match(/overview\/(\d+)/)?.[1];
    await page.goto(`/home/versicherungen/kundennr-aendern/${id}`);
    await expect(page.getByText('Für diese Aktion fehlt Ihnen die Berechtigung.')).toBeVisible();
    await expectAccessible(page, 'Kundennummer ändern ohne Berechtigung (makler)');
  });

  test('the own-documents page from the company menu', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto('/home/versicherungen/gesellschaft/1');
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Dokumente hochladen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eigene Dokumente' })).toBeVisible();
    await expectAccessible(page, 'Eigene Dokumente');
  });

  test('an address that does not exist', async ({ page }) => {
    await loginAs(page, 'makler');
    await page.goto('/home/versicherungen/insurance-group/details/999999');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'Versicherung nicht gefunden');
  });

  for (const login of ['lesend', 'intern'] as const satisfies readonly DemoLogin[]) {
    test(`what ${login} sees of a contract and a company`, async ({ page }) => {
      await loginAs(page, login);
      // The read-only broker has contracts of his own; internal staff see the demo motor contract.
      if (login === 'intern') {
        await openOverview(page, 'KF-4711-0815');
      } else {
        await page.locator('table tbody tr').first().click();
        await expect(page.getByRole('link', { name: 'Details öffnen' })).toBeVisible();
      }
      await expectAccessible(page, `Übersicht (${login})`);
      await openDetailsFromOverview(page);
      await expectAccessible(page, `Details (${login})`);
      // Every implemented step the contract shows (the read-only broker's first contract is no motor one).
      const steps = page.getByRole('navigation', { name: 'Schritte' });
      for (const step of ['Versicherte Sache', 'Vertragspersonen', 'Weitere Vertragsdetails', 'Fahrzeugdaten']) {
        if ((await steps.getByRole('button', { name: step }).count()) > 0) {
          await openStep(page, step);
          await expectAccessible(page, `Schritt ${step} (${login})`);
        }
      }
      await page.goto('/home/versicherungen/gesellschaft/1');
      await expect(page.locator('table tbody tr').first()).toBeVisible();
      await expectAccessible(page, `Gesellschaftsinfos (${login})`);
    });
  }

  test('what a customer sees of the vehicle data and the placeholder tabs', async ({ page }) => {
    await loginAs(page, 'kunde');
    await page.getByText('KF-4711-0815').click();
    await expect(page.getByRole('link', { name: 'Details öffnen' })).toBeVisible();
    await expectAccessible(page, 'Übersicht KF-4711-0815 (kunde)');
    await page
      .getByRole('navigation', { name: 'Bereiche der Versicherung' })
      .getByRole('link', { name: 'Dokumente' })
      .click();
    await expect(page.getByRole('button', { name: 'Versicherungsschein KF-4711-0815' })).toBeVisible();
    await expectAccessible(page, 'Reiter Dokumente (kunde)');
  });

  test('the contract list and the overview on a phone as a customer @phone', async ({ page }) => {
    await loginAs(page, 'kunde');
    await page.getByText('KF-4711-0815').first().click();
    await expect(page.getByRole('link', { name: 'Details öffnen' })).toBeVisible();
    await expectAccessible(page, 'Übersicht auf dem Telefon (kunde)');
  });
});
