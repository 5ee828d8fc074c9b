import { expect, type Page } from '@playwright/test';

/** A customer's id through the API, as the logged-in page (its session cookie), by one of his policy numbers. */
export async function customerIdOf(page: Page, policyNumber: string): Promise<number> {
  const response = await page.request.get(`/MSC3/restful/insurances?search=${encodeURIComponent(policyNumber)}`);
  const list = (await response.json()) as { items: { nummer: string; kunde: { id: number } }[] };
  const id = list.items.find((i) => i.nummer === policyNumber)?.kunde.id;
  if (!id) {
    throw new Error(`no customer of ${policyNumber}`);
  }
  return id;
}

type KundeFormular = { id: number; antragTyp: string; formPath: string; status: string; label: string };

/** The first page of a customer's forms (newest first), as the card 'Formulare und Beratung' loads it. */
export async function kundeFormulare(page: Page, kundeId: number): Promise<KundeFormular[]> {
  const response = await page.request.get(`/MSC3/restful/customers/${kundeId}/formulare`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: KundeFormular[] }).items;
}

/** The customer page of the customer of a policy number, with its card 'Formulare und Beratung' loaded. */
export async function openKundeFormulare(page: Page, policyNumber: string): Promise<number> {
  const id = await customerIdOf(page, policyNumber);
  await page.goto(`/home/kunden/${id}`);
  await expect(
    formulareCard(page)
      .getByRole('row')
      .or(formulareCard(page).getByText(/keine Formulare/))
      .first(),
  ).toBeVisible();
  return id;
}

export const formulareCard = (page: Page) => page.getByRole('region', { name: 'Formulare und Beratung' });
