import Alert from '@mui/material/Alert';
import { useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { useSmsTemplate } from '../api/get-sms-template';
import { NEW_SMS_TEMPLATE, smsTemplateFieldsOf } from '../components/sms-template-fields';
import { SmsTemplateForm } from '../components/SmsTemplateForm';
import { SMS_LIST } from '../components/template-lists';
import { TemplateEditorPage } from '../components/TemplateEditorPage';
import { TemplateNotFound } from '../components/TemplateNotFound';
import { isTemplateNotFound } from '../utils/not-found';
import { templateModeOf } from '../utils/template-mode';

const TITLES = { new: 'New SMS Template', edit: 'Edit SMS Template', copy: 'Copy SMS Template' } as const;

/** /custom_sms_template, /edit_sms_template/{id} and /copy_sms_template/{id}. */
export function SmsTemplateEditorRoute() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const mode = templateModeOf(pathname, id);
  const source = useSmsTemplate(id ?? null);

  let body;
  if (id && source.isPending) body = <PageLoader />;
  else if (id && isTemplateNotFound(source.error)) body = <TemplateNotFound listPath={SMS_LIST.path} listLabel={SMS_LIST.label} />;
  else if (id && source.isError) body = <Alert severity="error">{errorMessage(source.error)}</Alert>;
  else
    body = (
      <SmsTemplateForm
        // A new form for each template: saving a new one moves here with the saved values.
        key={`${mode}:${id ?? ''}`}
        templateId={mode === 'edit' ? (id ?? null) : null}
        initial={source.data ? smsTemplateFieldsOf(source.data, mode === 'copy') : NEW_SMS_TEMPLATE}
      />
    );

  return (
    <TemplateEditorPage title={TITLES[mode]} list={SMS_LIST} maxWidth={860}>
      {body}
    </TemplateEditorPage>
  );
}
