/** Where a picker returns to when `back` is missing or unsafe. */
export const DEFAULT_BACK = '/communication/kalender';

/**
 * The `back` of a picker, only when it stays in this app: a path starting with one '/' (not '//' or
 * '/\', which browsers read as another host), without control characters. Anything else falls back to
 * the calendar, so a crafted link can never send the user to another origin.
 */
export function safeBack(back: unknown): string {
  if (typeof back !== 'string' || back.length === 0 || back.length > 2000) {
    return DEFAULT_BACK;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (!back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(back)) {
    return DEFAULT_BACK;
  }
  try {
    const base = 'https://maklerwerk.invalid';
    const url = new URL(back, base);
    return url.origin === base ? back : DEFAULT_BACK;
  } catch {
    return DEFAULT_BACK;
  }
}
