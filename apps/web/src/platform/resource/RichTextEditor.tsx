import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import type { Node as DocNode } from '@tiptap/pm/model';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ConfigProvider, Form } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ImageDialog, LinkDialog } from './RichTextDialogs.tsx';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import './rich-text.css';
import { safeLinkUrl } from './rich-text-urls.ts';

/** A counter shows below limits a person can reach; an article's body (2^31 characters) has none. */
const COUNTED_MAX = 100_000;

/** Text or an image: an editor holding only empty paragraphs, lists or rules is empty, so "required" holds. */
const hasContent = (doc: DocNode) => {
  if (doc.textContent.trim() !== '') return true;
  let image = false;
  doc.descendants((node) => {
    if (node.type.name === 'image') image = true;
    return !image;
  });
  return image;
};

/** The field's value: the editor's HTML, or '' when there is nothing in it. */
const htmlOf = (editor: Editor) => (hasContent(editor.state.doc) ? editor.getHTML() : '');

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  placeholder?: string;
  /** The field's maximum length of its HTML (what the server checks). */
  max?: number;
};

/**
 * A rich-text field (TipTap) for antd's Form: `value` in, `onChange(html)` out, '' when empty. It writes only what
 * the server's allow list keeps (packages/contracts/src/platform/rich-text.ts): paragraphs, headings 1–3, bold,
 * italic, underline, strike, lists, quotes, rules, http(s)/mailto links and images of this site. Loaded on its
 * own (fields.tsx imports it lazily): forms without rich text never fetch it.
 */
export default function RichTextEditor({ id, value, onChange, disabled, placeholder, max }: Props) {
  // A disabled Form (while saving) disables its antd controls through context; this one reads it too.
  const formDisabled = ConfigProvider.useConfig().componentDisabled;
  const readOnly = !!(disabled || formDisabled);
  const { status } = Form.Item.useStatus();
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);

  // The latest callbacks, for the editor's handlers created once.
  const onChangeRef = useRef(onChange);
  const placeholderRef = useRef(placeholder);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    placeholderRef.current = placeholder;
  });
  /** The HTML last sent out: a `value` equal to it is the form echoing us, not a new value to load. */
  const emitted = useRef(value ?? '');

  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        // Not in the allow list: no code, no code blocks (typing ``` would otherwise make one).
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => safeLinkUrl(url) === url },
      }),
      // Pasted data: images would bloat the row; images are uploaded instead.
      Image.configure({ allowBase64: false }),
      // Read when TipTap draws its decorations, never during render: the text follows a change of language.
      // eslint-disable-next-line react-hooks/refs
      Placeholder.configure({ placeholder: () => placeholderRef.current ?? '' }),
    ],
    [],
  );
  const editorProps = useMemo(() => ({ attributes: { ...(id ? { id } : {}), role: 'textbox', 'aria-multiline': 'true', class: 'zh-rich-text' } }), [id]);

  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable: !readOnly,
    editorProps,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value from outside (the form reset, or set by the page): loaded without echoing it back as a change.
  useEffect(() => {
    const next = value ?? '';
    if (next === emitted.current) return;
    emitted.current = next;
    if (next !== htmlOf(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // Named like its form label, which points at this id but cannot label a contenteditable element itself. The view
  // exists only once the editor is mounted (a tick after its first render): reading it earlier throws.
  useEffect(() => {
    const label = id ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`)?.textContent : undefined;
    const name = label || placeholder;
    if (!name) return;
    const apply = () => {
      if (!editor.isDestroyed) editor.view.dom.setAttribute('aria-label', name);
    };
    if (editor.isInitialized) {
      apply();
      return;
    }
    editor.on('create', apply);
    return () => {
      editor.off('create', apply);
    };
  });

  const length = useEditorState({ editor, selector: ({ editor: e }) => (max !== undefined && max <= COUNTED_MAX ? htmlOf(e).length : 0) });
  const counted = max !== undefined && max <= COUNTED_MAX;
  const href = dialog === 'link' ? (editor.getAttributes('link').href as string | undefined) : undefined;

  const setLink = (url: string) => {
    setDialog(null);
    const chain = editor.chain().focus().extendMarkRange('link');
    // Nothing selected: the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link')) void chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else void chain.setLink({ href: url }).run();
  };

  const className = ['zh-rich-text-editor', readOnly && 'is-disabled', status === 'error' && 'is-error', status === 'warning' && 'is-warning'].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <RichTextToolbar editor={editor} disabled={readOnly} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />
      <EditorContent editor={editor} />
      {counted && <div className={`zh-rich-text-count${length > max ? ' is-over' : ''}`}>{`${length} / ${max}`}</div>}
      <LinkDialog open={dialog === 'link'} href={href} onOk={setLink} onCancel={() => setDialog(null)} />
      <ImageDialog
        open={dialog === 'image'}
        onOk={(image) => {
          setDialog(null);
          void editor.chain().focus().setImage(image).run();
        }}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
