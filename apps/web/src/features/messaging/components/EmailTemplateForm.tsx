import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { type PlaceholderName, placeholderToken } from '@trailpost/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useSaveEmailTemplate } from '../api/save-email-template';
import { emailTemplateRules } from '../utils/lazy-form-resolvers';
import { EMAIL_TEMPLATE_FIELD_NAMES, EMAIL_VARIANT_FIELDS, emailTemplateFieldsOf, type EmailTemplateFields } from './email-template-fields';
import { FromEmailField } from './FromEmailField';
import { InsertableTextField, type InsertableHandle } from './InsertableTextField';
import { InsertValuesPanel, type InsertTarget } from './InsertValuesPanel';
import { LanguageVariantTabs } from './LanguageVariantTabs';
import { PlaceholderMenuButton } from './PlaceholderMenuButton';
import { TEXT_SECTIONS } from './placeholder-sets';
import { RichTextEditor, type RichTextHandle } from './RichTextEditor';
import { EMAIL_LIST } from './template-lists';
import { UnknownPlaceholdersNote } from './UnknownPlaceholdersNote';
import { useLanguageVariants } from './use-language-variants';
import { useTemplateSaveOutcome } from './use-template-save-outcome';

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
 * goes under them on a phone, Subject and body per language on the language tabs. The first
 * save of a new template moves to its edit address.
 */
export function EmailTemplateForm({ templateId, initial, senderAddresses, sendersLoading, testAddress }: Props) {
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
  const variants = useLanguageVariants(control, EMAIL_VARIANT_FIELDS);
  const subjectText = useWatch({ control, name: variants.path('subject') });
  // Each tab gets its own inputs: the editor's document and undo history are one language's.
  const tab = variants.selected ?? 'default';

  const insert = (name: PlaceholderName) => {
    const token = placeholderToken(name);
    if (target === 'subject') subject.current?.insertText(token);
    else body.current?.insertText(token);
  };

  const outcome = useTemplateSaveOutcome({ templateId, editPath: EMAIL_LIST.editPath, fieldsOf: emailTemplateFieldsOf, reset, setError, fieldNames: EMAIL_TEMPLATE_FIELD_NAMES, variants });
  const onSubmit = handleSubmit((values) => save.mutate({ id: templateId, body: values }, outcome), variants.revealInvalid);

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
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <LanguageVariantTabs variants={variants}>
                <Box sx={{ display: 'grid', gap: 2.5 }}>
                  <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', gap: 1 }}>
                    <InsertableTextField key={tab} ref={subject} control={control} name={variants.path('subject')} label="Subject" required onFocus={() => setTarget('subject')}>
                      <UnknownPlaceholdersNote text={subjectText ?? ''} />
                    </InsertableTextField>
                    <Box sx={{ pt: { sm: 1 } }}>
                      <PlaceholderMenuButton label="Subject Replacement" sections={TEXT_SECTIONS} onPick={(name) => subject.current?.insertText(placeholderToken(name))} />
                    </Box>
                  </Box>
                  <Controller
                    key={tab}
                    control={control}
                    name={variants.path('body')}
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
              </LanguageVariantTabs>
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
          <TestMailDialog
            open={testing}
            templateId={templateId}
            language={variants.selected}
            defaultTo={testAddress}
            unsaved={formState.isDirty}
            onClose={() => setTesting(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
