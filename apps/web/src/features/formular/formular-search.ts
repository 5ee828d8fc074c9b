import { ANLEGERPROFIL_WK_PATH } from '@maklerwerk/domain';
import {
  flag as flagField,
  optionalId as id,
  mapped,
  type SearchOutput,
  searchSchema,
  text,
} from '../../lib/search-schema';

/** true for `true`/`'true'`, false for anything else (also a missing key). */
const flag = mapped(flagField(), (v) => v === true);
const optionalId = id();

/** Query of /beratung/formulare/antrag/{formGroupPath}/{formPath} (spec dokumente-formulare.md §2). */
export const formularSearchSchema = searchSchema({
  hideBeratungsmappepopup: flag,
  dynamicFormId: optionalId,
  protokollId: optionalId,
  antragsdatenId: optionalId,
  versId: optionalId,
  kundeId: optionalId,
});
export type FormularSearch = SearchOutput<typeof formularSearchSchema>;

export const formularIdOf = (s: Pick<FormularSearch, 'dynamicFormId' | 'protokollId' | 'antragsdatenId'>) =>
  s.dynamicFormId ?? s.antragsdatenId ?? s.protokollId;

/**
 * Query of /beratung/anlegerprofil/person1/auswahl/personenauswahl: pruefnummer is the filled investor
 * profile's id, anlegerprofilWK that of the wealth-concept track (spec §2); schiene is kept as given.
 */
export const anlegerprofilSearchSchema = searchSchema({
  pruefnummer: optionalId,
  anlegerprofilWK: optionalId,
  schiene: text({ max: 100 }),
  kundeId: optionalId,
});

/** The form the investor-profile route shows: the wealth-concept track when anlegerprofilWK is given. */
export function anlegerprofilRef(
  s: Pick<SearchOutput<typeof anlegerprofilSearchSchema>, 'pruefnummer' | 'anlegerprofilWK'>,
) {
  return s.anlegerprofilWK !== undefined
    ? { formGroupPath: 'ANLAGE', formPath: ANLEGERPROFIL_WK_PATH, id: s.anlegerprofilWK }
    : { formGroupPath: 'ANLAGE', formPath: 'anlegerprofil', id: s.pruefnummer };
}
