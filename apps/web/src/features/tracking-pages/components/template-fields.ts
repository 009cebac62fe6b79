import type { TrackingTemplateView } from '@trailpost/contracts';
import { copyName } from '../utils/copy-name';

export type TrackingTemplateFields = { template_name: string; body: string; language: string | null };

export const NEW_TRACKING_TEMPLATE: TrackingTemplateFields = { template_name: '', body: '', language: null };

/** The fields of a stored template; a copy starts as "Copy of <name>". */
export function templateFieldsOf(template: TrackingTemplateView, asCopy = false): TrackingTemplateFields {
  return { template_name: asCopy ? copyName(template.template_name) : template.template_name, body: template.body, language: template.language };
}
