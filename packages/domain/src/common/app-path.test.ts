import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-path';

describe('isAppPath', () => {
  it('accepts paths of the app', () => {
    expect(isAppPath('/communication/appointment?draft=1')).toBe(true);
    expect(isAppPath('/home')).toBe(true);
  });
  it('refuses what a browser would read as another host or scheme', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      '/a\nb',
      5,
    ]) {
      expect(isAppPath(path)).toBe(false);
    }
  });
});
