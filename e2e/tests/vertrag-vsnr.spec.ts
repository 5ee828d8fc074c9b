import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

const DETAILS = '/home/versicherungen/insurance-group/details';
const policyNumber = (page: Page) => page.getByTitle('Historische VSNR anzeigen');

/** The id of a contract, from the list through its overview. */
async function contractId(page: Page, nummer: string): Promise<number> {
  await page.getByRole('searchbox', { name: /Suchen/ }).fill(nummer);
  await page.getByText(nummer, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
  return Number(page.url().match(/overview\/(\d+)/)?.[1]);
}

// Spec vertrag-details.md §2.1: the detail screen's query parameter VSNR names the policy number to show.
test.describe('Vertragsdetails mit VSNR', () => {
  test('a VSNR of another contract opens that contract, the steps kept', async ({ page }) => {
    await loginAs(page, 'makler');
    const id = await contractId(page, 'KF-4711-0815');
    await page.goto(`${DETAILS}/${id}?VSNR=KF-4711-0500&stepKey=dokumente`);
    await expect(policyNumber(page)).toHaveText('KF-4711-0500');
    await expect(page).not.toHaveURL(new RegExp(`/details/${id}\\b`));
    await expect(page).toHaveURL(/\/details\/\d+\?stepKey=dokumente$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Dokumente', exact: true })).toBeVisible();
    await expectAccessible(page, 'Details über VSNR');
    // Back goes to where the user came from, not through the VSNR link again.
    await page.goBack();
    await expect(page).toHaveURL(/\/insurance-group\/overview\/\d+/);
  });

  test("the contract's own VSNR stays; an unknown one is named above the contract", async ({ page }) => {
    await loginAs(page, 'makler');
    const id = await contractId(page, 'KF-4711-0815');
    await page.goto(`${DETAILS}/${id}?VSNR=KF-4711-0815`);
    await expect(policyNumber(page)).toHaveText('KF-4711-0815');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto(`${DETAILS}/${id}?VSNR=XX-0000`);
    const notice = page.getByRole('alert').filter({ hasText: 'XX-0000' });
    await expect(notice).toHaveText(/Zur Versicherungsnummer XX-0000 wurde keine Versicherung gefunden/);
    await expect(policyNumber(page)).toHaveText('KF-4711-0815');
    await expectAccessible(page, 'Details mit unbekannter VSNR');
  });
});
