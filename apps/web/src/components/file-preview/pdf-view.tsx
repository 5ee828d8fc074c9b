import { type DocSignatures, SIGN_TEXT, type SignatureOverlay } from '@maklerwerk/domain';
import { ActionIcon, Alert, Group, Loader, NumberInput, Text, Tooltip } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconLayoutSidebar,
  IconPrinter,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { clampPage, PDF_PREVIEW, pageFromInput, zoomIn, zoomOut } from './pdf-preview.rules';
import classes from './pdf-view.module.css';

// The worker is a file of its own, served from /web-workers (not inlined into a chunk).
GlobalWorkerOptions.workerSrc = PDF_PREVIEW.workerSrc;

export const PREVIEW_FAILED = 'Ups! Da ist etwas schiefgelaufen!';
/** How close to the page's left or right edge a drag turns the page. */
const EDGE_PX = 40;

type State = { status: 'loading' } | { status: 'ready'; pdf: PDFDocumentProxy } | { status: 'error'; message: string };

async function renderPage(
  pdf: PDFDocumentProxy,
  number: number,
  canvas: HTMLCanvasElement,
  scale: number,
): Promise<RenderTask> {
  const page = await pdf.getPage(number);
  const viewport = page.getViewport({ scale });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  return page.render({ canvas, viewport });
}

function Thumbnail({
  pdf,
  number,
  current,
  onClick,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  current: boolean;
  onClick: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let task: RenderTask | undefined;
    if (canvas.current) {
      void renderPage(pdf, number, canvas.current, PDF_PREVIEW.thumbnailScale).then((t) => {
        task = t;
        return t.promise.catch(() => undefined);
      });
    }
    return () => task?.cancel();
  }, [pdf, number]);
  return (
    <button
      type="button"
      className={classes.thumb}
      data-current={current || undefined}
      onClick={onClick}
      aria-label={`Seite ${number}`}
    >
      <canvas ref={canvas} />
    </button>
  );
}

/** Prints every page at scale 1.5 from images in a hidden frame. */
async function printPdf(pdf: PDFDocumentProxy): Promise<void> {
  const images: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const canvas = document.createElement('canvas');
    const task = await renderPage(pdf, n, canvas, PDF_PREVIEW.printScale);
    await task.promise;
    images.push(canvas.toDataURL('image/png'));
    canvas.width = 0;
    canvas.height = 0;
  }
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  if (!doc) {
    frame.remove();
    return;
  }
  doc.body.style.margin = '0';
  for (const src of images) {
    const img = doc.createElement('img');
    img.src = src;
    img.style.width = '100%';
    img.style.pageBreakAfter = 'always';
    doc.body.append(img);
  }
  await Promise.all([...doc.images].map((img) => img.decode().catch(() => undefined)));
  frame.contentWindow?.print();
  setTimeout(() => frame.remove(), 1000);
}

/** Signatures given so far, fetched once per file; a failure is logged and leaves the list empty (spec §8). */
function useSignatureOverlays(load: ((signal: AbortSignal) => Promise<DocSignatures>) | undefined) {
  const [overlays, setOverlays] = useState<SignatureOverlay[]>([]);
  useEffect(() => {
    if (!load) {
      return;
    }
    const controller = new AbortController();
    load(controller.signal).then(
      (result) => setOverlays(result.signatures),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.error(SIGN_TEXT.signatureFetchError, error);
          setOverlays([]);
        }
      },
    );
    return () => controller.abort();
  }, [load]);
  return overlays;
}

/** The PDF of the preview popup: page by page on a canvas, zoom, thumbnails, print, page turn by drag. */
export default function PdfView({
  url,
  loadSignatures,
}: {
  url: string;
  /** The signature overlays of this file (docSignatures), drawn on their pages. */
  loadSignatures?: (signal: AbortSignal) => Promise<DocSignatures>;
}) {
  const overlays = useSignatureOverlays(loadSignatures);
  const [drawnPage, setDrawnPage] = useState<number | null>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [page, setPage] = useState(1);
  /** What is typed into the page field until Enter or leaving the field opens it (clamped). */
  const [typedPage, setTypedPage] = useState<string | number | null>(null);
  const [scale, setScale] = useState<number>(PDF_PREVIEW.initialScale);
  const [thumbs, setThumbs] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const lastTurn = useRef(0);
  const drag = useRef<{ x: number; edge: boolean } | null>(null);

  useEffect(() => {
    setState({ status: 'loading' });
    setPage(1);
    setTypedPage(null);
    setScale(PDF_PREVIEW.initialScale);
    const loading = getDocument({ url, withCredentials: true });
    loading.promise.then(
      (pdf) => setState({ status: 'ready', pdf }),
      (error: unknown) =>
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    // Closing frees the document, its worker resources and caches.
    return () => {
      void loading.destroy();
    };
  }, [url]);

  const pdf = state.status === 'ready' ? state.pdf : undefined;
  useEffect(() => {
    if (!pdf || !canvas.current) {
      return;
    }
    let task: RenderTask | undefined;
    let cancelled = false;
    void renderPage(pdf, page, canvas.current, scale).then(
      (t) => {
        task = t;
        if (cancelled) {
          t.cancel();
        }
        return t.promise.then(
          () => {
            // The overlays follow the page once it is drawn (spec §4: 200 ms after drawing).
            setTimeout(() => !cancelled && setDrawnPage(page), PDF_PREVIEW.signatureDrawWaitMs);
          },
          (error: unknown) => {
            if (!(error instanceof Error && error.name === 'RenderingCancelledException')) {
              setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
            }
          },
        );
      },
      (error: unknown) =>
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
      setDrawnPage(null);
      task?.cancel();
    };
  }, [pdf, page, scale]);

  if (state.status === 'loading') {
    return (
      <Group justify="center" p="xl">
        <Loader role="status" aria-label="Dokument wird geladen" />
      </Group>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" m="md" role="alert" title={PREVIEW_FAILED}>
        {state.message}
      </Alert>
    );
  }
  const count = state.pdf.numPages;
  const go = (n: number) => {
    setTypedPage(null);
    setPage(clampPage(n, count));
  };
  const openTypedPage = () => typedPage !== null && go(pageFromInput(typedPage, page, count));
  const turn = (delta: number) => {
    const now = Date.now();
    if (now - lastTurn.current >= PDF_PREVIEW.pageTurnTimeoutMs) {
      lastTurn.current = now;
      go(page + delta);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const edge = event.clientX - box.left < EDGE_PX || box.right - event.clientX < EDGE_PX;
    drag.current = { x: event.clientX, edge };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (start?.edge && Math.abs(event.clientX - start.x) > 30) {
      turn(event.clientX < start.x ? 1 : -1);
      drag.current = { x: event.clientX, edge: true };
    }
  };
  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <>
      <div className={classes.toolbar}>
        {tool('Miniaturansichten', <IconLayoutSidebar size={16} />, () => setThumbs((t) => !t))}
        {tool('Vorherige Seite', <IconChevronLeft size={16} />, () => go(page - 1), page <= 1)}
        <NumberInput
          aria-label="Seite"
          value={typedPage ?? page}
          onChange={setTypedPage}
          onBlur={openTypedPage}
          onKeyDown={(event) => event.key === 'Enter' && openTypedPage()}
          min={1}
          max={count}
          clampBehavior="none"
          allowDecimal={false}
          hideControls
          size="xs"
          w={52}
        />
        <Text size="xs" c="dimmed">
          von {count}
        </Text>
        {tool('Nächste Seite', <IconChevronRight size={16} />, () => go(page + 1), page >= count)}
        {tool('Verkleinern', <IconZoomOut size={16} />, () => setScale(zoomOut), scale <= PDF_PREVIEW.minScale)}
        <Text size="xs" w={44} ta="center" aria-live="polite">
          {Math.round(scale * 100)} %
        </Text>
        {tool('Vergrößern', <IconZoomIn size={16} />, () => setScale(zoomIn))}
        {tool('Drucken', <IconPrinter size={16} />, () => {
          setPrintError(null);
          printPdf(state.pdf).catch((e: unknown) => setPrintError(e instanceof Error ? e.message : String(e)));
        })}
      </div>
      {printError && (
        <Alert color="red" variant="light" m="xs" role="alert" title={PREVIEW_FAILED}>
          {printError}
        </Alert>
      )}
      <div className={classes.body}>
        {thumbs && (
          <nav className={classes.thumbs} aria-label="Miniaturansichten">
            {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
              <Thumbnail key={n} pdf={state.pdf} number={n} current={page === n} onClick={() => go(n)} />
            ))}
          </nav>
        )}
        {/* Focusable, so that the page can be scrolled with the keyboard when it is larger than the window. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className={classes.page} tabIndex={0} aria-label="Seitenansicht">
          <div className={classes.sheet}>
            <canvas
              ref={canvas}
              aria-label={`Seite ${page} von ${count}`}
              role="img"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => {
                drag.current = null;
              }}
            />
            {drawnPage === page &&
              overlays
                .filter((o) => o.page === page)
                .map((o) => (
                  <img
                    key={`${o.x}-${o.y}`}
                    src={o.imageBase64.startsWith('data:') ? o.imageBase64 : `data:image/png;base64,${o.imageBase64}`}
                    alt="Unterschrift"
                    className={classes.signature}
                    style={{
                      left: `${o.x * 100}%`,
                      top: `${o.y * 100}%`,
                      width: `${o.width * 100}%`,
                      height: `${o.height * 100}%`,
                    }}
                  />
                ))}
          </div>
        </section>
      </div>
    </>
  );
}
