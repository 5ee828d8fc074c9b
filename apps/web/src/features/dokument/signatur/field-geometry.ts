/**
 * Where a signing field lies on its page: fractions (0…1) of the page's width and height, origin
 * top-left, as the API takes them. Every change keeps the field on the page and at least the minimum size.
 */
export type Box = { x: number; y: number; width: number; height: number };
export type Point = { x: number; y: number };

/** A new field: a signature line of 30 % of the page's width. */
export const FIELD_SIZE = { width: 0.3, height: 0.07 } as const;
/** The API refuses smaller fields ('Das Feld ist zu klein.'). */
export const FIELD_MIN = { width: 0.03, height: 0.015 } as const;
/** One arrow key press moves (or, with Shift, resizes) a field by this much. */
export const FIELD_STEP = 0.01;
/** Where 'Feld auf Seite n' puts a field: bottom left, where signatures usually are. */
export const FALLBACK_SPOT: Point = { x: 0.1, y: 0.8 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Four decimals: a tenth of a millimetre on A4, and no float noise in the request. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The box moved and shrunk as little as needed to lie on the page with at least the minimum size. */
export function clampBox(box: Box): Box {
  const width = round(clamp(box.width, FIELD_MIN.width, 1));
  const height = round(clamp(box.height, FIELD_MIN.height, 1));
  return {
    x: round(clamp(box.x, 0, 1 - width)),
    y: round(clamp(box.y, 0, 1 - height)),
    width,
    height,
  };
}

/** Dragged by (dx, dy) page fractions: the size stays, the position stops at the page's edges. */
export function moveBox(box: Box, dx: number, dy: number): Box {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** Resized at the bottom-right corner: the top-left corner stays, the size stops at the minimum and the page. */
export function resizeBox(box: Box, dw: number, dh: number): Box {
  const x = clamp(box.x, 0, 1 - FIELD_MIN.width);
  const y = clamp(box.y, 0, 1 - FIELD_MIN.height);
  return {
    x: round(x),
    y: round(y),
    width: round(clamp(box.width + dw, FIELD_MIN.width, 1 - x)),
    height: round(clamp(box.height + dh, FIELD_MIN.height, 1 - y)),
  };
}

/** A new field of the default size centred on the point clicked, pushed inside the page at its edges. */
export function fieldAt(point: Point): Box {
  return clampBox({
    x: point.x - FIELD_SIZE.width / 2,
    y: point.y - FIELD_SIZE.height / 2,
    width: FIELD_SIZE.width,
    height: FIELD_SIZE.height,
  });
}

/** A new field of the default size with its top-left corner at the point (e.g. FALLBACK_SPOT). */
export function fieldFrom(point: Point): Box {
  return clampBox({ ...point, ...FIELD_SIZE });
}

/** A pointer position as a fraction of the page's box on screen, within [0, 1]. */
export function pointOnPage(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): Point {
  if (rect.width <= 0 || rect.height <= 0) {
    return { x: 0, y: 0 };
  }
  return {
    x: clamp((clientX - rect.left) / rect.width, 0, 1),
    y: clamp((clientY - rect.top) / rect.height, 0, 1),
  };
}

/** What an arrow key does to a focused field: move by FIELD_STEP, with Shift resize; null for other keys. */
export function boxAfterKey(box: Box, key: string, resize: boolean): Box | null {
  const step: Record<string, [number, number]> = {
    ArrowLeft: [-FIELD_STEP, 0],
    ArrowRight: [FIELD_STEP, 0],
    ArrowUp: [0, -FIELD_STEP],
    ArrowDown: [0, FIELD_STEP],
  };
  const delta = step[key];
  if (!delta) {
    return null;
  }
  return resize ? resizeBox(box, delta[0], delta[1]) : moveBox(box, delta[0], delta[1]);
}
