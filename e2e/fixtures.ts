import { test as base, expect, type Page } from '@playwright/test';

export type DemoLogin = 'makler' | 'vermittler' | 'intern' | 'kunde' | 'lesend';

export const displayNames: Record<DemoLogin, string> = {
  makler: 'Max Makler',
  vermittler: 'Vera Vermittler',
  intern: 'Ina Intern',
  kunde: 'Erika Mustermann',
  lesend: 'Lars Lesemann',
};

/** Logs in through the real login page and waits until the app shell shows the user. */
export async function loginAs(page: Page, login: DemoLogin, password = 'demo'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(login);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText(displayNames[login]).first()).toBeVisible();
}

export const test = base;
export { expect };
