import { expect, type Page } from '@playwright/test';

/** The signing link shown on the status view for a signer (only right after sending). */
export async function linkOf(page: Page, name: string): Promise<string> {
  const url = await page.getByRole('textbox', { name: `Link für ${name}` }).inputValue();
  return new URL(url).pathname;
}

/** Places a signing field for a signer on page 1, at a fraction of its width and height. */
export async function placeField(page: Page, signer: string, x: number, y: number): Promise<void> {
  await page.getByRole('button', { name: `Feld platzieren für ${signer}` }).click();
  const sheet = page.getByRole('region', { name: 'Dokument mit Unterschriftsfeldern' }).locator('[data-page="1"]');
  const box = await sheet.boundingBox();
  if (!box) {
    throw new Error('page not shown');
  }
  await sheet.click({ position: { x: box.width * x, y: box.height * y } });
  await expect(page.getByRole('button', { name: `Unterschriftsfeld ${signer}, Seite 1` })).toBeVisible();
}
