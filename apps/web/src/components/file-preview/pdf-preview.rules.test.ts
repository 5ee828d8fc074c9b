import { describe, expect, it } from 'vitest';
import {
  clampPage,
  minContentHeight,
  PDF_PREVIEW,
  pageFromInput,
  startOffsets,
  zoomIn,
  zoomOut,
} from './pdf-preview.rules';

describe('PDF preview rules (spec §4)', () => {
  it('clamps the page number to 1…page count', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
  it('reads a typed page number clamped to the page count; an empty field keeps the page', () => {
    expect(pageFromInput(99, 2, 3)).toBe(3);
    expect(pageFromInput('99', 2, 3)).toBe(3);
    expect(pageFromInput(0, 2, 3)).toBe(1);
    expect(pageFromInput('-4', 2, 3)).toBe(1);
    expect(pageFromInput('2', 1, 3)).toBe(2);
    expect(pageFromInput('', 2, 3)).toBe(2);
    expect(pageFromInput('x', 2, 3)).toBe(2);
  });
  it('zooms in steps of 0.2, never below scale 1', () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomIn(1.2)).toBe(1.4);
    expect(zoomOut(1.2)).toBe(1);
    expect(zoomOut(1)).toBe(1);
  });
  it('keeps the constants of the spec', () => {
    expect(PDF_PREVIEW).toMatchObject({
      initialScale: 1,
      thumbnailScale: 0.2,
      thumbnailWidth: 120,
      thumbnailMaxHeight: 192,
      printScale: 1.5,
      pageTurnTimeoutMs: 400,
      defaultWidth: 600,
      defaultHeight: 400,
      workerSrc: '/web-workers/pdf.worker.min.js',
    });
    expect(minContentHeight(400)).toBe(320);
  });
  it('opens at the chosen corner', () => {
    expect(startOffsets('TOP_LEFT')).toEqual({ top: 72, left: 16 });
    expect(startOffsets('BOTTOM_RIGHT')).toEqual({ bottom: 16, right: 16 });
  });
});
