import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { createTagBody, DEFAULT_TAG_COLOR } from '@trailpost/contracts';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateTag } from '@/lib/api/create-tag';
import { ColorPicker } from './ColorPicker';

/** Name and colour of a new tag; the colour starts at the picker's default. */
export function AddTagForm() {
  const toast = useToast();
  const create = useCreateTag();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_TAG_COLOR);
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(name !== '' || color !== DEFAULT_TAG_COLOR);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTagBody.safeParse({ tag_name: name, tag_color: color });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setName('');
        setColor(DEFAULT_TAG_COLOR);
        setError(null);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label="Tag Name"
        size="small"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? ' '}
        sx={{ flex: '1 1 240px' }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 40 }}>
        <Tooltip title="Tag colour">
          <span>
            <ColorPicker value={color} onChange={setColor} label="Colour of the new tag" />
          </span>
        </Tooltip>
      </Box>
      <Button
        type="submit"
        variant="contained"
        disabled={create.isPending}
        startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
        sx={{ height: 40 }}
      >
        ADD TAG
      </Button>
    </Box>
  );
}
