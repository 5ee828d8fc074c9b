import { archiveRows, documentButton, openDocumentsTab } from '../archive';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

test.describe('PDF-Vorschau', () => {
  // Spec dokumente-formulare.md §4: the page number is clamped between 1 and the page count.
  test('a page number typed beyond the page count shows the last page, 0 the first', async ({ page }) => {
    await loginAs(page, 'makler');
    await openDocumentsTab(page, 'KF-4711-0815');
    await expect(archiveRows(page).first()).toBeVisible();
    await documentButton(page, 'Versicherungsschein KF-4711-0815').click();
    const preview = page.getByRole('dialog', { name: 'Vorschau: Versicherungsschein KF-4711-0815.pdf' });
    await expect(preview.getByRole('img', { name: 'Seite 1 von 3' })).toBeVisible();
    await expectAccessible(page, 'PDF-Vorschau');
    const pageField = preview.getByLabel('Seite', { exact: true });

    await pageField.fill('99');
    await pageField.press('Enter');
    await expect(pageField).toHaveValue('3');
    await expect(preview.getByRole('img', { name: 'Seite 3 von 3' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();

    await pageField.fill('0');
    await pageField.press('Enter');
    await expect(pageField).toHaveValue('1');
    await expect(preview.getByRole('img', { name: 'Seite 1 von 3' })).toBeVisible();

    // Leaving the field commits the number as well.
    await pageField.fill('2');
    await preview.getByRole('button', { name: 'Vergrößern' }).focus();
    await expect(preview.getByRole('img', { name: 'Seite 2 von 3' })).toBeVisible();
    await expect(pageField).toHaveValue('2');
  });
});
