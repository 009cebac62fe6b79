import Alert from '@mui/material/Alert';
import { useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { useTrackingTemplate } from '../api/get-tracking-template';
import { EditorPage } from '../components/EditorPage';
import { NEW_TRACKING_TEMPLATE, templateFieldsOf } from '../components/template-fields';
import { isTemplateNotFound, TemplateNotFound } from '../components/TemplateNotFound';
import { TrackingTemplateForm } from '../components/TrackingTemplateForm';
import { templateModeOf } from '../utils/template-mode';

const TITLES = { create: 'New Tracking Page', edit: 'Edit Tracking Page', copy: 'Copy Tracking Page' } as const;

/** /custom_tracking_page/create, /custom_tracking_page/edit/{id} and /custom_tracking_page/copy/{id}. */
export function TrackingTemplateEditorRoute() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const mode = templateModeOf(pathname, id);
  const source = useTrackingTemplate(id ?? null);

  let body;
  if (id && source.isPending) body = <PageLoader />;
  else if (id && isTemplateNotFound(source.error)) body = <TemplateNotFound />;
  else if (id && source.isError) body = <Alert severity="error">{errorMessage(source.error)}</Alert>;
  else
    body = (
      <TrackingTemplateForm
        // A new form for each template: saving a new one moves here with the saved values.
        key={`${mode}:${id ?? ''}`}
        mode={mode}
        sourceId={id ?? null}
        initial={source.data ? templateFieldsOf(source.data, mode === 'copy') : NEW_TRACKING_TEMPLATE}
      />
    );

  return <EditorPage title={TITLES[mode]}>{body}</EditorPage>;
}
