import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type FormEvent } from 'react';

export type UrlDialogRequest = {
  title: string;
  urlLabel: string;
  initialUrl?: string;
  /** A second field (an image's text alternative), when the dialog asks for one. */
  textLabel?: string;
  /** Why the address is refused, or null when it is fine. */
  check: (url: string) => string | null;
  onSubmit: (url: string, text: string) => void;
};

/** Asks for an address (a link, an image) in a small dialog; open while a request is given. */
export function UrlDialog({ request, onClose }: { request: UrlDialogRequest | null; onClose: () => void }) {
  const titleId = useId();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!request) return;
    setUrl(request.initialUrl ?? '');
    setText('');
    setError(null);
  }, [request]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The editor's own form must not submit with this one.
    event.stopPropagation();
    if (!request) return;
    const trimmed = url.trim();
    const problem = request.check(trimmed);
    if (problem) {
      setError(problem);
      return;
    }
    request.onSubmit(trimmed, text.trim());
    onClose();
  };

  return (
    <Dialog open={request !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{request?.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={request?.urlLabel}
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error}
              autoFocus
              fullWidth
              inputMode="url"
            />
            {request?.textLabel ? <TextField label={request.textLabel} value={text} onChange={(event) => setText(event.target.value)} fullWidth /> : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
