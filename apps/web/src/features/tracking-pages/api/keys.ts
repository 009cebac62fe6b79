/** Every tracking-page template query sits below this key. */
export const TRACKING_PAGE_KEYS = {
  all: ['tracking-pages'] as const,
  list: ['tracking-pages', 'list'] as const,
  template: (id: string) => ['tracking-pages', 'detail', id] as const,
};
