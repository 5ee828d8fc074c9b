import { expect, type Page } from '@playwright/test';

/** From the contract list: a contract's overview, then its tab 'Dokumente'. */
export async function openDocumentsTab(page: Page, nummer: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
  await page
    .getByRole('navigation', { name: 'Bereiche der Versicherung' })
    .getByRole('link', { name: 'Dokumente' })
    .click();
  await expect(page).toHaveURL(/\/insurance-group\/dokumente\/\d+/);
  await expect(page.getByRole('tab', { name: /Vertragsunterlagen/ })).toBeVisible();
}

export const archiveRows = (page: Page) => page.locator('table tbody tr');
export const documentButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const archiveRow = (page: Page, name: string) => archiveRows(page).filter({ has: documentButton(page, name) });
export const archiveFolder = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Runs a row action from the row's menu 'Aktionen für …'. */
export async function runRowAction(page: Page, document: string, action: string): Promise<void> {
  await archiveRow(page, document)
    .getByRole('button', { name: /^Aktionen für/ })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}
