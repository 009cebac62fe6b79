import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { UPLOAD_KINDS } from '@trailpost/contracts';
import { useRef, useState, type DragEvent } from 'react';

/** What the file dialog offers; a file picked anyway is still checked by name and type. */
const ACCEPT = [...UPLOAD_KINDS.import.extensions.map((ext) => `.${ext}`), ...UPLOAD_KINDS.import.mimeTypes].join(',');

type Props = { disabled?: boolean; onFile: (file: File) => void };

/** A drop target with a Browse button; one file only, so of several dropped files the first is taken. */
export function FileDropZone({ disabled = false, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'rgba(31, 95, 191, 0.06)' : 'grey.50',
        borderRadius: 2,
        px: 3,
        py: 4,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <UploadFileOutlined sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} />
      <Typography sx={{ fontWeight: 600 }}>Drag and drop your spreadsheet here</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        One .xls or .xlsx file
      </Typography>
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        Browse file
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label="Import file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still counts as a choice.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
