import { vi } from 'vitest';

/** `fields`: a refusal's fields by dotted path, as the server's validation answers carry them in `meta`. */
export type MockReply = { status?: number; data?: unknown; message?: string[]; fields?: Record<string, string> };
export type MockHandler = (body: unknown, url: URL) => MockReply | Promise<MockReply>;

export type ApiCall = { method: string; path: string; body: unknown; url: URL; headers: Headers };

/**
 * Replaces fetch with handlers keyed "METHOD /api/path". Unknown calls answer 404.
 * Returns the list of calls made, in order.
 */
export function mockApi(handlers: Record<string, MockHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body, url, headers: new Headers(init?.headers) });
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler ? await handler(body, url) : { status: 404, message: ['Not found'] };
    const status = reply.status ?? 200;
    const meta = { code: status, message: reply.message ?? [], ...(reply.fields ? { fields: reply.fields } : {}) };
    return new Response(JSON.stringify({ meta, data: reply.data ?? null }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
