import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { updateTagBody, type Tag } from '@trailpost/contracts';
import { useState, type KeyboardEvent } from 'react';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateTag } from '../api/update-tag';
import { ColorPicker } from './ColorPicker';

type Props = { tag: Tag; onDelete: (tag: Tag) => void };

/** One tag: its name (renamed in place), its colour (changed from the palette) and delete. */
export function TagRow({ tag, onDelete }: Props) {
  const toast = useToast();
  const update = useUpdateTag();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(draft !== null && draft !== tag.tag_name);

  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  const saveName = () => {
    if (draft === null) return;
    const parsed = updateTagBody.safeParse({ tag_name: draft });
    if (!parsed.success || parsed.data.tag_name === undefined) {
      setError(parsed.error?.issues[0]?.message ?? null);
      return;
    }
    if (parsed.data.tag_name === tag.tag_name) {
      cancel();
      return;
    }
    update.mutate(
      { id: tag._id, body: { tag_name: parsed.data.tag_name } },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          cancel();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  const recolour = (color: string) =>
    update.mutate(
      { id: tag._id, body: { tag_color: color } },
      { onSuccess: ({ message }) => toast.success(message), onError: (failure) => toast.error(errorMessage(failure)) },
    );

  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveName();
    } else if (event.key === 'Escape') {
      cancel();
    }
  };

  return (
    <TableRow hover>
      <TableCell sx={{ width: '50%' }}>
        {draft === null ? (
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {tag.tag_name}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
            <TextField
              size="small"
              autoFocus
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              onKeyDown={keyDown}
              error={error !== null}
              helperText={error}
              disabled={update.isPending}
              slotProps={{ htmlInput: { 'aria-label': `New name for ${tag.tag_name}` } }}
              sx={{ flexGrow: 1 }}
            />
            <Tooltip title="Save">
              <span>
                <IconButton aria-label="Save name" onClick={saveName} disabled={update.isPending} color="primary">
                  <CheckIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Cancel">
              <IconButton aria-label="Cancel rename" onClick={cancel}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ColorPicker value={tag.tag_color} onChange={recolour} label={`Colour of ${tag.tag_name}`} disabled={update.isPending} />
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {tag.tag_color}
          </Typography>
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Rename">
          <IconButton aria-label={`Rename ${tag.tag_name}`} onClick={() => setDraft(tag.tag_name)} disabled={draft !== null}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${tag.tag_name}`} onClick={() => onDelete(tag)} color="error">
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
