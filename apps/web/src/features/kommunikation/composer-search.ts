import { composerKinds } from '@maklerwerk/domain';
import { coercedInt, list, oneOf, searchSchema, text } from '../../lib/search-schema';

/** Search of the composer routes (spec: parameters subject, copiedFiles, content, receiver). */
export const composerSearchSchema = searchSchema({
  kind: oneOf(composerKinds),
  commId: coercedInt({ min: 1 }),
  /** The appointment of kind 'termin' (route mailcomposer-appointment). */
  termin: coercedInt({ min: 1 }),
  subject: text({ max: 1000 }),
  content: text({ max: 100_000 }),
  receiver: list(text({ max: 254 })),
  copiedFiles: list(coercedInt({ min: 1 })),
});
