import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { placeholderToken, smsTemplateBody } from '@trailpost/contracts';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useSaveSmsTemplate } from '../api/save-sms-template';
import { InsertableTextField, type InsertableHandle } from './InsertableTextField';
import { LanguageVariantTabs } from './LanguageVariantTabs';
import { SmsBillingNote } from './SmsBillingNote';
import { SmsCounter } from './SmsCounter';
import { SmsInsertValues } from './SmsInsertValues';
import { SMS_TEMPLATE_FIELD_NAMES, SMS_VARIANT_FIELDS, smsTemplateFieldsOf, type SmsTemplateFields } from './sms-template-fields';
import { SMS_LIST } from './template-lists';
import { UnknownPlaceholdersNote } from './UnknownPlaceholdersNote';
import { useLanguageVariants } from './use-language-variants';
import { useTemplateSaveOutcome } from './use-template-save-outcome';

type Props = {
  /** The saved template being edited; null for a new template or a copy (saved as new). */
  templateId: string | null;
  initial: SmsTemplateFields;
};

/** The SMS template editor (part 2 §2.7): name, body per language with its counter, billing note and insert values. */
export function SmsTemplateForm({ templateId, initial }: Props) {
  const save = useSaveSmsTemplate();
  const body = useRef<InsertableHandle>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<SmsTemplateFields>({
    resolver: zodResolver(smsTemplateBody),
    defaultValues: initial,
  });
  useUnsavedChanges(formState.isDirty);
  const variants = useLanguageVariants(control, SMS_VARIANT_FIELDS);
  // The counter and the notes are the open tab's text.
  const text = useWatch({ control, name: variants.path('body') });

  const outcome = useTemplateSaveOutcome({ templateId, editPath: SMS_LIST.editPath, fieldsOf: smsTemplateFieldsOf, reset, setError, fieldNames: SMS_TEMPLATE_FIELD_NAMES, variants });
  const onSubmit = handleSubmit((values) => save.mutate({ id: templateId, body: values }, outcome), variants.revealInvalid);

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label="SMS template" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField control={control} name="template_name" label="Template Name" required fullWidth />
        <LanguageVariantTabs variants={variants}>
          {/* Each tab its own input, so the cursor an insert goes to is that language's. */}
          <InsertableTextField key={variants.selected ?? 'default'} ref={body} control={control} name={variants.path('body')} label="Message Body" required multiline minRows={5}>
            <SmsCounter text={text ?? ''} />
            <UnknownPlaceholdersNote text={text ?? ''} />
          </InsertableTextField>
        </LanguageVariantTabs>
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
