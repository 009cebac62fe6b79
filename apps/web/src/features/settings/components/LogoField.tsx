import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { UPLOAD_KINDS, UPLOAD_MESSAGES } from '@trailpost/contracts';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSetLogo } from '../api/set-logo';

/** Part 2 §5: messages under the logo vanish after 3 s. */
export const LOGO_MESSAGE_MS = 3000;

/** The rule of part 2 §5 checked before uploading: jpeg, jpg or png, at most 1 MB. */
export function logoProblem(file: File): string | null {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const kind = UPLOAD_KINDS.image;
  if (!(kind.extensions as readonly string[]).includes(extension)) return UPLOAD_MESSAGES.imageType;
  if (file.size > kind.maxBytes) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** Logo upload and remove: the image is checked, uploaded through its signed address and set at once. */
export function LogoField({ logo, companyName }: { logo: string | null; companyName: string | null }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const setLogo = useSetLogo();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), LOGO_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const apply = (file: File | null) =>
    setLogo.mutate(file, {
      onSuccess: ({ message: done }) => toast.success(done),
      // A refusal of the server is its own message; anything else is the upload failing.
      onError: (error) => setMessage(error instanceof ApiError && error.status === 400 ? errorMessage(error) : UPLOAD_MESSAGES.imageFailed),
    });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) setMessage(problem);
    else apply(file);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        variant="rounded"
        src={logo ?? undefined}
        alt={companyName ?? 'Company logo'}
        sx={{ width: 72, height: 72, flexShrink: 0, bgcolor: 'grey.100', color: 'grey.500', '& img': { objectFit: 'contain' } }}
      >
        <BusinessOutlined />
      </Avatar>
      <div>
        <Stack direction="row" spacing={1} sx={{ '& button': { whiteSpace: 'nowrap' } }}>
          <Button variant="outlined" size="small" disabled={setLogo.isPending} onClick={() => input.current?.click()}>
            {logo ? 'Change Logo' : 'Upload Logo'}
          </Button>
          {logo ? (
            <Button color="error" size="small" disabled={setLogo.isPending} onClick={() => apply(null)}>
              Remove
            </Button>
          ) : null}
        </Stack>
        <Typography variant="caption" color={message ? 'error' : 'text.secondary'} role={message ? 'alert' : undefined} sx={{ display: 'block', mt: 0.5 }}>
          {message ?? 'JPEG or PNG, up to 1 MB. Shown in the app, on your tracking page and in e-mails.'}
        </Typography>
        <input ref={input} type="file" hidden accept=".jpeg,.jpg,.png,image/jpeg,image/png" aria-label="Logo file" onChange={onPick} />
      </div>
    </Stack>
  );
}
