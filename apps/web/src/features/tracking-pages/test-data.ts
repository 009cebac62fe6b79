import type { TrackingTemplateListItem, TrackingTemplateView } from '@trailpost/contracts';

export const DEFAULT_ID = '0b7c6f1e-4444-4b4b-8c8c-000000000001';
export const SUMMER_ID = '0b7c6f1e-4444-4b4b-8c8c-000000000002';
export const NEW_ID = '0b7c6f1e-4444-4b4b-8c8c-000000000009';

export const DEFAULT_PAGE: TrackingTemplateView = {
  _id: DEFAULT_ID,
  template_name: 'Default Template',
  body: '<style>a[href] { color: teal; }</style>\n<main>\n  <h1>[Tracking Status]</h1>\n</main>',
  is_default_template: 1,
  language: null,
  created: '2025-01-01T00:00:00.000Z',
  modified: '2025-01-02T00:00:00.000Z',
};

export const SUMMER_PAGE: TrackingTemplateView = {
  _id: SUMMER_ID,
  template_name: 'Summer sale',
  body: '<p>Order [Order ID]</p>',
  is_default_template: 0,
  language: null,
  created: '2025-02-01T00:00:00.000Z',
  modified: '2025-02-02T00:00:00.000Z',
};

export const listItem = ({ body: _body, ...item }: TrackingTemplateView): TrackingTemplateListItem => item;
