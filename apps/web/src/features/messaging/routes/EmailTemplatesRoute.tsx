import Link from '@mui/material/Link';
import { MESSAGING_MESSAGES, type EmailTemplateListItem } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';
import { useDeleteEmailTemplate } from '../api/delete-email-template';
import { useEmailTemplates } from '../api/get-email-templates';
import { EMAIL_LIST, SMS_LIST } from '../components/template-lists';
import { TemplateListScreen, type TemplateListChannel } from '../components/TemplateListScreen';

const EMAIL_TEMPLATES: TemplateListChannel<EmailTemplateListItem> = {
  list: EMAIL_LIST,
  description: (
    <>
      The e-mails your automations send to customers, with placeholders filled for each shipment. Text messages have their own{' '}
      <Link component={RouterLink} to={SMS_LIST.path}>
        SMS templates
      </Link>
      .
    </>
  ),
  addLabel: 'Add email template',
  emptyText: MESSAGING_MESSAGES.noEmailTemplates,
  summary: (template) => template.subject,
  languages: (template) => template.languages,
  layout: 'by-name',
};

/** /settings_email: the e-mail templates, each opened by its name, copied or deleted (part 2 §2.6). */
export function EmailTemplatesRoute() {
  return <TemplateListScreen channel={EMAIL_TEMPLATES} templates={useEmailTemplates()} remove={useDeleteEmailTemplate()} />;
}
