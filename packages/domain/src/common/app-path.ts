/**
 * A path inside this app: one leading '/' (not '//' or '/\', which browsers read as another host), no
 * control characters, and nothing that resolves to another origin. Used for every `back` a page or
 * draft carries, so a crafted link can never send the user elsewhere.
 */
export function isAppPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2000) {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(path)) {
    return false;
  }
  try {
    const base = 'https://maklerwerk.invalid';
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}
