import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useImperativeHandle, type ReactNode, type Ref } from 'react';
import { EDITOR_EXTENSIONS } from './editor-extensions';
import { EditorToolbar } from './EditorToolbar';
import { useCoreEditor } from './use-core-editor';

export type RichTextHandle = {
  /** Puts plain text at the cursor (or in place of the selection) and focuses the editor. */
  insertText: (text: string) => void;
};

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error?: string;
  /** Shown under the editor (below the error). */
  note?: ReactNode;
  ref?: Ref<RichTextHandle>;
};

/** The editable area's name, description and state for assistive technology. */
const ariaAttributes = (labelId: string, helperId: string, invalid: boolean): Record<string, string> => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-required': 'true',
  'aria-labelledby': labelId,
  'aria-describedby': helperId,
  // A variant in Arabic or Hebrew reads right to left as typed.
  dir: 'auto',
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
});

/** The e-mail body: TipTap with a small toolbar; the value is the document as HTML. */
export function RichTextEditor({ label, value, onChange, onFocus, onBlur, error, note, ref }: Props) {
  const labelId = useId();
  const helperId = useId();
  const { editor, mountRef } = useCoreEditor({
    extensions: EDITOR_EXTENSIONS,
    content: value,
    editorProps: { attributes: ariaAttributes(labelId, helperId, false) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onFocus: () => onFocus?.(),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a reset after saving) replaces the document.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: ariaAttributes(labelId, helperId, Boolean(error)) } });
  }, [editor, error, labelId, helperId]);

  useImperativeHandle(ref, () => ({
    insertText: (text) => editor.chain().focus().insertContent({ type: 'text', text }).run(),
  }));

  return (
    <div>
      <Typography id={labelId} variant="body2" component="div" sx={{ mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}>
        {label} <span aria-hidden="true">*</span>
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'grey.400',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}` },
          '& .ProseMirror': {
            minHeight: 260,
            px: 1.5,
            py: 1,
            outline: 'none',
            overflowWrap: 'anywhere',
            '& p': { my: 1 },
            '& img': { maxWidth: '100%', height: 'auto' },
            '& a': { color: 'primary.main' },
          },
        }}
      >
        <EditorToolbar editor={editor} />
        <div ref={mountRef} />
      </Box>
      <Box id={helperId}>
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
        {note}
      </Box>
    </div>
  );
}
