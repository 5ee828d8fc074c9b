import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import { fractionBox } from '../../../components/pdf-pages/pdf-pages';
import classes from './field-box.module.css';
import { type Box, boxAfterKey, moveBox, resizeBox } from './field-geometry';
import type { SignerColour } from './signatur-draft';

type Drag = { pointerId: number; startX: number; startY: number; rect: DOMRect; box: Box; mode: 'move' | 'resize' };

const colourStyle = (colour: SignerColour, box: Box) =>
  ({
    ...fractionBox(box),
    '--field-border': `var(--mantine-color-${colour}-7)`,
    '--field-chip': `var(--mantine-color-${colour}-1)`,
  }) as CSSProperties;

/** A field of a sent request: where the signer signs, not movable. */
export function ReadOnlyFieldBox({ box, colour, name }: { box: Box; colour: SignerColour; name: string }) {
  return (
    <div className={classes.field} style={colourStyle(colour, box)}>
      <div className={`${classes.body} ${classes.readOnly}`}>
        <span className={classes.label}>{name}</span>
      </div>
    </div>
  );
}

type Props = {
  box: Box;
  page: number;
  colour: SignerColour;
  name: string;
  /** The id of the text that explains dragging and the keys. */
  hintId: string;
  onChange: (box: Box) => void;
  onRemove: () => void;
};

/**
 * A field being placed: drag to move (mouse, pen, finger), the corner handle resizes, arrow keys move
 * by 1 % (with Shift resize), Delete removes it. Positions are fractions of the page (the parent layer).
 */
export function FieldBox({ box, page, colour, name, hintId, onChange, onRemove }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const start = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    const layer = root.current?.parentElement;
    if (!layer || (event.pointerType === 'mouse' && event.button !== 0)) {
      return;
    }
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      rect: layer.getBoundingClientRect(),
      box,
      mode,
    };
    if (mode === 'move') {
      event.currentTarget.focus();
    }
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || current.rect.width <= 0 || current.rect.height <= 0) {
      return;
    }
    const dx = (event.clientX - current.startX) / current.rect.width;
    const dy = (event.clientY - current.startY) / current.rect.height;
    onChange(current.mode === 'move' ? moveBox(current.box, dx, dy) : resizeBox(current.box, dx, dy));
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) {
      drag.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    }
  };
  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
      return;
    }
    const next = boxAfterKey(box, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      onChange(next);
    }
  };
  const label = name.trim() || 'ohne Namen';

  return (
    <div ref={root} className={classes.field} style={colourStyle(colour, box)} data-field>
      <button
        type="button"
        className={classes.body}
        aria-label={`Unterschriftsfeld ${label}, Seite ${page}`}
        aria-describedby={hintId}
        onPointerDown={start('move')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={key}
        onClick={(event) => event.stopPropagation()}
      >
        <span className={classes.label}>{label}</span>
      </button>
      <button
        type="button"
        className={classes.remove}
        aria-label={`Unterschriftsfeld ${label} auf Seite ${page} löschen`}
        title="Feld löschen"
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
      >
        <span aria-hidden>×</span>
      </button>
      <span
        className={classes.handle}
        aria-hidden
        onPointerDown={start('resize')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onClick={(event) => event.stopPropagation()}
      />
    </div>
  );
}
