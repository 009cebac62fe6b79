/** Every automation query sits below this key. */
export const AUTOMATION_KEYS = {
  all: ['automations'] as const,
  lists: ['automations', 'list'] as const,
  list: (query: Record<string, unknown>) => ['automations', 'list', query] as const,
  filters: ['automations', 'filters'] as const,
  options: ['automations', 'options'] as const,
  customTriggers: ['automations', 'custom-triggers'] as const,
  rule: (id: string) => ['automations', 'rule', id] as const,
  logs: (id: string, query: Record<string, unknown>) => ['automations', 'logs', id, query] as const,
};
