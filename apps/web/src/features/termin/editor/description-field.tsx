import { expandShortcut, type Textbaustein } from '@maklerwerk/domain';
import type { Editor } from '@tiptap/react';
import { useRef } from 'react';
import { RichTextField, useRichTextEditor } from '../../../components/rich-text/rich-text-field';

type Props = {
  /** The stored HTML it starts with (the server hands old plain text as paragraphs). */
  initialHtml: string;
  onChange: (html: string) => void;
  shortcuts: Textbaustein[];
  readOnly: boolean;
  error?: string | null;
};

/**
 * Spec §5.1: a shortcut key followed by a space becomes its text. Looks at the text of the paragraph before
 * the cursor and replaces what `expandShortcut` changed; answers whether it did.
 */
function expandAtCursor(editor: Editor, shortcuts: Textbaustein[]): boolean {
  const { $from, empty } = editor.state.selection;
  if (!empty || shortcuts.length === 0) {
    return false;
  }
  const before = $from.parent.textBetween(0, $from.parentOffset, '\n', ' ');
  const expanded = expandShortcut(before, shortcuts);
  if (expanded === null) {
    return false;
  }
  let common = 0;
  while (common < before.length && before[common] === expanded[common]) {
    common += 1;
  }
  const to = $from.pos;
  editor
    .chain()
    .insertContentAt({ from: to - (before.length - common), to }, expanded.slice(common))
    .run();
  return true;
}

/** The description of an appointment as rich text (spec §3.1 'text (HTML description)'), the mail composer's editor. */
export function DescriptionField({ initialHtml, onChange, shortcuts, readOnly, error }: Props) {
  const list = useRef(shortcuts);
  list.current = shortcuts;
  const editor = useRichTextEditor({
    content: initialHtml,
    ariaLabel: 'Beschreibung',
    editable: !readOnly,
    onUpdate: (html, current) => {
      if (!expandAtCursor(current, list.current)) {
        onChange(html);
      }
    },
  });
  return <RichTextField editor={editor} label="Beschreibung" minHeight={120} error={error} readOnly={readOnly} />;
}
