import { useState, type ComponentType, type MouseEvent } from 'react';
import { Button, Group, Input, Popover, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { LINK_PROTOCOLS, lessonHtmlOf } from '@ito/contracts/programs/lesson-html';
import {
  BoldIcon,
  CodeIcon,
  Heading2Icon,
  Heading3Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListNumbersIcon,
  QuoteIcon,
  RuleIcon,
  StrikeIcon,
  UnderlineIcon,
  type IconProps,
} from '../../../shared/ui/icons.tsx';
import classes from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (html: string) => void;
}

/**
 * A pointer press on a format button keeps the caret in the text: the button takes no focus, so what is typed
 * next goes on in the editor at once, and a space cannot press the button again. Keyboard users still reach it.
 */
const keepCaret = (event: MouseEvent) => event.preventDefault();

const isAllowedLink = (href: string) => {
  try {
    return (LINK_PROTOCOLS as readonly string[]).includes(new URL(href).protocol.replace(/:$/, ''));
  } catch {
    return false;
  }
};

/**
 * The Tiptap editor of a lesson's text (decision 051), loaded only when a lesson is edited. It offers exactly the
 * allow-list the server keeps: headings 2 and 3, bold, italic, underline, strike, lists, quotes, code, links, rules.
 */
export default function RichTextEditor({ id, label, value, error, onChange }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: [...LINK_PROTOCOLS],
          isAllowedUri: isAllowedLink,
          HTMLAttributes: { rel: 'noopener nofollow', target: null },
        },
      }),
    ],
    // Text saved before lessons had rich text is shown as its paragraphs.
    content: lessonHtmlOf(value),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        dir: 'auto',
        class: classes.content!,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    // The label is a div: the editable area is no form control, it is named by its own aria-label.
    <Input.Wrapper label={label} labelElement="div" error={error}>
      <div className={classes.frame} data-invalid={error ? 'true' : undefined}>
        {editor ? <Toolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
      </div>
    </Input.Wrapper>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('studio');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { key: keyof typeof state; Icon: ComponentType<IconProps>; run: () => void }[] = [
    { key: 'h2', Icon: Heading2Icon, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', Icon: Heading3Icon, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bold', Icon: BoldIcon, run: () => chain().toggleBold().run() },
    { key: 'italic', Icon: ItalicIcon, run: () => chain().toggleItalic().run() },
    { key: 'underline', Icon: UnderlineIcon, run: () => chain().toggleUnderline().run() },
    { key: 'strike', Icon: StrikeIcon, run: () => chain().toggleStrike().run() },
    { key: 'bulletList', Icon: ListIcon, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', Icon: ListNumbersIcon, run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', Icon: QuoteIcon, run: () => chain().toggleBlockquote().run() },
    { key: 'codeBlock', Icon: CodeIcon, run: () => chain().toggleCodeBlock().run() },
  ];
  return (
    <Group gap={4} wrap="wrap" role="toolbar" aria-label={t('editor.toolbar')} className={classes.toolbar}>
      {buttons.map((b) => (
        <Button
          key={b.key}
          size="compact-sm"
          variant={state[b.key] ? 'filled' : 'subtle'}
          aria-pressed={state[b.key]}
          title={t(`editor.${b.key}`)}
          onMouseDown={keepCaret}
          onClick={b.run}
        >
          {/* Named by its words, not aria-label: the icon shown is not the name (WCAG 2.5.3 label in name). */}
          <b.Icon />
          <VisuallyHidden>{t(`editor.${b.key}`)}</VisuallyHidden>
        </Button>
      ))}
      <LinkButton editor={editor} isActive={state.link} />
      <Button
        size="compact-sm"
        variant="subtle"
        title={t('editor.rule')}
        onMouseDown={keepCaret}
        onClick={() => chain().setHorizontalRule().run()}
      >
        <RuleIcon />
        <VisuallyHidden>{t('editor.rule')}</VisuallyHidden>
      </Button>
    </Group>
  );
}

/** Sets, changes or removes the link on the selection; only http(s) and mailto addresses are taken. */
function LinkButton({ editor, isActive }: { editor: Editor; isActive: boolean }) {
  const { t } = useTranslation('studio');
  const [opened, setOpened] = useState(false);
  const [href, setHref] = useState('');
  const isValid = isAllowedLink(href.trim());

  const open = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
    setOpened(true);
  };
  const apply = () => {
    if (!isValid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    setOpened(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withArrow position="bottom">
      <Popover.Target>
        <Button
          size="compact-sm"
          variant={isActive ? 'filled' : 'subtle'}
          aria-pressed={isActive}
          title={t('editor.link')}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          <LinkIcon />
          <VisuallyHidden>{t('editor.link')}</VisuallyHidden>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            label={t('editor.linkAddress')}
            type="url"
            dir="ltr"
            value={href}
            onChange={(e) => setHref(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
            error={href.trim() !== '' && href.trim() !== 'https://' && !isValid ? t('editor.linkInvalid') : undefined}
          />
          <Group gap="xs">
            <Button size="compact-sm" onClick={apply} disabled={!isValid}>
              {t('editor.linkApply')}
            </Button>
            {isActive ? (
              <Button size="compact-sm" variant="subtle" color="danger" onClick={remove}>
                {t('editor.linkRemove')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
