import type { SmsTemplateView, smsTemplateBody } from '@trailpost/contracts';
import type { z } from 'zod';
import { copyName } from '../utils/copy-name';

/** The editor's values as the server reads them; the language variants are edited on the language tabs. */
export type SmsTemplateFields = z.input<typeof smsTemplateBody>;

export const SMS_TEMPLATE_FIELD_NAMES = ['template_name', 'body'] as const;

/** What each language of an SMS template has its own of. */
export const SMS_VARIANT_FIELDS = ['body'] as const;

export const NEW_SMS_TEMPLATE: SmsTemplateFields = { template_name: '', body: '', variants: [] };

/** The fields of a stored template; a copy starts as "Copy of <name>" and keeps the variants. */
export function smsTemplateFieldsOf(template: SmsTemplateView, asCopy = false): SmsTemplateFields {
  return {
    template_name: asCopy ? copyName(template.template_name) : template.template_name,
    body: template.body,
    variants: template.variants.map(({ language, body }) => ({ language, body })),
  };
}
