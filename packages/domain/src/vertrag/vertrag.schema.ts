import { z } from 'zod';
import { IdSchema, OptionalIdSchema, versionSchema } from '../common/id.schema';
import {
  cappedListSchema,
  ListCursorSchema,
  ListSearchSchema,
  listSortSchema,
  PageOffsetSchema,
  pageLimitSchema,
} from '../common/page.schema';
import { textInput } from '../common/text.schema';
import { PAGE_SIZE } from '../constants';
import { contractSortKeys } from './vertrag-sort';
import { ContractStatusSchema } from './vertrag-status.schema';

export const ContractSortSchema = listSortSchema(contractSortKeys);

export const ContractListQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.contracts),
  sort: ContractSortSchema.default('kunde:asc'),
  search: ListSearchSchema.optional(),
  customerId: OptionalIdSchema,
  /** Keyset paging: `nextCursor` of the previous page (same sort); the page starts after its last row. */
  cursor: ListCursorSchema.optional(),
});
export type ContractListQuery = z.infer<typeof ContractListQuerySchema>;

export const ContractListItemSchema = z.object({
  id: z.number().int(),
  gesellschaft: z.object({ id: z.number().int(), name: z.string() }),
  sparte: z.object({ id: z.number().int(), name: z.string(), kategorieName: z.string() }),
  bezeichnung: z.string(),
  nummer: z.string(),
  status: ContractStatusSchema,
  kennzeichen: z.string().nullable(),
  kunde: z.object({ id: z.number().int(), kundennr: z.string(), name: z.string() }),
  praemieCents: z.number().int().nullable(),
  zahlrhythm: z.string().nullable(),
  beginn: z.string().nullable(),
});
export type ContractListItem = z.infer<typeof ContractListItemSchema>;

export const ContractListSchema = cappedListSchema(ContractListItemSchema);
export type ContractList = z.infer<typeof ContractListSchema>;

/** The contract header of the detail screen (spec 2.1). */
export const ContractHeaderSchema = ContractListItemSchema.extend({
  version: z.number().int(),
  vtgGruppe: z.string().nullable(),
  produktbez: z.string().nullable(),
  fehler: z.array(z.string()),
  ende: z.string().nullable(),
  zahlungsart: z.string().nullable(),
  praemieNettoCents: z.number().int().nullable(),
  vermittler: z.object({ id: z.number().int(), vermittlernummer: z.string(), name: z.string() }),
});
export type ContractHeader = z.infer<typeof ContractHeaderSchema>;

export const ContractIdParamsSchema = z.object({ id: IdSchema });

export const ChangeContractStatusBodySchema = z.object({
  status: ContractStatusSchema,
  version: versionSchema(1),
  bemerkung: textInput().trim().max(500, 'Die Bemerkung darf höchstens 500 Zeichen lang sein.').optional(),
});
export type ChangeContractStatusBody = z.infer<typeof ChangeContractStatusBodySchema>;

export const ContractStatusHistoryEntrySchema = z.object({
  id: z.number().int(),
  status: ContractStatusSchema,
  previousStatus: ContractStatusSchema.nullable(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
  bemerkung: z.string().nullable(),
});
export const ContractStatusHistorySchema = z.array(ContractStatusHistoryEntrySchema);
