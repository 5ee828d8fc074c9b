import { z } from 'zod';
import { safeBack } from './back-path';

/** `?back=…` of every picker: only a path of this app; anything else returns to the calendar. */
export const pickerSearchSchema = z.object({
  back: z.string().optional().catch(undefined).transform(safeBack),
});

const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()
  .catch(undefined);

/** The contract picker's search: `singleSelection=true&insurance=true&back=…`. */
export const contractPickerSearchSchema = pickerSearchSchema.extend({
  singleSelection: flag,
  insurance: flag,
});
