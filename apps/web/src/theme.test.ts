import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { colors, dimmedText, errorText, theme } from './theme';

/** WCAG 2.1 contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const white = '#ffffff';
const gray = DEFAULT_THEME.colors.gray;
/** WCAG AA for normal text; the e2e suite checks the rendered pages with axe as well. */
const AA = 4.5;

describe('theme colours (WCAG AA text contrast)', () => {
  it('secondary text is readable on white, the page background and hover rows', () => {
    for (const background of [white, gray[0], gray[1], colors.brand[0]]) {
      expect(contrast(dimmedText, background), background).toBeGreaterThanOrEqual(AA);
    }
  });

  it('error messages are readable on white and the page background', () => {
    expect(contrast(errorText, white)).toBeGreaterThanOrEqual(AA);
    expect(contrast(errorText, gray[0])).toBeGreaterThanOrEqual(AA);
  });

  it('the text of every light variant (pills, badges, alert titles) is readable on its background', () => {
    const palette = { ...DEFAULT_THEME.colors, ...theme.colors };
    for (const name of ['brand', 'gray', 'red', 'green', 'blue', 'yellow', 'orange', 'teal']) {
      const shades = palette[name];
      if (!shades) {
        throw new Error(`Farbe ${name} fehlt`);
      }
      // Mantine's light variant: background shade 1, text shade 9.
      expect(contrast(shades[9], shades[1]), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('white text is readable on the primary colour and on the view-as button (orange 9)', () => {
    expect(contrast(white, colors.brand[8])).toBeGreaterThanOrEqual(AA);
    expect(contrast(white, colors.orange[9])).toBeGreaterThanOrEqual(AA);
  });
});

describe('motion', () => {
  it('leaves out transitions for whoever asks the system for less motion (WCAG 2.3.3; the browser tests ask for it)', () => {
    expect(theme.respectReducedMotion).toBe(true);
  });
});
