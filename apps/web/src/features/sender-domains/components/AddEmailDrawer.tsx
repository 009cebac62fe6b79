import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { newSenderEmailBody, type SenderEmailBody } from '@trailpost/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DrawerFrame } from '@/components/DrawerFrame';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { LeaveButton } from '@/components/discard-guard/LeaveButton';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAddSenderEmail } from '../api/add-sender-email';

const FORM_ID = 'add-sender-email-form';
const EMPTY: SenderEmailBody = { email: '' };

/** The add drawer (part 2 §2.8): one e-mail, checked with the shared rules before it is sent. */
export function AddEmailDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const add = useAddSenderEmail();
  const { control, handleSubmit, reset, setError, formState } = useForm<SenderEmailBody>({ resolver: zodResolver(newSenderEmailBody), defaultValues: EMPTY });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit((values) => {
    add.mutate(values.email.trim().toLowerCase(), {
      onSuccess: (message) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setError('email', { message: errorMessage(error) });
        toast.error(errorMessage(error));
      },
    });
  });

  return (
    <DrawerFrame
      open={open}
      title="Add Email"
      onClose={onClose}
      unsaved={formState.isDirty}
      footer={
        <>
          <SubmitButton form={FORM_ID} loading={add.isPending} fullWidth={false}>
            ADD
          </SubmitButton>
          <LeaveButton onClick={onClose} disabled={add.isPending}>
            CANCEL
          </LeaveButton>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Customer e-mails can be sent from this address once its domain is verified. The first address of a domain adds the domain with the DNS records to
        publish.
      </Typography>
      <form id={FORM_ID} noValidate onSubmit={onSubmit}>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" autoFocus required fullWidth />
      </form>
    </DrawerFrame>
  );
}
