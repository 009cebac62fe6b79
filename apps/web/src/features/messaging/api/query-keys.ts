import { QUERY_KEYS } from '@/lib/query-keys';

/** Keys of the messaging queries; a prefix refreshes everything below it. */
export const MESSAGING_KEYS = {
  emailTemplates: ['messaging', 'email'] as const,
  emailTemplateList: ['messaging', 'email', 'list'] as const,
  emailTemplate: (id: string) => ['messaging', 'email', 'detail', id] as const,
  smsTemplates: ['messaging', 'sms'] as const,
  smsTemplateList: ['messaging', 'sms', 'list'] as const,
  smsTemplate: (id: string) => ['messaging', 'sms', 'detail', id] as const,
  /** Under the sender domains' key: adding, verifying or deleting an address refreshes the From choices. */
  senderAddresses: [...QUERY_KEYS.senderDomains, 'verified-addresses'] as const,
};
