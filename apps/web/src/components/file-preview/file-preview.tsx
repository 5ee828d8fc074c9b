import { type DocSignatures, previewKind } from '@maklerwerk/domain';
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { StartPosition } from './pdf-preview.rules';
import { PreviewWindow } from './preview-window';
import classes from './preview-window.module.css';

const PdfView = lazy(() => import('./pdf-view'));

type Props = {
  url: string;
  fileName: string;
  onClose: () => void;
  /** Where 'Herunterladen' points (default: the preview address). */
  downloadUrl?: string;
  position?: StartPosition;
  /** Signatures to draw over a PDF's pages (docSignatures of the file). */
  loadSignatures?: (signal: AbortSignal) => Promise<DocSignatures>;
};

function TextFile({ url }: { url: string }) {
  const text = useQuery({
    queryKey: ['vorschau-text', url],
    queryFn: async ({ signal }) => (await fetch(url, { credentials: 'same-origin', signal })).text(),
    gcTime: 0,
  });
  return <pre className={classes.text}>{text.data ?? ''}</pre>;
}

/** The file preview popup (spec §4): PDF with pdf.js, images, audio and video natively, text, sandboxed HTML. */
export function FilePreview({ url, fileName, onClose, downloadUrl, position, loadSignatures }: Props) {
  const kind = previewKind(fileName);
  const body = (() => {
    switch (kind) {
      case 'pdf':
        return (
          <Suspense fallback={null}>
            <PdfView url={url} {...(loadSignatures ? { loadSignatures } : {})} />
          </Suspense>
        );
      case 'image':
        return <img src={url} alt={fileName} className={classes.media} />;
      case 'audio':
        // biome-ignore lint/a11y/useMediaCaption: documents of a customer file carry no caption track
        return <audio src={url} controls className={classes.media} aria-label={fileName} />;
      case 'video':
        // biome-ignore lint/a11y/useMediaCaption: documents of a customer file carry no caption track
        return <video src={url} controls className={classes.media} aria-label={fileName} />;
      case 'text':
        return <TextFile url={url} />;
      case 'html':
        // An empty sandbox: the page is shown, its scripts never run (the server adds a sandbox policy too).
        return <iframe src={url} sandbox="" title={fileName} className={classes.frame} />;
      case 'none':
        return (
          <Text p="md" size="sm">
            Der Browser unterstützt das Format nicht. Bitte laden Sie die Datei herunter:{' '}
            <Anchor href={downloadUrl ?? url} download underline="always">
              Herunterladen
            </Anchor>
          </Text>
        );
    }
  })();
  return (
    <PreviewWindow title={fileName} position={position} onClose={onClose}>
      {body}
    </PreviewWindow>
  );
}

export default FilePreview;
