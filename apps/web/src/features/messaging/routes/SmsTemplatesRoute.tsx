import Link from '@mui/material/Link';
import { MESSAGING_MESSAGES, type SmsTemplateView } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';
import { useDeleteSmsTemplate } from '../api/delete-sms-template';
import { useSmsTemplates } from '../api/get-sms-templates';
import { QuietHoursCard } from '../components/QuietHoursCard';
import { EMAIL_LIST, SMS_LIST } from '../components/template-lists';
import { TemplateListScreen, type TemplateListChannel } from '../components/TemplateListScreen';

const SMS_TEMPLATES: TemplateListChannel<SmsTemplateView> = {
  list: SMS_LIST,
  description: (
    <>
      The text messages your automations send to customers. E-mails have their own{' '}
      <Link component={RouterLink} to={EMAIL_LIST.path}>
        e-mail templates
      </Link>
      .
    </>
  ),
  addLabel: 'Add SMS template',
  emptyText: MESSAGING_MESSAGES.noSmsTemplates,
  // The start of the message, on one line, so similar names can be told apart.
  summary: (template) => template.body,
  languages: (template) => template.variants.map((variant) => variant.language),
  layout: 'buttons',
};

/** /settings_sms: the SMS templates with Copy, Edit and Delete (part 2 §2.7), then the quiet hours. */
export function SmsTemplatesRoute() {
  return <TemplateListScreen channel={SMS_TEMPLATES} templates={useSmsTemplates()} remove={useDeleteSmsTemplate()} after={<QuietHoursCard />} />;
}
