import { describe, expect, it } from 'vitest';
import {
  boxAfterKey,
  clampBox,
  FIELD_MIN,
  FIELD_SIZE,
  FIELD_STEP,
  fieldAt,
  fieldFrom,
  moveBox,
  pointOnPage,
  resizeBox,
} from './field-geometry';

const inside = (b: { x: number; y: number; width: number; height: number }) =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= 1.0001 && b.y + b.height <= 1.0001;

describe('field geometry', () => {
  it('creates a field of the default size centred on the click', () => {
    expect(fieldAt({ x: 0.5, y: 0.5 })).toEqual({ x: 0.35, y: 0.465, ...FIELD_SIZE });
  });

  it('pushes a field clicked at the edges inside the page', () => {
    expect(fieldAt({ x: 0, y: 0 })).toEqual({ x: 0, y: 0, ...FIELD_SIZE });
    expect(fieldAt({ x: 1, y: 1 })).toEqual({ x: 0.7, y: 0.93, ...FIELD_SIZE });
    expect(fieldFrom({ x: 0.9, y: 0.98 })).toEqual({ x: 0.7, y: 0.93, ...FIELD_SIZE });
    expect(fieldFrom({ x: 0.1, y: 0.8 })).toEqual({ x: 0.1, y: 0.8, ...FIELD_SIZE });
  });

  it('moves a field and stops it at every edge without changing its size', () => {
    const box = { x: 0.2, y: 0.3, width: 0.3, height: 0.07 };
    expect(moveBox(box, 0.1, -0.1)).toEqual({ x: 0.3, y: 0.2, width: 0.3, height: 0.07 });
    expect(moveBox(box, -5, -5)).toEqual({ x: 0, y: 0, width: 0.3, height: 0.07 });
    expect(moveBox(box, 5, 5)).toEqual({ x: 0.7, y: 0.93, width: 0.3, height: 0.07 });
  });

  it('resizes at the bottom-right corner between the minimum and the page edge', () => {
    const box = { x: 0.6, y: 0.9, width: 0.3, height: 0.07 };
    expect(resizeBox(box, 0.05, 0.01)).toEqual({ x: 0.6, y: 0.9, width: 0.35, height: 0.08 });
    expect(resizeBox(box, 1, 1)).toEqual({ x: 0.6, y: 0.9, width: 0.4, height: 0.1 });
    expect(resizeBox(box, -1, -1)).toEqual({ x: 0.6, y: 0.9, width: FIELD_MIN.width, height: FIELD_MIN.height });
  });

  it('keeps every result on the page for random drags and resizes', () => {
    let box = fieldAt({ x: 0.5, y: 0.5 });
    for (let i = 0; i < 500; i++) {
      const dx = Math.sin(i * 7.3) * 0.8;
      const dy = Math.cos(i * 3.1) * 0.8;
      box = i % 2 === 0 ? moveBox(box, dx, dy) : resizeBox(box, dx, dy);
      expect(inside(box)).toBe(true);
      expect(box.width).toBeGreaterThanOrEqual(FIELD_MIN.width);
      expect(box.height).toBeGreaterThanOrEqual(FIELD_MIN.height);
    }
  });

  it('repairs a box that lies partly outside or is too small', () => {
    expect(clampBox({ x: -0.2, y: 1.2, width: 0.01, height: 2 })).toEqual({
      x: 0,
      y: 0,
      width: FIELD_MIN.width,
      height: 1,
    });
  });

  it('turns a pointer position into page fractions within [0, 1]', () => {
    const rect = { left: 100, top: 50, width: 400, height: 800 };
    expect(pointOnPage(rect, 300, 450)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointOnPage(rect, 0, 2000)).toEqual({ x: 0, y: 1 });
    expect(pointOnPage({ left: 0, top: 0, width: 0, height: 0 }, 10, 10)).toEqual({ x: 0, y: 0 });
  });

  it('moves with the arrow keys by one step and resizes with Shift', () => {
    const box = { x: 0.5, y: 0.5, width: 0.3, height: 0.07 };
    expect(boxAfterKey(box, 'ArrowRight', false)).toEqual({ ...box, x: 0.5 + FIELD_STEP });
    expect(boxAfterKey(box, 'ArrowUp', false)).toEqual({ ...box, y: 0.5 - FIELD_STEP });
    expect(boxAfterKey(box, 'ArrowLeft', true)).toEqual({ ...box, width: 0.29 });
    expect(boxAfterKey(box, 'ArrowDown', true)).toEqual({ ...box, height: 0.08 });
    expect(boxAfterKey({ ...box, x: 0.7 }, 'ArrowRight', false)).toEqual({ ...box, x: 0.7 });
    expect(boxAfterKey(box, 'Enter', false)).toBeNull();
  });
});
