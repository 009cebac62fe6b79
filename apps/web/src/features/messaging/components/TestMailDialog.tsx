import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { testEmailBody } from '@trailpost/contracts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { languageName } from '../utils/language-name';
import { testEmailRules } from '../utils/lazy-form-resolvers';
import { useSendTestEmail } from '../api/send-test-email';

type Props = {
  open: boolean;
  templateId: string;
  /** The saved variant to send; null for the template's own text. */
  language: string | null;
  defaultTo: string;
  /** The editor holds changes not saved yet: the test will not show them. */
  unsaved: boolean;
  onClose: () => void;
};

/** Test: sends the saved template (or its variant in the open tab's language) to one address, with sample values in its placeholders. */
export function TestMailDialog({ open, templateId, language, defaultTo, unsaved, onClose }: Props) {
  const titleId = useId();
  const toast = useToast();
  const send = useSendTestEmail();
  const { control, handleSubmit, reset } = useForm<z.input<typeof testEmailBody>, unknown, z.output<typeof testEmailBody>>({
    resolver: testEmailRules,
    defaultValues: { to_email: defaultTo },
  });

  useEffect(() => {
    if (open) reset({ to_email: defaultTo });
  }, [open, defaultTo, reset]);

  const onSubmit = handleSubmit(({ to_email }) =>
    send.mutate(
      { id: templateId, to_email, ...(language ? { language } : {}) },
      {
        onSuccess: (message) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  );

  return (
    <Dialog open={open} onClose={send.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Send a test e-mail</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The last saved version of this template{language ? ` in ${languageName(language)}` : null} is sent, with sample values in its placeholders.
            {unsaved ? ' Save first to include your latest changes.' : null}
          </DialogContentText>
          <FormTextField control={control} name="to_email" label="Send a test to" type="email" autoComplete="email" autoFocus required fullWidth />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={send.isPending}>
            Cancel
          </Button>
          <SubmitButton loading={send.isPending} fullWidth={false} size="medium">
            Send
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
