import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';

type Options = {
  /** The HTML it starts with. */
  content: string;
  /** The accessible name of the editable area. */
  ariaLabel: string;
  editable?: boolean;
  /** Called with the HTML after each change. */
  onUpdate?: (html: string, editor: Editor) => void;
};

/** The rich-text editor of the mail composer and the appointment description: formatting, lists, links. */
export function useRichTextEditor({ content, ariaLabel, editable = true, onUpdate }: Options) {
  return useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content,
    editable,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': ariaLabel, 'aria-multiline': 'true' } },
    onUpdate: onUpdate ? ({ editor }) => onUpdate(editor.getHTML(), editor) : undefined,
  });
}

type Props = {
  editor: Editor | null;
  label: string;
  /** Least height of the editable area in px. */
  minHeight?: number;
  error?: string | null;
  readOnly?: boolean;
};

/** The toolbar and the editable area of `useRichTextEditor`, with a label above. */
export function RichTextField({ editor, label, minHeight = 240, error, readOnly }: Props) {
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'div' }} error={error}>
      <RichTextEditor editor={editor} aria-labelledby={labelId}>
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={0}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
