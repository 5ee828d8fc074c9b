import type { PortalOptions } from './vergleichsportal.schema';

/**
 * Our fields a portal's field mapping may name ({ portalParam: ourField }). Everything is a string as it
 * goes into a URL or form: dates ISO (YYYY-MM-DD), amounts in euros with a dot ('98.50').
 */
export const portalSourceFields = [
  'anrede',
  'vorname',
  'nachname',
  'geburtsdatum',
  'strasse',
  'hausnr',
  'plz',
  'ort',
  'email',
  'telefon',
  'sparte',
  'sparteKey',
  'gesellschaft',
  'versicherungsnummer',
  'beitrag',
  'zahlweise',
  'beginn',
] as const;
export type PortalSourceField = (typeof portalSourceFields)[number];
export type PortalSource = Partial<Record<PortalSourceField, string | null>>;

/** The customer's personal data: handed over only when the user chose to transfer the customer's data. */
export const personalFields: readonly PortalSourceField[] = [
  'anrede',
  'vorname',
  'nachname',
  'geburtsdatum',
  'strasse',
  'hausnr',
  'plz',
  'ort',
  'email',
  'telefon',
  'versicherungsnummer',
];

/**
 * USER_ANONYMOUS (decision 0029): name, street and house number, and everything that names the person
 * just as well (e-mail, telephone, the policy number) stay here. Birth date, postal code and town stay in:
 * the tariffs are calculated from age and region.
 */
export const anonymisedFields: readonly PortalSourceField[] = [
  'anrede',
  'vorname',
  'nachname',
  'strasse',
  'hausnr',
  'email',
  'telefon',
  'versicherungsnummer',
];

/** True when the handover carries no name or street (what portal_uebergaben.anonym records). */
export const isAnonymousHandover = (options: PortalOptions) => options.userAnonymous || !options.kundendaten;

/**
 * The parameters a portal receives: its mapping applied to our data, minus what the options withhold.
 * Unknown source fields and empty values are left out; the mapping's order is kept.
 */
export function buildPortalPayload(
  mapping: Readonly<Record<string, string>>,
  source: PortalSource,
  options: PortalOptions,
): Record<string, string> {
  const withheld = new Set<string>([
    ...(options.kundendaten ? [] : personalFields),
    ...(options.userAnonymous ? anonymisedFields : []),
  ]);
  const payload: Record<string, string> = {};
  for (const [param, field] of Object.entries(mapping)) {
    if (!(portalSourceFields as readonly string[]).includes(field) || withheld.has(field)) {
      continue;
    }
    const value = source[field as PortalSourceField];
    if (value !== null && value !== undefined && value.trim() !== '') {
      payload[param] = value.trim();
    }
  }
  return payload;
}

/** Whether a portal fits a contract: its Sparten overlap the contract's, or it names none (all). */
export const portalFitsSparten = (portalSparten: readonly string[], contractSparten: readonly string[]) =>
  portalSparten.length === 0 || portalSparten.some((s) => contractSparten.includes(s));

/** A deeplink of an insurer for one contract: {nummer} becomes the URL-encoded policy number. */
export const fillDeeplink = (template: string, nummer: string) =>
  template.replaceAll('{nummer}', encodeURIComponent(nummer));
