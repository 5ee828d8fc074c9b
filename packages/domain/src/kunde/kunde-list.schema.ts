import { z } from 'zod';
import {
  cappedListSchema,
  ListCursorSchema,
  ListSearchSchema,
  listSortSchema,
  PageOffsetSchema,
  pageLimitSchema,
} from '../common/page.schema';
import { PAGE_SIZE } from '../constants';
import { customerSortKeys, defaultCustomerSort } from './kunde-sort';

export const CustomerSortSchema = listSortSchema(customerSortKeys);

export const CustomerListQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.customers),
  sort: CustomerSortSchema.default(defaultCustomerSort),
  search: ListSearchSchema.optional(),
  /** Keyset paging: `nextCursor` of the previous page (same sort); the page starts after its last row. */
  cursor: ListCursorSchema.optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

export const CustomerListItemSchema = z.object({
  id: z.number().int(),
  kundennr: z.string(),
  /** Shown name: 'Vorname Name', or the firm's name (as on the contract list and the customer tab). */
  name: z.string(),
  vorname: z.string().nullable(),
  nachname: z.string(),
  firma: z.string().nullable(),
  strasse: z.string().nullable(),
  hausnr: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  betreuer: z.object({ id: z.number().int(), vermittlernummer: z.string(), name: z.string() }),
  /** All contracts of the customer, whatever their status. */
  anzahlVertraege: z.number().int(),
  /** Sum of the yearly gross premiums of the contracts in force (status 'aktiv'). */
  jahresbeitragCents: z.number().int(),
});
export type CustomerListItem = z.infer<typeof CustomerListItemSchema>;

export const CustomerListSchema = cappedListSchema(CustomerListItemSchema);
export type CustomerList = z.infer<typeof CustomerListSchema>;

/** The customer list as a file: the current search and sort, every row (no paging). */
export const KUNDEN_EXPORT_PATH = '/customers/export';
export const customerExportFormats = ['csv', 'xlsx'] as const;
export type CustomerExportFormat = (typeof customerExportFormats)[number];

export const CustomerExportQuerySchema = z.object({
  format: z.enum(customerExportFormats, { message: 'Bitte wählen Sie CSV oder Excel als Format.' }),
  sort: CustomerSortSchema.default(defaultCustomerSort),
  search: ListSearchSchema.optional(),
});
export type CustomerExportQuery = z.infer<typeof CustomerExportQuerySchema>;
