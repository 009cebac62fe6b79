import { beforeAll, expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SessionRecord } from '@trailpost/contracts';
import { insertUser } from '../modules/accounts/repository.js';
import { roles } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import type { Database } from '../db/client.js';
import { COOKIE_SESSION_HEADER, SESSION_COOKIE } from '../platform/session-cookie.js';

let counter = 0;

export function uniqueEmail(prefix = 'merchant'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const PASSWORD = 'secret123';

let clients = 0;

/** Each simulated merchant signs in from its own address, as real ones do (limits are per address). */
export function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export interface SignedIn {
  session: SessionRecord;
  token: string;
  headers: Record<string, string>;
}

/** Signs a new merchant up through the API (a fresh tenant each time). */
export async function signUp(app: FastifyInstance, overrides: Partial<{ name: string; email: string; password: string }> = {}): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: nextClientAddress(),
    payload: { name: 'Test Merchant', email: uniqueEmail(), password: PASSWORD, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json().data as SessionRecord;
  return { session, token: session.access_token, headers: bearer(session.access_token) };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextClientAddress(), payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json().data as SessionRecord;
  return { session, token: session.access_token, headers: bearer(session.access_token) };
}

/**
 * A sub-user of the owner's tenant with the given access values, signed in.
 * Written directly until the users-and-roles API exists; signs in through the API.
 */
export async function createSubUser(app: FastifyInstance, database: Database, owner: SignedIn, access: string[]): Promise<SignedIn> {
  const tenantId = owner.session.user_details.tenant_id;
  const [role] = await database.db.insert(roles).values({ tenantId, name: 'Role', department: 'Ops', access }).returning();
  const email = uniqueEmail('subuser');
  await insertUser(database.db, tenantId, {
    email,
    name: 'Sub User',
    passwordHash: await hashPassword(PASSWORD),
    userType: 'subuser',
    roleId: role!.id,
  });
  return login(app, email);
}

/**
 * The cross-tenant check every tenant-owned route gets: a merchant of another tenant asking
 * for this record receives 404, never the record and never 403.
 */
export async function expectHiddenFromOtherTenants(app: FastifyInstance, request: Omit<InjectOptions, 'headers'>): Promise<void> {
  const stranger = await signUp(app, { name: 'Other Tenant' });
  const response = await app.inject({ ...request, headers: stranger.headers } as InjectOptions);
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toMatchObject({ meta: { code: 404 }, data: null });
}

/** Signs a new merchant in as the web app does, asking for the session cookie; `headers` send it back. */
export async function browserSignIn(app: FastifyInstance) {
  const owner = await signUp(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: nextClientAddress(),
    headers: { [COOKIE_SESSION_HEADER]: 'cookie' },
    payload: { email: owner.session.email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
  return { response, cookie, headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` } };
}

/** The message list of an enveloped response. */
export function messagesOf(response: { json(): unknown }): string[] {
  return (response.json() as { meta: { message: string[] } }).meta.message;
}

/** A merchant signed up before the file's tests (after its app exists). */
export function useMerchant(t: { app: FastifyInstance }): SignedIn {
  const holder = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(holder, await signUp(t.app));
  });
  return holder;
}
