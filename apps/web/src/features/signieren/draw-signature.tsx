import { SIGNATURE_MAX_PIXELS } from '@maklerwerk/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import SignaturePad from 'signature_pad';
import classes from './signature-input.module.css';

type Props = {
  /** The drawing as a PNG data URL after each stroke; null when the pad is (again) empty. */
  onChange: (png: string | null) => void;
  empty: boolean;
};

/** A pad to sign on with finger, pen or mouse; sharp on every screen (canvas in device pixels). */
export function DrawSignature({ onChange, empty }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const hintId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    // Without a 2D context (a test's DOM) there is nothing to draw on.
    if (!canvas?.getContext('2d')) {
      return;
    }
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e', minWidth: 0.8, maxWidth: 2.8 });
    padRef.current = pad;
    const report = () => changed.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));

    // The canvas has as many pixels as the screen shows (devicePixelRatio), but never more than the
    // server takes for a signature (issue 35); the strokes stay when it changes size.
    const resize = () => {
      const area = canvas.offsetWidth * canvas.offsetHeight;
      const ratio = Math.max(
        Math.min(window.devicePixelRatio || 1, Math.sqrt(SIGNATURE_MAX_PIXELS / Math.max(area, 1))),
        1,
      );
      const width = Math.floor(canvas.offsetWidth * ratio);
      const height = Math.floor(canvas.offsetHeight * ratio);
      if (width === 0 || (canvas.width === width && canvas.height === height)) {
        return;
      }
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
      if (strokes.length > 0) {
        report();
      }
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    pad.addEventListener('endStroke', report);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <div>
      <div className={classes.padFrame}>
        <canvas
          ref={canvasRef}
          className={classes.pad}
          role="img"
          aria-label="Unterschriftsfeld zum Zeichnen"
          aria-describedby={hintId}
        />
        <span className={classes.baseline} aria-hidden />
      </div>
      <Group justify="space-between" align="center" mt={6} gap="xs" wrap="nowrap">
        <Text id={hintId} size="xs" c="dimmed">
          Mit Finger, Stift oder Maus im Feld unterschreiben.
        </Text>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={clear}
          disabled={empty}
        >
          Löschen
        </Button>
      </Group>
    </div>
  );
}
