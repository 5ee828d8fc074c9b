import { isAppPath } from '@maklerwerk/domain';

/** Where a picker returns to when `back` is missing or unsafe. */
export const DEFAULT_BACK = '/communication/kalender';

/** The `back` of a picker when it stays in this app (isAppPath), otherwise the calendar. */
export function safeBack(back: unknown): string {
  return isAppPath(back) ? back : DEFAULT_BACK;
}
