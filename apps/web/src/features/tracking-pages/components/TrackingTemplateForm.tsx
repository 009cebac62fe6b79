import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { placeholderToken, TRACKING_PAGE_MESSAGES, type TrackingTemplateInput } from '@trailpost/contracts';
import { lazy, Suspense, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '@/components/FormTextField';
import { PageLanguageSelect } from './PageLanguageSelect';
import { SubmitButton } from '@/components/SubmitButton';
import { useLeaveAfterSave, useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSaveTrackingTemplate } from '../api/save-tracking-template';
import { trackingTemplateRules } from '../utils/lazy-form-resolvers';
import { LIST_PATH } from '../utils/paths';
import { openPreviewTab } from '../utils/preview-channel';
import type { TemplateMode } from '../utils/template-mode';
import type { CodeEditorHandle } from './code-editor/HtmlCodeEditor';
import { InsertValuesPanel } from './InsertValuesPanel';
import { templateFieldsOf, type TrackingTemplateFields } from './template-fields';
import { UnknownPlaceholdersNote } from './UnknownPlaceholdersNote';

// CodeMirror comes with this screen only, after the form around it has been drawn.
const HtmlCodeEditor = lazy(() => import('./code-editor/HtmlCodeEditor'));

export const POPUP_BLOCKED = 'The preview opens in a new tab: allow pop-ups for this site and try again.';

/** The field a server refusal belongs to, so it shows there as well as in the flash. */
const FIELD_OF_MESSAGE: Record<string, keyof TrackingTemplateFields> = {
  [TRACKING_PAGE_MESSAGES.nameRequired]: 'template_name',
  [TRACKING_PAGE_MESSAGES.nameTooLong]: 'template_name',
  [TRACKING_PAGE_MESSAGES.bodyTooLong]: 'body',
};

type Props = {
  mode: TemplateMode;
  /** The template being edited, or the one a copy comes from (its saved version backs the preview). */
  sourceId: string | null;
  initial: TrackingTemplateFields;
};

/**
 * The tracking-page editor (part 2 §2.10): Page Name, the HTML in a code editor, Insert Values
 * beside it (under it on a phone), and Save, Preview (not on create) and Cancel. The first save
 * of a new template or a copy moves to the new template's edit address.
 */
export function TrackingTemplateForm({ mode, sourceId, initial }: Props) {
  const toast = useToast();
  const navigate = useNavigate();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useSaveTrackingTemplate();
  const editor = useRef<CodeEditorHandle>(null);
  const labelId = useId();
  const helperId = useId();
  const { control, handleSubmit, reset, setError, getValues, formState } = useForm<TrackingTemplateInput, unknown, TrackingTemplateFields>({
    resolver: trackingTemplateRules,
    defaultValues: initial,
  });
  useUnsavedChanges(formState.isDirty);
  const templateId = mode === 'edit' ? sourceId : null;

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: templateId, body: values },
      {
        onSuccess: ({ template, message }) => {
          toast.success(message);
          if (templateId) reset(templateFieldsOf(template));
          else leaveAfterSave(() => void navigate(`${LIST_PATH}/edit/${template._id}`, { replace: true }));
        },
        onError: (error) => {
          const message = errorMessage(error);
          const field = error instanceof ApiError && error.status === 400 ? FIELD_OF_MESSAGE[message] : undefined;
          if (field) setError(field, { message }, { shouldFocus: field === 'template_name' });
          toast.error(message);
        },
      },
    ),
  );

  // A copy is not saved yet: its preview shows the HTML on screen only, with no saved version behind it.
  const preview = () => {
    if (!openPreviewTab(templateId, getValues('body') ?? '')) toast.error(POPUP_BLOCKED);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Tracking page template">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, minWidth: 0 }}>
          <FormTextField control={control} name="template_name" label="Page Name" required fullWidth />
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <PageLanguageSelect
                label="Page language"
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                allowCustomers
                fullWidth
                helperText="The customer's language follows their link and browser; a language chosen here is shown to every customer while this page is the default."
              />
            )}
          />
          <Controller
            control={control}
            name="body"
            render={({ field, fieldState }) => (
              <div>
                <Typography id={labelId} variant="body2" component="div" sx={{ mb: 0.5, color: fieldState.error ? 'error.main' : 'text.secondary' }}>
                  Page HTML
                </Typography>
                <Suspense fallback={<Skeleton variant="rounded" height={420} aria-label="Loading the HTML editor" />}>
                  <HtmlCodeEditor
                    ref={editor}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    labelId={labelId}
                    describedById={helperId}
                    invalid={Boolean(fieldState.error)}
                  />
                </Suspense>
                <div id={helperId}>
                  {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
                  <UnknownPlaceholdersNote html={field.value ?? ''} />
                </div>
              </div>
            )}
          />
        </Paper>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <InsertValuesPanel onInsert={(name) => editor.current?.insertText(placeholderToken(name))} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <SubmitButton loading={save.isPending} fullWidth={false} size="medium">
          Save
        </SubmitButton>
        {mode === 'create' ? null : (
          <Button variant="outlined" onClick={preview}>
            Preview
          </Button>
        )}
        <Button component={RouterLink} to={LIST_PATH} color="inherit">
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
