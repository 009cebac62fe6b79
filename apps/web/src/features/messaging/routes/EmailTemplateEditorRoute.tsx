import Alert from '@mui/material/Alert';
import { useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-stored';
import { useEmailTemplate } from '../api/get-email-template';
import { useSenderAddresses } from '../api/get-sender-addresses';
import { emailTemplateFieldsOf, newEmailTemplateFields } from '../components/email-template-fields';
import { EmailTemplateForm } from '../components/EmailTemplateForm';
import { EMAIL_LIST } from '../components/template-lists';
import { TemplateEditorPage } from '../components/TemplateEditorPage';
import { TemplateNotFound } from '../components/TemplateNotFound';
import { isTemplateNotFound } from '../utils/not-found';
import { templateModeOf } from '../utils/template-mode';

const TITLES = { new: 'New Email Template', edit: 'Edit Email Template', copy: 'Copy Email Template' } as const;

/** /custom_email_template, /edit_email_template/{id} and /copy_email_template/{id}. */
export function EmailTemplateEditorRoute() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const mode = templateModeOf(pathname, id);
  const session = useSession();
  const source = useEmailTemplate(id ?? null);
  const senders = useSenderAddresses();
  const ownAddress = session?.record.email ?? '';

  let body;
  if (id && source.isPending) body = <PageLoader />;
  else if (id && isTemplateNotFound(source.error)) body = <TemplateNotFound listPath={EMAIL_LIST.path} listLabel={EMAIL_LIST.label} />;
  else if (id && source.isError) body = <Alert severity="error">{errorMessage(source.error)}</Alert>;
  else
    body = (
      <EmailTemplateForm
        // A new form for each template: saving a new one moves here with the saved values.
        key={`${mode}:${id ?? ''}`}
        templateId={mode === 'edit' ? (id ?? null) : null}
        initial={source.data ? emailTemplateFieldsOf(source.data, mode === 'copy') : newEmailTemplateFields(ownAddress)}
        senderAddresses={senders.data ?? []}
        sendersLoading={senders.isPending}
        testAddress={ownAddress}
      />
    );

  return (
    <TemplateEditorPage title={TITLES[mode]} list={EMAIL_LIST}>
      {body}
    </TemplateEditorPage>
  );
}
