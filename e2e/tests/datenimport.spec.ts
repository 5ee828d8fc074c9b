import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from '../fixtures';

/** The GDV's sample file (data/gdv/SOURCES.md): VU-Nummer 9999, 14 contracts in one Datenpaket. */
const MUSTERDATEI = path.join(import.meta.dirname, '..', 'data', 'gdv', 'musterdatei_041222.txt');

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const card = (page: Page, label: string) => page.getByRole('listitem', { name: new RegExp(`^${label}: \\d+$`) });

test.describe('Datenimport', () => {
  test('a broker imports a GDV file, reads the preview, applies it and finds „GDV-Import“ in a new contract’s log', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'makler');
    await navigation(page).getByRole('link', { name: 'Datenimport' }).click();
    await expect(page).toHaveURL(/\/home\/datenimport\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Datenimport' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bisherige Importe' })).toBeVisible();
    await expectAccessible(page, 'Datenimport');

    await page.locator('input[type=file]').setInputFiles(MUSTERDATEI);
    await expect(page.getByRole('list', { name: 'Gewählte Dateien' })).toContainText('musterdatei_041222.txt');
    await page.getByRole('button', { name: 'Datei hochladen und prüfen' }).click();

    // The preview runs as a job; the page polls the report until it is there.
    await expect(page).toHaveURL(/\/home\/datenimport\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Bericht' })).toBeVisible();
    await expect(page.getByText('Vorschau', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    for (const label of [
      'Neue Kunden',
      'Geänderte Kunden',
      'Neue Verträge',
      'Geänderte Verträge',
      'Unveränderte Verträge',
      'Übersprungen',
      'Fehler',
      'Warnungen',
    ]) {
      await expect(card(page, label)).toBeVisible();
    }
    const dateien = page.getByRole('list', { name: 'Dateien' });
    await expect(dateien).toContainText('musterdatei_041222.txt');
    await expect(dateien).toContainText('9999');

    // VU-Nummer 9999 is in no catalogue: the broker assigns a Gesellschaft once, and the preview runs again.
    const unbekannt = page.getByRole('combobox', { name: 'Gesellschaft für VU-Nummer 9999' });
    if (await unbekannt.isVisible()) {
      await expect(page.getByRole('button', { name: 'Import übernehmen' })).toBeDisabled();
      await expect(page.getByText('Bitte ordnen Sie zuerst der VU-Nummer 9999 eine Gesellschaft zu.')).toBeVisible();
      await expectAccessible(page, 'Bericht mit unbekannter VU-Nummer');
      await unbekannt.click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: 'Zuordnen' }).click();
      await expect(unbekannt).toHaveCount(0, { timeout: 30_000 });
    }
    await expect(page.getByRole('button', { name: 'Import übernehmen' })).toBeEnabled({ timeout: 30_000 });
    await expect(card(page, 'Neue Verträge')).not.toHaveAccessibleName('Neue Verträge: 0');
    await expect(page.getByRole('heading', { name: 'Fehler und Warnungen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Neue und geänderte Verträge' })).toBeVisible();
    await expectAccessible(page, 'Bericht der Vorschau');

    // Apply, after the question.
    await page.getByRole('button', { name: 'Import übernehmen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import übernehmen' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'Frage vor dem Übernehmen');
    await dialog.getByRole('button', { name: 'Import übernehmen' }).click();
    // The report's own notice, not the badge of an earlier import in the list below.
    await expect(page.getByText('Der Import wurde übernommen.')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Import übernehmen' })).toHaveCount(0);
    await expectAccessible(page, 'Bericht nach dem Übernehmen');

    // The earlier imports list it, with its report as CSV and PDF.
    const liste = page.getByRole('table', { name: 'Bisherige Importe' });
    await expect(liste.getByRole('link', { name: 'musterdatei_041222.txt' })).toBeVisible();
    await expect(liste.getByRole('link', { name: /als CSV$/ }).first()).toBeVisible();
    await expect(liste.getByRole('link', { name: /als PDF$/ }).first()).toBeVisible();

    // A new contract links to its page, whose change log names the import as the source.
    const neue = page.getByRole('table', { name: 'Neue und geänderte Verträge' });
    const ersterNeuer = neue
      .getByRole('row')
      .filter({ has: page.getByText('Neu', { exact: true }) })
      .getByRole('link')
      .first();
    const nummer = (await ersterNeuer.textContent())?.trim() ?? '';
    expect(nummer).not.toBe('');
    await ersterNeuer.click();
    await expect(page).toHaveURL(/\/insurance-group\/details\/\d+/);
    await expect(page.getByText(nummer).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Schritte' }).getByRole('button', { name: 'Änderungslog' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Änderungslog', exact: true })).toBeVisible();
    await expect(page.getByText('GDV-Import').first()).toBeVisible();
  });

  test('a broker takes over a table of his old system: the column mapping is suggested, he changes it, and the contract is there', async ({
    page,
  }) => {
    test.slow();
    const tabelle = [
      'VSNR;Gesellschaft;Sparte;Beitrag;Zahlweise;Beginn;Name;Vorname;Geburtsdatum;PLZ;Ort;Notiz',
      'ALT-7001;AXA;Hausrat;"98,40";jährlich;01.02.2023;Altbestand;Anke;03.03.1973;50667;Köln;aus dem Altsystem',
    ].join('\r\n');
    await loginAs(page, 'makler');
    await page.goto('/home/datenimport');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'altsystem.csv', mimeType: 'text/csv', buffer: Buffer.from(tabelle, 'utf8') });
    await page.getByRole('button', { name: 'Datei hochladen und prüfen' }).click();
    await expect(page.getByRole('heading', { name: 'Spaltenzuordnung' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'VSNR' })).toHaveValue('Versicherungsnummer');
    await expect(page.getByRole('combobox', { name: 'Geburtsdatum' })).toHaveValue('Geburtsdatum');
    await expect(card(page, 'Neue Verträge')).toHaveAccessibleName('Neue Verträge: 1');
    await expectAccessible(page, 'Spaltenzuordnung');

    // „Ort“ is not taken over: saved, and the preview runs again with it.
    await page.getByRole('combobox', { name: 'Ort', exact: true }).click();
    await page.getByRole('option', { name: 'nicht übernehmen' }).click();
    await page.getByRole('button', { name: 'Zuordnung speichern und neu prüfen' }).click();
    await expect(page.getByRole('combobox', { name: 'Ort', exact: true })).toHaveValue('nicht übernehmen', {
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Import übernehmen' })).toBeEnabled({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Import übernehmen' }).click();
    await page
      .getByRole('dialog', { name: 'Import übernehmen' })
      .getByRole('button', { name: 'Import übernehmen' })
      .click();
    // The report's own notice, not the badge of an earlier import in the list below.
    await expect(page.getByText('Der Import wurde übernommen.')).toBeVisible({ timeout: 60_000 });
    await page
      .getByRole('table', { name: 'Neue und geänderte Verträge' })
      .getByRole('link', { name: 'ALT-7001' })
      .click();
    await expect(page).toHaveURL(/\/insurance-group\/details\/\d+/);
    await expect(page.getByText('ALT-7001').first()).toBeVisible();
  });

  test('a customer and a read-only login see no „Datenimport“ and get „Kein Zugriff“ on its address', async ({
    page,
  }) => {
    for (const login of ['kunde', 'lesend'] as const) {
      await page.context().clearCookies();
      await loginAs(page, login);
      await expect(navigation(page).getByRole('link', { name: 'Versicherungen' })).toBeVisible();
      await expect(navigation(page).getByRole('link', { name: 'Datenimport' })).toHaveCount(0);
      await page.goto('/home/datenimport');
      await expect(page).toHaveURL(/\/role-forbidden$/);
      await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
    }
  });
});
