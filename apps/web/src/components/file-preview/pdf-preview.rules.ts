/** Constants of the PDF preview popup (spec dokumente-formulare.md §4 "PDF preview popup", §9). */
export const PDF_PREVIEW = {
  initialScale: 1,
  zoomStep: 0.2,
  minScale: 1,
  /** Not in the spec: a ceiling so that a page never grows without end. */
  maxScale: 4,
  thumbnailScale: 0.2,
  thumbnailWidth: 120,
  thumbnailMaxHeight: 192,
  printScale: 1.5,
  pageTurnTimeoutMs: 400,
  signatureDrawWaitMs: 200,
  defaultWidth: 600,
  defaultHeight: 400,
  minContentHeightOffset: 80,
  workerSrc: '/web-workers/pdf.worker.min.js',
} as const;

export type StartPosition = 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';

/** The page number stays between 1 and the page count. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) {
    return 1;
  }
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
}

/**
 * The page a typed number opens: clamped between 1 and the page count (99 of 3 pages is page 3, 0 is
 * page 1); an empty or unreadable field keeps the current page.
 */
export function pageFromInput(value: string | number, current: number, pageCount: number): number {
  const typed = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(typed) ? clampPage(typed, pageCount) : clampPage(current, pageCount);
}

const round = (n: number) => Math.round(n * 10) / 10;

export const zoomIn = (scale: number) => Math.min(PDF_PREVIEW.maxScale, round(scale + PDF_PREVIEW.zoomStep));
export const zoomOut = (scale: number) => Math.max(PDF_PREVIEW.minScale, round(scale - PDF_PREVIEW.zoomStep));

/** Minimum height of the content: the initial height minus 80. */
export const minContentHeight = (initialHeight: number) => initialHeight - PDF_PREVIEW.minContentHeightOffset;

/** Where the window opens, as CSS offsets (16 px from the edges). */
export function startOffsets(position: StartPosition): {
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
} {
  const gap = 16;
  return {
    ...(position.startsWith('TOP') ? { top: gap + 56 } : { bottom: gap }),
    ...(position.endsWith('LEFT') ? { left: gap } : { right: gap }),
  };
}
