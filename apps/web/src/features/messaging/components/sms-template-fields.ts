import type { SmsTemplateView } from '@trailpost/contracts';
import { copyName } from '../utils/copy-name';

export type SmsTemplateFields = { template_name: string; body: string };

export const SMS_TEMPLATE_FIELD_NAMES = ['template_name', 'body'] as const;

export const NEW_SMS_TEMPLATE: SmsTemplateFields = { template_name: '', body: '' };

/** The fields of a stored template; a copy starts as "Copy of <name>". */
export function smsTemplateFieldsOf(template: SmsTemplateView, asCopy = false): SmsTemplateFields {
  return { template_name: asCopy ? copyName(template.template_name) : template.template_name, body: template.body };
}
