import Icon, {
  BoldOutlined,
  ClearOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// antd's icon set has no quotation mark.
const QuoteSvg = () => (
  <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M192 256h256v256H320c0 71 57 128 128 128v96c-141 0-256-115-256-256V256zm384 0h256v256H704c0 71 57 128 128 128v96c-141 0-256-115-256-256V256z" />
  </svg>
);

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';
/** TipTap's own shortcuts, shown in the tooltips. */
const SHORTCUTS: Record<string, string> = {
  bold: `${MOD}B`,
  italic: `${MOD}I`,
  underline: `${MOD}U`,
  strike: `${MOD}Shift+S`,
  bulletList: `${MOD}Shift+8`,
  orderedList: `${MOD}Shift+7`,
  blockquote: `${MOD}Shift+B`,
  undo: `${MOD}Z`,
  redo: `${MOD}Shift+Z`,
};

type ToolProps = { name: string; label: string; icon: ReactNode; active?: boolean; enabled?: boolean; onRun: () => void };

function Tool({ name, label, icon, active, enabled = true, onRun }: ToolProps) {
  const shortcut = SHORTCUTS[name];
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label} mouseEnterDelay={0.4}>
      <Button
        size="small"
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={!enabled}
        // Keeps the editor's selection: the button must not take the focus from it.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onRun}
      />
    </Tooltip>
  );
}

type Props = { editor: Editor; disabled: boolean; onLink: () => void; onImage: () => void };

/** Bold, italic, underline, strike · headings 1–3 · lists, quote · link, image · undo, redo · clear formatting. */
export function RichTextToolbar({ editor, disabled, onLink, onImage }: Props) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const text = (key: string) => t(`resource.richText.${key}`);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void command(editor.chain().focus()).run();
  const on = !disabled;
  const heading = (level: 1 | 2 | 3) => (
    <Tool
      name={`h${level}`}
      label={t('resource.richText.heading', { level })}
      icon={<span className="zh-rich-text-heading-icon">H{level}</span>}
      active={state[`h${level}`]}
      enabled={on}
      onRun={run((c) => c.toggleHeading({ level }))}
    />
  );
  return (
    <div className="zh-rich-text-toolbar" role="toolbar" aria-label={text('toolbar')}>
      <Tool name="bold" label={text('bold')} icon={<BoldOutlined />} active={state.bold} enabled={on} onRun={run((c) => c.toggleBold())} />
      <Tool name="italic" label={text('italic')} icon={<ItalicOutlined />} active={state.italic} enabled={on} onRun={run((c) => c.toggleItalic())} />
      <Tool name="underline" label={text('underline')} icon={<UnderlineOutlined />} active={state.underline} enabled={on} onRun={run((c) => c.toggleUnderline())} />
      <Tool name="strike" label={text('strike')} icon={<StrikethroughOutlined />} active={state.strike} enabled={on} onRun={run((c) => c.toggleStrike())} />
      <Divider orientation="vertical" />
      {heading(1)}
      {heading(2)}
      {heading(3)}
      <Divider orientation="vertical" />
      <Tool name="bulletList" label={text('bulletList')} icon={<UnorderedListOutlined />} active={state.bulletList} enabled={on} onRun={run((c) => c.toggleBulletList())} />
      <Tool name="orderedList" label={text('orderedList')} icon={<OrderedListOutlined />} active={state.orderedList} enabled={on} onRun={run((c) => c.toggleOrderedList())} />
      <Tool name="blockquote" label={text('blockquote')} icon={<Icon component={QuoteSvg} />} active={state.blockquote} enabled={on} onRun={run((c) => c.toggleBlockquote())} />
      <Divider orientation="vertical" />
      <Tool name="link" label={text('link')} icon={<LinkOutlined />} active={state.link} enabled={on} onRun={onLink} />
      <Tool name="unlink" label={text('unlink')} icon={<DisconnectOutlined />} enabled={on && state.link} onRun={run((c) => c.extendMarkRange('link').unsetLink())} />
      <Tool name="image" label={text('image')} icon={<PictureOutlined />} enabled={on} onRun={onImage} />
      <Divider orientation="vertical" />
      <Tool name="undo" label={text('undo')} icon={<UndoOutlined />} enabled={on && state.canUndo} onRun={run((c) => c.undo())} />
      <Tool name="redo" label={text('redo')} icon={<RedoOutlined />} enabled={on && state.canRedo} onRun={run((c) => c.redo())} />
      <Tool name="clearFormat" label={text('clearFormat')} icon={<ClearOutlined />} enabled={on} onRun={run((c) => c.unsetAllMarks().clearNodes())} />
    </div>
  );
}
