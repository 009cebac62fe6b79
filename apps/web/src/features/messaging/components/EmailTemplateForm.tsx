import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { type PlaceholderName, placeholderToken } from '@trailpost/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useLeaveAfterSave, useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useSaveEmailTemplate } from '../api/save-email-template';
import { emailTemplateRules } from '../utils/lazy-form-resolvers';
import { templateFieldOf } from '../utils/template-field-of';
import { EMAIL_TEMPLATE_FIELD_NAMES, emailTemplateFieldsOf, type EmailTemplateFields } from './email-template-fields';
import { FromEmailField } from './FromEmailField';
import { InsertableTextField, type InsertableHandle } from './InsertableTextField';
import { InsertValuesPanel, type InsertTarget } from './InsertValuesPanel';
import { PlaceholderMenuButton } from './PlaceholderMenuButton';
import { TEXT_SECTIONS } from './placeholder-sets';
import { RichTextEditor, type RichTextHandle } from './RichTextEditor';
import { EMAIL_LIST } from './template-lists';
import { UnknownPlaceholdersNote } from './UnknownPlaceholdersNote';

// The test e-mail dialog's code comes with its first use, not with the editor.
const TestMailDialog = lazy(() => import('./TestMailDialog').then((module) => ({ default: module.TestMailDialog })));

type Props = {
  /** The saved template being edited; null for a new template or a copy (saved as new). */
  templateId: string | null;
  initial: EmailTemplateFields;
  senderAddresses: readonly string[];
  sendersLoading: boolean;
  /** The address a test goes to unless changed: the user's own. */
  testAddress: string;
};

/**
 * The e-mail template editor (part 2 §2.6): the fields beside the Insert Values panel, which
 * goes under them on a phone. The first save of a new template moves to its edit address.
 */
export function EmailTemplateForm({ templateId, initial, senderAddresses, sendersLoading, testAddress }: Props) {
  const toast = useToast();
  const navigate = useNavigate();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useSaveEmailTemplate();
  const subject = useRef<InsertableHandle>(null);
  const body = useRef<RichTextHandle>(null);
  const [target, setTarget] = useState<InsertTarget>('body');
  const [testing, setTesting] = useState(false);
  const testDrawn = useOpenedOnce(testing);
  const { control, handleSubmit, reset, setError, formState } = useForm<EmailTemplateFields>({
    resolver: emailTemplateRules,
    defaultValues: initial,
  });
  useUnsavedChanges(formState.isDirty);
  const subjectText = useWatch({ control, name: 'subject' });

  const insert = (name: PlaceholderName) => {
    const token = placeholderToken(name);
    if (target === 'subject') subject.current?.insertText(token);
    else body.current?.insertText(token);
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: templateId, body: values },
      {
        onSuccess: ({ template, message }) => {
          toast.success(message);
          if (templateId) reset(emailTemplateFieldsOf(template));
          else leaveAfterSave(() => navigate(EMAIL_LIST.editPath(template._id), { replace: true }));
        },
        onError: (error) => {
          const message = errorMessage(error);
          const field = error instanceof ApiError && error.status === 400 ? templateFieldOf(message, EMAIL_TEMPLATE_FIELD_NAMES) : null;
          if (field) setError(field, { message }, { shouldFocus: field !== 'body' });
          toast.error(message);
        },
      },
    ),
  );

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label="Email template" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <FormTextField control={control} name="template_name" label="Template Name" required sx={{ gridColumn: { sm: '1 / -1' } }} />
            <FormTextField control={control} name="from_name" label="From Name" autoComplete="organization" />
            <FromEmailField control={control} name="from_email" addresses={senderAddresses} loading={sendersLoading} />
            <FormTextField control={control} name="reply_to" label="Reply To" type="email" autoComplete="email" required />
            <FormTextField control={control} name="cc_email" label="CC" helperText="Addresses separated by commas." autoComplete="off" />
            <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', gap: 1 }}>
              <InsertableTextField ref={subject} control={control} name="subject" label="Subject" required onFocus={() => setTarget('subject')}>
                <UnknownPlaceholdersNote text={subjectText ?? ''} />
              </InsertableTextField>
              <Box sx={{ pt: { sm: 1 } }}>
                <PlaceholderMenuButton label="Subject Replacement" sections={TEXT_SECTIONS} onPick={(name) => subject.current?.insertText(placeholderToken(name))} />
              </Box>
            </Box>
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <Controller
                control={control}
                name="body"
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    ref={body}
                    label="Email body"
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    onFocus={() => setTarget('body')}
                    error={fieldState.error?.message}
                    note={<UnknownPlaceholdersNote text={field.value ?? ''} />}
                  />
                )}
              />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
            <SubmitButton loading={save.isPending} fullWidth={false} size="medium">
              Save
            </SubmitButton>
            {templateId ? (
              <Button variant="outlined" onClick={() => setTesting(true)}>
                Test
              </Button>
            ) : null}
            <Button component={RouterLink} to={EMAIL_LIST.path} color="inherit">
              Cancel
            </Button>
          </Box>
        </Paper>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <InsertValuesPanel target={target} onInsert={insert} />
        </Box>
      </Box>
      {/* Outside the template's form: the dialog's own submit must not bubble into it. */}
      {templateId && testDrawn ? (
        <Suspense fallback={null}>
          <TestMailDialog open={testing} templateId={templateId} defaultTo={testAddress} unsaved={formState.isDirty} onClose={() => setTesting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
