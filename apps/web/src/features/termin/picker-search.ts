import { flag, mapped, searchSchema, text } from '../../lib/search-schema';
import { safeBack } from './back-path';

/** `?back=…` of every picker: only a path of this app; anything else returns to the calendar. */
export const pickerSearchSchema = searchSchema({
  back: mapped(text(), safeBack),
});

/** The contract picker's search: `singleSelection=true&insurance=true&back=…`. */
export const contractPickerSearchSchema = pickerSearchSchema.extend({
  singleSelection: flag(),
  insurance: flag(),
});
