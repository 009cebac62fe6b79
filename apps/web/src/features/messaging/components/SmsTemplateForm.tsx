import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { placeholderToken, smsTemplateBody } from '@trailpost/contracts';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useLeaveAfterSave, useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSaveSmsTemplate } from '../api/save-sms-template';
import { templateFieldOf } from '../utils/template-field-of';
import { InsertableTextField, type InsertableHandle } from './InsertableTextField';
import { SmsBillingNote } from './SmsBillingNote';
import { SmsCounter } from './SmsCounter';
import { SmsInsertValues } from './SmsInsertValues';
import { SMS_TEMPLATE_FIELD_NAMES, smsTemplateFieldsOf, type SmsTemplateFields } from './sms-template-fields';
import { SMS_LIST } from './template-lists';
import { UnknownPlaceholdersNote } from './UnknownPlaceholdersNote';

type Props = {
  /** The saved template being edited; null for a new template or a copy (saved as new). */
  templateId: string | null;
  initial: SmsTemplateFields;
};

/** The SMS template editor (part 2 §2.7): name, body with its counter, billing note and insert values. */
export function SmsTemplateForm({ templateId, initial }: Props) {
  const toast = useToast();
  const navigate = useNavigate();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useSaveSmsTemplate();
  const body = useRef<InsertableHandle>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<SmsTemplateFields>({
    resolver: zodResolver(smsTemplateBody),
    defaultValues: initial,
  });
  useUnsavedChanges(formState.isDirty);
  const text = useWatch({ control, name: 'body' });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: templateId, body: values },
      {
        onSuccess: ({ template, message }) => {
          toast.success(message);
          if (templateId) reset(smsTemplateFieldsOf(template));
          else leaveAfterSave(() => navigate(SMS_LIST.editPath(template._id), { replace: true }));
        },
        onError: (error) => {
          const message = errorMessage(error);
          const field = error instanceof ApiError && error.status === 400 ? templateFieldOf(message, SMS_TEMPLATE_FIELD_NAMES) : null;
          if (field) setError(field, { message }, { shouldFocus: true });
          toast.error(message);
        },
      },
    ),
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label="SMS template" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField control={control} name="template_name" label="Template Name" required fullWidth />
        <InsertableTextField ref={body} control={control} name="body" label="Message Body" required multiline minRows={5}>
          <SmsCounter text={text ?? ''} />
          <UnknownPlaceholdersNote text={text ?? ''} />
        </InsertableTextField>
        <SmsInsertValues onInsert={(name) => body.current?.insertText(placeholderToken(name))} />
        <SmsBillingNote />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <SubmitButton loading={save.isPending} fullWidth={false} size="medium">
          Save
        </SubmitButton>
        <Button component={RouterLink} to={SMS_LIST.path} color="inherit">
          Cancel
        </Button>
      </Box>
    </Paper>
  );
}
