import {
  AppError,
  type GetCityInput,
  isPostalPrefix,
  POSTAL_SEARCH_MIN_CHARS,
  POSTAL_SUGGESTIONS_MAX,
  POSTAL_TOO_SHORT_MESSAGE,
  type PostalResult,
  postalFormatMessage,
  postalLandOf,
} from '@maklerwerk/domain';
import { searchPostalCodes } from './postal-index';

/**
 * getCity (spec dokumente-formulare.md §7): the places of the postal codes starting with `zip`.
 * Deutschland and Österreich are checked: a zip that cannot be a code there answers 400 with the
 * spec's format text. Other countries are not checked and have no data: an empty list.
 */
export function getCity({ zip, land }: GetCityInput): PostalResult[] {
  const checked = postalLandOf(land);
  if (!checked) {
    return [];
  }
  if (!isPostalPrefix(zip, checked)) {
    const message = postalFormatMessage(checked);
    throw new AppError('VALIDATION', message, { zip: message });
  }
  if (zip.length < POSTAL_SEARCH_MIN_CHARS) {
    throw new AppError('VALIDATION', POSTAL_TOO_SHORT_MESSAGE, { zip: POSTAL_TOO_SHORT_MESSAGE });
  }
  return searchPostalCodes(checked, zip, POSTAL_SUGGESTIONS_MAX);
}
