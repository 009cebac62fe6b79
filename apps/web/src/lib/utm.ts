/** The utm_source values kept across the sign-in and sign-up screens (part 1 §2.2). */
export const UTM_SOURCES = ['shopify', 'bigcommerce', 'storeExist'] as const;
export type UtmSource = (typeof UTM_SOURCES)[number];

export function parseUtmSource(search: string): UtmSource | null {
  const value = new URLSearchParams(search).get('utm_source');
  return UTM_SOURCES.find((source) => source === value) ?? null;
}

/** The path with ?utm_source=... appended when a source is known. */
export function withUtmSource(path: string, source: UtmSource | null): string {
  return source ? `${path}?utm_source=${encodeURIComponent(source)}` : path;
}
