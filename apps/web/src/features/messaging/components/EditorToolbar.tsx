import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { checkImageUrl, checkLinkUrl } from './editor-links';
import { useEditorSelection } from './use-core-editor';
import type { UrlDialogRequest } from './UrlDialog';

// The link and image dialog's code comes with its first use, not with the editor.
const UrlDialog = lazy(() => import('./UrlDialog').then((module) => ({ default: module.UrlDialog })));

type ToolProps = { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode };

function Tool({ label, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <Tooltip title={label}>
      {/* A disabled button gives the tooltip no events: the span does. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={onClick}
          // Keeps the editor's selection: the button does not take focus from the text.
          onMouseDown={(event) => event.preventDefault()}
          color={pressed ? 'primary' : 'default'}
          sx={pressed ? { bgcolor: 'action.selected' } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const HEADINGS = [1, 2, 3] as const;

/** Bold, italic, headings, lists, link, image by address, undo and redo. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [dialog, setDialog] = useState<UrlDialogRequest | null>(null);
  const dialogDrawn = useOpenedOnce(dialog !== null);
  const state = useEditorSelection(editor, (current) => ({
    bold: current.isActive('bold'),
    italic: current.isActive('italic'),
    heading: HEADINGS.find((level) => current.isActive('heading', { level })) ?? null,
    bulletList: current.isActive('bulletList'),
    orderedList: current.isActive('orderedList'),
    link: current.isActive('link'),
    href: (current.getAttributes('link').href as string | undefined) ?? '',
    canUndo: current.can().undo(),
    canRedo: current.can().redo(),
  }));
  const chain = () => editor.chain().focus();

  const editLink = () =>
    setDialog({
      title: state.link ? 'Edit link' : 'Add link',
      urlLabel: 'Link address',
      initialUrl: state.href,
      check: checkLinkUrl,
      onSubmit: (href) => {
        if (editor.state.selection.empty && !state.link) chain().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
        else chain().extendMarkRange('link').setLink({ href }).run();
      },
    });

  const addImage = () =>
    setDialog({
      title: 'Add image',
      urlLabel: 'Image address',
      textLabel: 'Text alternative (read aloud, shown when images are off)',
      check: checkImageUrl,
      onSubmit: (src, alt) => chain().setImage({ src, alt }).run(),
    });

  return (
    <Box role="toolbar" aria-label="Formatting" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider' }}>
      <Tool label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {HEADINGS.map((level) => (
        <Tool key={level} label={`Heading ${level}`} pressed={state.heading === level} onClick={() => chain().toggleHeading({ level }).run()}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 13, width: 20 }} aria-hidden>
            H{level}
          </Typography>
        </Tool>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label="Bulleted list" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool label="Numbered list" pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label="Link" pressed={state.link} onClick={editLink}>
        <InsertLinkIcon fontSize="small" />
      </Tool>
      <Tool label="Image" onClick={addImage}>
        <ImageOutlinedIcon fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </Tool>
      <Tool label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </Tool>
      {dialogDrawn ? (
        <Suspense fallback={null}>
          <UrlDialog request={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
