import { z } from 'zod';
import { gespraechRichtungen } from '../kommunikation/kommunikation.schema';

/**
 * 'retrieve additional documents (call records)' (spec dokumente-formulare.md §7): the calls recorded in
 * the postbox of the document's contract (Gespräch: number, direction, duration, note), newest first.
 * Audio recordings need a telephone system that records calls; Maklerwerk has none (decision 0046), so
 * the answer carries that note (HINWEIS.gespraechsaufzeichnungen).
 */
export const CallRecordSchema = z.object({
  commId: z.number().int(),
  date: z.string(),
  subject: z.string().nullable(),
  /** The call note as plain text. */
  notiz: z.string(),
  nummer: z.string().nullable(),
  richtung: z.enum(gespraechRichtungen).nullable(),
  dauerMinuten: z.number().int().nullable(),
  createdBy: z.string().nullable(),
});
export type CallRecord = z.infer<typeof CallRecordSchema>;

export const CALL_RECORDS_LIMIT = 50;

export const CallRecordsSchema = z.object({
  documentId: z.number().int(),
  vertragId: z.number().int().nullable(),
  items: z.array(CallRecordSchema),
  /** More calls than CALL_RECORDS_LIMIT: the postbox shows them all. */
  more: z.boolean(),
  hinweis: z.string(),
});
export type CallRecords = z.infer<typeof CallRecordsSchema>;
