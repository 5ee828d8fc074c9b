import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize, IconMinus, IconX } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { minContentHeight, PDF_PREVIEW, type StartPosition, startOffsets } from './pdf-preview.rules';
import classes from './preview-window.module.css';

type Props = {
  title: string;
  position?: StartPosition;
  onClose: () => void;
  children: ReactNode;
  /** Buttons of the content (zoom, pages) in the title bar. */
  tools?: ReactNode;
};

/** Position and size as CSS variables: the maximized and phone styles override them without !important. */
function windowVariables(position: StartPosition): CSSProperties {
  const offsets = startOffsets(position);
  const px = (n: number | undefined) => (n === undefined ? undefined : `${n}px`);
  return {
    '--preview-top': px(offsets.top),
    '--preview-bottom': px(offsets.bottom),
    '--preview-left': px(offsets.left),
    '--preview-right': px(offsets.right),
    '--preview-width': `${PDF_PREVIEW.defaultWidth}px`,
    '--preview-height': `${PDF_PREVIEW.defaultHeight}px`,
  } as CSSProperties;
}

/**
 * A floating, non-modal window: the app stays usable beside it. It can be minimized, restored and
 * maximized (spec §4); Escape closes it.
 */
export function PreviewWindow({ title, position = 'TOP_LEFT', onClose, children, tools }: Props) {
  const [mode, setMode] = useState<'normal' | 'minimized' | 'maximized'>('normal');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const button = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <section
      className={classes.window}
      role="dialog"
      aria-label={`Vorschau: ${title}`}
      data-minimized={mode === 'minimized' || undefined}
      data-maximized={mode === 'maximized' || undefined}
      style={windowVariables(position)}
    >
      <div className={classes.titlebar}>
        <span className={classes.title} title={title}>
          {title}
        </span>
        {mode !== 'minimized' && tools}
        <Group gap={2} wrap="nowrap">
          {mode === 'normal'
            ? button('Minimieren', <IconMinus size={16} />, () => setMode('minimized'))
            : button('Wiederherstellen', <IconMinimize size={16} />, () => setMode('normal'))}
          {mode !== 'maximized' && button('Maximieren', <IconMaximize size={16} />, () => setMode('maximized'))}
          {button('Schließen', <IconX size={16} />, onClose)}
        </Group>
      </div>
      {/* Minimized, the content stays mounted (hidden): restoring keeps the page and the zoom. */}
      <div
        className={classes.content}
        hidden={mode === 'minimized'}
        style={{ minHeight: minContentHeight(PDF_PREVIEW.defaultHeight) }}
      >
        {children}
      </div>
    </section>
  );
}
