import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '../utils/file-size';

export type FileStatus = 'checking' | 'uploading' | 'uploaded' | 'refused';

type Props = { name: string; size: number; status: FileStatus; problem: string | null };

const STATUS_TEXT: Record<FileStatus, string> = {
  checking: 'Checking…',
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  refused: '',
};

/** The chosen file: its name and size, the upload's progress, and why it was refused. */
export function ChosenFile({ name, size, status, problem }: Props) {
  const refused = status === 'refused';
  return (
    <Box
      role="group"
      aria-label="Chosen file"
      sx={{ border: 1, borderColor: refused ? 'error.main' : 'divider', borderRadius: 2, px: 2, py: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <InsertDriveFileOutlined sx={{ color: refused ? 'error.main' : 'primary.main' }} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography noWrap sx={{ fontWeight: 600 }} title={name}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatFileSize(size)}
            {STATUS_TEXT[status] ? ` · ${STATUS_TEXT[status]}` : ''}
          </Typography>
        </Box>
        {status === 'uploaded' ? <CheckCircle color="success" aria-hidden /> : null}
        {refused ? <ErrorOutline color="error" aria-hidden /> : null}
      </Box>
      {status === 'uploading' || status === 'checking' ? (
        <LinearProgress aria-label="Uploading file" sx={{ mt: 1.5, borderRadius: 1 }} />
      ) : null}
      {problem ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
          {problem}
        </Typography>
      ) : null}
    </Box>
  );
}
