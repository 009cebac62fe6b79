import { DEFAULT_FROM_EMAIL, type EmailTemplateView, type SmsTemplateView } from '@trailpost/contracts';

export const EMAIL_ID = '0b7c6f1e-2222-4b4b-8c8c-000000000001';
export const SMS_ID = '0b7c6f1e-3333-4b4b-8c8c-000000000001';
export const NEW_ID = '0b7c6f1e-9999-4b4b-8c8c-000000000009';

export const SHIPPED: EmailTemplateView = {
  _id: EMAIL_ID,
  template_name: 'Shipped',
  from_name: 'Acme',
  from_email: DEFAULT_FROM_EMAIL,
  reply_to: 'help@acme.example',
  cc_email: ['ops@acme.example'],
  subject: 'Your order [Order ID] is on its way',
  body: '<p>Hello [Customer Name]</p>',
  variants: [],
  created: '2025-01-01T00:00:00.000Z',
  modified: '2025-01-02T00:00:00.000Z',
};

export const OUT_FOR_DELIVERY: SmsTemplateView = {
  _id: SMS_ID,
  template_name: 'Out for delivery',
  body: 'Your parcel [Tracking Number] is out for delivery.',
  variants: [],
  created: '2025-01-01T00:00:00.000Z',
  modified: '2025-01-02T00:00:00.000Z',
};
