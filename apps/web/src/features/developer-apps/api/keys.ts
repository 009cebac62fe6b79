/** Every developer-token query sits below this key. */
export const API_KEY_KEYS = {
  all: ['api-keys'] as const,
  list: ['api-keys', 'list'] as const,
};
