import { Alert, Group, Loader } from '@mantine/core';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PDF_PREVIEW } from '../file-preview/pdf-preview.rules';
import classes from './pdf-pages.module.css';

GlobalWorkerOptions.workerSrc = PDF_PREVIEW.workerSrc;

export const PDF_PAGES_FAILED = 'Ups! Da ist etwas schiefgelaufen!';

type State = { status: 'loading' } | { status: 'ready'; pdf: PDFDocumentProxy } | { status: 'error'; message: string };

/** One page drawn sharp for its width (device pixels), with a layer above it for fields or signatures. */
function Page({
  pdf,
  number,
  width,
  children,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  width: number;
  children?: ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // A4 until the page tells its own (height = width × √2).
  const [ratio, setRatio] = useState(Math.SQRT2);
  useEffect(() => {
    let task: RenderTask | undefined;
    let cancelled = false;
    void pdf.getPage(number).then((page) => {
      const base = page.getViewport({ scale: 1 });
      setRatio(base.height / base.width);
      const target = canvas.current;
      if (cancelled || !target || width <= 0) {
        return;
      }
      const viewport = page.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1) });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      task = page.render({ canvas: target, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, number, width]);
  return (
    <div className={classes.page} style={{ aspectRatio: `1 / ${ratio}` }} data-page={number}>
      <canvas ref={canvas} role="img" aria-label={`Seite ${number} von ${pdf.numPages}`} />
      <div className={classes.layer}>{children}</div>
    </div>
  );
}

/**
 * Every page of a PDF below each other, as wide as the container (a phone as well as a desktop), each
 * with a layer for what lies on it: the signing fields of the preparation and signing pages.
 */
export function PdfPages({
  url,
  maxWidth = 900,
  layer,
  onLoaded,
}: {
  url: string;
  maxWidth?: number;
  /** What lies on page n; positions in fractions of the page (left/top/width/height in %). */
  layer?: (page: number) => ReactNode;
  onLoaded?: (pageCount: number) => void;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  useEffect(() => {
    setState({ status: 'loading' });
    const loading = getDocument({ url, withCredentials: true });
    loading.promise.then(
      (pdf) => {
        setState({ status: 'ready', pdf });
        loaded.current?.(pdf.numPages);
      },
      (error: unknown) =>
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      void loading.destroy();
    };
  }, [url]);

  useEffect(() => {
    const element = box.current;
    if (!element) {
      return;
    }
    const measure = () => setWidth(Math.min(element.clientWidth, maxWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxWidth]);

  return (
    <div ref={box}>
      {state.status === 'loading' && (
        <Group justify="center" p="xl">
          <Loader role="status" aria-label="Dokument wird geladen" />
        </Group>
      )}
      {state.status === 'error' && (
        <Alert color="red" variant="light" role="alert" title={PDF_PAGES_FAILED}>
          {state.message}
        </Alert>
      )}
      {state.status === 'ready' && (
        <div className={classes.pages} style={{ maxWidth: width || undefined, margin: '0 auto' }}>
          {Array.from({ length: state.pdf.numPages }, (_, i) => i + 1).map((n) => (
            <Page key={n} pdf={state.pdf} number={n} width={width}>
              {layer?.(n)}
            </Page>
          ))}
        </div>
      )}
    </div>
  );
}

/** CSS of a box given in fractions of its page. */
export function fractionBox(f: { x: number; y: number; width: number; height: number }) {
  return {
    position: 'absolute' as const,
    left: `${f.x * 100}%`,
    top: `${f.y * 100}%`,
    width: `${f.width * 100}%`,
    height: `${f.height * 100}%`,
  };
}
