import type { TrackingTemplateListItem, TrackingTemplateView } from '@trailpost/contracts';
import type { TrackingTemplateListRow, TrackingTemplateRow } from './repository.js';

/** A row as the list shows it (part 2 §3: is_default_template is 1 or 0). */
export const toListItem = (row: TrackingTemplateListRow): TrackingTemplateListItem => ({
  _id: row.id,
  template_name: row.templateName,
  is_default_template: row.isDefault ? 1 : 0,
  language: row.language,
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

export const toView = (row: TrackingTemplateRow): TrackingTemplateView => ({ ...toListItem(row), body: row.body });
