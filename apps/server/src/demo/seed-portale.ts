import type { PortalSourceField } from '@maklerwerk/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, vergleichsportale, versichererDeeplinks } from '../db/schema';

/** The receiving page of the app itself: no real portal is reachable from the demo (decision 0029). */
const receiving = (toolLabel: string, path: string) =>
  `/beratung/vergleichsrechner/${toolLabel}?path=${encodeURIComponent(path)}`;

/**
 * Three comparison and offer portals (issue 16 item 8): household and motor comparisons for their
 * Sparten, and an offer centre for every contract (no Sparten). Field mappings as a portal names its
 * parameters: { portalParam: ourField }.
 */
type DemoPortal = {
  toolLabel: string;
  itemLabel: string;
  labelHtml: string;
  companyLabel: string;
  actionLabel: string;
  path: string;
  sparten: string[];
  fieldMapping: Record<string, PortalSourceField>;
  sort: number;
};

export const demoPortale: readonly DemoPortal[] = [
  {
    toolLabel: 'hausrat-vergleich',
    itemLabel: 'Hausrat-Vergleich',
    labelHtml: '<b>Hausrat-Vergleich</b> <small>über 80 Tarife</small>',
    companyLabel: 'Vergleichsrechner Sach',
    actionLabel: 'Vergleich öffnen',
    path: 'vergleich/hausrat',
    sparten: ['HR', 'GLAS'],
    fieldMapping: {
      vn_anrede: 'anrede',
      vn_vorname: 'vorname',
      vn_name: 'nachname',
      vn_geburtsdatum: 'geburtsdatum',
      vn_strasse: 'strasse',
      vn_hausnummer: 'hausnr',
      risiko_plz: 'plz',
      risiko_ort: 'ort',
      sparte: 'sparte',
      vorversicherer: 'gesellschaft',
      vorvertrag_nr: 'versicherungsnummer',
      beitrag_jahr: 'beitrag',
    },
    sort: 1,
  },
  {
    toolLabel: 'kfz-vergleich',
    itemLabel: 'Kfz-Vergleich',
    labelHtml: '<b>Kfz-Vergleich</b> <small>Haftpflicht und Kasko</small>',
    companyLabel: 'Vergleichsrechner Kraftfahrt',
    actionLabel: 'Vergleich öffnen',
    path: 'vergleich/kfz',
    sparten: ['KFZ', 'KH', 'VK', 'TK'],
    fieldMapping: {
      halter_vorname: 'vorname',
      halter_nachname: 'nachname',
      halter_geburtsdatum: 'geburtsdatum',
      halter_strasse: 'strasse',
      halter_hausnr: 'hausnr',
      halter_plz: 'plz',
      halter_ort: 'ort',
      vorversicherer: 'gesellschaft',
      vsnr: 'versicherungsnummer',
      beginn: 'beginn',
      beitrag: 'beitrag',
      zahlweise: 'zahlweise',
    },
    sort: 2,
  },
  {
    toolLabel: 'angebotszentrale-gewerbe',
    itemLabel: 'Angebotszentrale Gewerbe',
    labelHtml: '<b>Angebotszentrale</b> <small>Privat und Gewerbe</small>',
    companyLabel: 'Angebotszentrale',
    actionLabel: 'Angebot anfragen',
    path: 'angebot/gewerbe',
    sparten: [],
    fieldMapping: {
      kunde_vorname: 'vorname',
      kunde_name: 'nachname',
      kunde_strasse: 'strasse',
      kunde_hausnr: 'hausnr',
      kunde_plz: 'plz',
      kunde_ort: 'ort',
      kunde_email: 'email',
      kunde_telefon: 'telefon',
      sparte: 'sparte',
      sparte_key: 'sparteKey',
      beitrag: 'beitrag',
    },
    sort: 3,
  },
];

/** Two portal links each for HUK-COBURG and Allianz (fake hosts; {nummer} is the policy number). */
export const demoDeeplinks = [
  {
    company: 'HUK-COBURG',
    label: 'Vertrag im HUK-Maklerportal',
    urlTemplate: 'https://portal.huk-coburg.example/vertrag?nr={nummer}',
  },
  {
    company: 'HUK-COBURG',
    label: 'Schaden melden bei der HUK',
    urlTemplate: 'https://portal.huk-coburg.example/schaden/neu?vsnr={nummer}',
  },
  {
    company: 'Allianz',
    label: 'Allianz Vermittlerportal',
    urlTemplate: 'https://vermittler.allianz.example/vertraege/{nummer}',
  },
  {
    company: 'Allianz',
    label: 'Allianz Dokumente',
    urlTemplate: 'https://vermittler.allianz.example/dokumente?vertrag={nummer}',
  },
];

export async function seedDemoPortale(db: Db): Promise<void> {
  await db
    .insert(vergleichsportale)
    .values(demoPortale.map((p) => ({ ...p, url: receiving(p.toolLabel, p.path), askOptions: true, aktiv: true })));
  const names = [...new Set(demoDeeplinks.map((d) => d.company))];
  const rows = await db
    .select({ id: companies.id, kurzname: companies.kurzname })
    .from(companies)
    .where(inArray(companies.kurzname, names));
  const idOf = new Map(rows.map((r) => [r.kurzname, r.id]));
  const values = demoDeeplinks.flatMap((d, i) => {
    const gesellschaftId = idOf.get(d.company);
    return gesellschaftId === undefined
      ? []
      : [{ gesellschaftId, label: d.label, urlTemplate: d.urlTemplate, sort: i }];
  });
  if (values.length > 0) {
    await db.insert(versichererDeeplinks).values(values);
  }
}
