import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_PIXELS, imagePixelsProblem, imageTooLargeText, pngSize } from './image-limits';
import { pngHeader } from './image-limits.test-support';

describe('image limits (issue 35 §5)', () => {
  it('reads the dimensions from a PNG header without decoding', () => {
    expect(pngSize(pngHeader(20000, 20000))).toEqual({ width: 20000, height: 20000 });
    expect(pngSize(pngHeader(4000, 4000).subarray(0, 23))).toBeNull();
    expect(pngSize(new TextEncoder().encode('%PDF-1.7 ........................'))).toBeNull();
  });
  it('refuses more than 40 megapixels with a German message', () => {
    expect(imagePixelsProblem({ width: 20000, height: 20000 }, IMAGE_MAX_PIXELS)).toBe(
      'Das Bild ist zu groß (400 Megapixel, höchstens 40).',
    );
    expect(imagePixelsProblem({ width: 8000, height: 5000 }, IMAGE_MAX_PIXELS)).toBeNull();
    expect(imagePixelsProblem({ width: 8000, height: 5001 }, IMAGE_MAX_PIXELS)).not.toBeNull();
    expect(imageTooLargeText({ width: 6400, height: 6900 }, IMAGE_MAX_PIXELS)).toBe(
      'Das Bild ist zu groß (44,2 Megapixel, höchstens 40).',
    );
  });
});
