import { z } from 'zod';
import { IdSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';

/** External access entry of spec §3 (one comparison or offer portal in the header's extra options). */
export const ExternalAccessEntrySchema = z.object({
  toolLabel: z.string(),
  itemLabel: z.string(),
  /** Sanitised on the server (formatting only). */
  labelHtml: z.string().nullable(),
  path: z.string(),
  askOptions: z.boolean(),
  actionLabel: z.string(),
  companyLabel: z.string().nullable(),
  /** Sparten keys the portal compares; empty: every contract. */
  sparten: z.array(z.string()),
});
export type ExternalAccessEntry = z.infer<typeof ExternalAccessEntrySchema>;
export const ExternalAccessListSchema = z.object({ entries: z.array(ExternalAccessEntrySchema) });
export type ExternalAccessList = z.infer<typeof ExternalAccessListSchema>;

/**
 * Portal option form of spec §3: `userAnonymous` (USER_ANONYMOUS) removes name and address;
 * `kundendaten` false hands over the contract only, no personal data at all.
 */
export const PortalOptionsSchema = z.object({
  userAnonymous: z.boolean().default(false),
  kundendaten: z.boolean().default(true),
});
export type PortalOptions = z.infer<typeof PortalOptionsSchema>;

export const OpenExternalAccessBodySchema = z.object({
  path: textInput('Bitte wählen Sie einen Vergleichsrechner.')
    .trim()
    .min(1, 'Bitte wählen Sie einen Vergleichsrechner.')
    .max(200, 'Der Pfad ist zu lang.'),
  vertragId: IdSchema,
  options: PortalOptionsSchema.default({ userAnonymous: false, kundendaten: true }),
});
export type OpenExternalAccessBody = z.input<typeof OpenExternalAccessBodySchema>;

/** Where the browser goes: the portal's address with a short-lived signed token (never a session token). */
export const OpenExternalAccessResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });

export const PortalHandoverQuerySchema = z.object({
  token: textInput('Der Link ist ungültig oder abgelaufen.').max(1024, 'Der Link ist ungültig oder abgelaufen.'),
});

/** What the receiving page shows: exactly the parameters the portal received. */
export const PortalHandoverSchema = z.object({
  toolLabel: z.string(),
  itemLabel: z.string(),
  path: z.string(),
  anonym: z.boolean(),
  createdAt: z.string(),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type PortalHandover = z.infer<typeof PortalHandoverSchema>;

/** Insurer deeplinks of the tab 'Versicherungsportal'. */
export const DeeplinkListSchema = z.object({
  gesellschaft: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type DeeplinkList = z.infer<typeof DeeplinkListSchema>;

/** Customer access link (spec §7 mrskundenzugang). */
export const KundenzugangQuerySchema = z.object({
  userType: z.literal('KUNDE', { message: 'Der Nutzertyp muss KUNDE sein.' }),
  userid: IdSchema,
});
/** `link` null: the customer has no login, the web goes to /role-forbidden. */
export const KundenzugangSchema = z.object({ link: z.string().nullable() });
export type Kundenzugang = z.infer<typeof KundenzugangSchema>;
