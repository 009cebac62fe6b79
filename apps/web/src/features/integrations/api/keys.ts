/** Every integration query sits below this key. */
export const STORE_KEYS = {
  all: ['stores'] as const,
  list: ['stores', 'list'] as const,
  detail: (id: string) => ['stores', 'detail', id] as const,
  channels: ['channels'] as const,
};
