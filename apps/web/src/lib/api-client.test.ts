import { GENERIC_ERROR } from '@trailpost/contracts';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { ApiError, apiRequest, errorMessage } from './api-client';
import { readSession, storeSession } from './session';

describe('apiRequest', () => {
  it('returns the envelope and sends the bearer token', async () => {
    storeSession(sessionFixture());
    const calls = mockApi({ 'GET /api/user': () => ({ data: { ok: true }, message: ['fine'] }) });
    const envelope = await apiRequest<{ ok: boolean }>('/user');
    expect(envelope).toEqual({ meta: { code: 200, message: ['fine'] }, data: { ok: true } });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('rides on the session cookie when the stored record holds no token, and asks for the cookie at sign-in', async () => {
    storeSession(sessionFixture({ access_token: '' }));
    const calls = mockApi({ 'GET /api/user': () => ({ data: { ok: true } }) });
    await apiRequest('/user');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(calls[0]?.headers.get('X-Trailpost-Session')).toBe('cookie');
    expect(readSession()?.record._id).toBe(sessionFixture()._id);
  });

  it('ends a cookie session when a call gets 401', async () => {
    storeSession(sessionFixture({ access_token: '' }));
    mockApi({ 'GET /api/user': () => ({ status: 401, message: ['expired'] }) });
    await expect(apiRequest('/user')).rejects.toBeInstanceOf(ApiError);
    expect(readSession()).toBeNull();
  });

  it('encodes query parameters', async () => {
    const calls = mockApi({ 'GET /api/user/forgot_password': () => ({}) });
    await apiRequest('/user/forgot_password', { query: { emailid: 'a+b@example.com', skip: undefined } });
    expect(calls[0]?.url.search).toBe('?emailid=a%2Bb%40example.com');
  });

  it('treats a network failure as status 500 with the generic message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(errorMessage(error)).toBe(GENERIC_ERROR);
  });

  it('throws the server messages of an error envelope', async () => {
    mockApi({ 'POST /api/user/login': () => ({ status: 401, message: ['Invalid email or password.'] }) });
    const error = await apiRequest('/user/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(errorMessage(error)).toBe('Invalid email or password.');
  });

  it('ends the session when a call made with a token gets 401', async () => {
    storeSession(sessionFixture());
    mockApi({ 'GET /api/user': () => ({ status: 401, message: ['expired'] }) });
    await expect(apiRequest('/user')).rejects.toBeInstanceOf(ApiError);
    expect(readSession()).toBeNull();
  });

  it('uses the generic message when the body is not an envelope', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })));
    const error = await apiRequest('/user').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(502);
    expect(errorMessage(error)).toBe(GENERIC_ERROR);
  });
});
