/** Every webhook query sits below this key. */
export const WEBHOOK_KEYS = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};
