import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, NOTIFICATION_MESSAGES } from '@trailpost/contracts';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { notify } from './service.js';

const t = useTestApp();

const tell = (merchant: SignedIn, message: string, db = t.database.db) =>
  notify(db, { tenantId: merchant.session.user_details.tenant_id, userId: merchant.session._id, type: 'export', message, link: '/tracking' });
const list = async (merchant: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/firebase/notifications', headers: merchant.headers })).json().data;

/** Reads a Server-Sent Events stream until `count` events have arrived. */
async function readEvents(url: string, count: number, whileOpen: () => Promise<void>): Promise<{ event: string; data: unknown }[]> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  let started = false;
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
    // Raise what the test wants to hear only once the stream is open and subscribed.
    if (!started && events.length) {
      started = true;
      await whileOpen();
    }
  }
  controller.abort();
  return events;
}

async function streamUrl(app: FastifyInstance, base: string, merchant: SignedIn): Promise<string> {
  const ticket = await app.inject({ method: 'GET', url: `/api/firebase/token/${merchant.session._id}`, headers: merchant.headers });
  expect(ticket.statusCode).toBe(200);
  return `${base}${ticket.json().data.stream_url}`;
}

/** The app's address, listening from whichever test of this file asks first (they run in any order). */
async function listening(app: FastifyInstance): Promise<string> {
  if (app.server.listening) return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('the notification list', () => {
  it('is empty at first', async () => {
    const merchant = await signUp(t.app);
    expect(await list(merchant)).toEqual({ notifications: [], unreadMessageCount: 0, lastTimestamp: null });
  });

  it('shows the 20 latest, newest first, with the unread count; opening it clears the count', async () => {
    const merchant = await signUp(t.app);
    for (let i = 1; i <= 22; i += 1) {
      await tell(merchant, `Export ${i} is ready.`);
      // PGlite's clock counts milliseconds: two notices in one would tie, and the newest could not be told apart.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const before = await list(merchant);
    expect(before.notifications).toHaveLength(20);
    expect(before.notifications[0]).toMatchObject({ message: 'Export 22 is ready.', type: 'export', link: '/tracking', updatable: false });
    expect(before.unreadMessageCount).toBe(22);
    expect(before.lastTimestamp).toBe(before.notifications[0].timestamp);
    const read = await t.app.inject({ method: 'POST', url: '/api/firebase/notifications/read', headers: merchant.headers });
    expect(messagesOf(read)).toEqual([NOTIFICATION_MESSAGES.cleared]);
    expect((await list(merchant)).unreadMessageCount).toBe(0);
  });

  it('dismisses an item for good, and only the owner can', async () => {
    const merchant = await signUp(t.app);
    const other = await signUp(t.app);
    await tell(merchant, 'Import finished.');
    const [item] = (await list(merchant)).notifications;
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/firebase/notification/${item._id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect(messagesOf(foreign)).toEqual([NOTIFICATION_MESSAGES.notFound]);
    const own = await t.app.inject({ method: 'DELETE', url: `/api/firebase/notification/${item._id}`, headers: merchant.headers });
    expect(messagesOf(own)).toEqual([NOTIFICATION_MESSAGES.deleted]);
    expect((await list(merchant)).notifications).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/firebase/notification/${item._id}`, headers: merchant.headers })).statusCode).toBe(404);
  });
});

describe('the realtime stream', () => {
  it('gives a ticket only for the caller\'s own id: another user\'s is not found', async () => {
    const merchant = await signUp(t.app);
    const other = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/firebase/token/${other.session._id}`, headers: merchant.headers });
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([NOTIFICATION_MESSAGES.userNotFound]);
  });

  it('refuses a forged or missing ticket', async () => {
    for (const token of ['forged', 'e30.c2ln', '']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/firebase/stream?token=${token}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it('delivers a notification the moment it is stored, with the new unread count', async () => {
    const merchant = await signUp(t.app);
    const stranger = await signUp(t.app);
    const base = await listening(t.app);
    const events = await readEvents(await streamUrl(t.app, base, merchant), 2, async () => {
      await tell(stranger, 'Not for you.');
      await tell(merchant, 'Your export is ready.');
    });
    expect(events[0]).toEqual({ event: 'ready', data: { unreadMessageCount: 0 } });
    expect(events[1]!.event).toBe('notification');
    expect(events[1]!.data).toMatchObject({ notification: { message: 'Your export is ready.' }, unreadMessageCount: 1 });
  });

  it('opens one stream per ticket: the same ticket again is refused', async () => {
    const merchant = await signUp(t.app);
    const base = await listening(t.app);
    const url = await streamUrl(t.app, base, merchant);
    const first = await readEvents(url, 1, async () => {
      const again = await fetch(url);
      expect(again.status).toBe(401);
      expect(await again.json()).toEqual({ meta: { code: 401, message: [AUTH_MESSAGES.sessionExpired], error_code: 'session_expired' }, data: null });
    });
    expect(first[0]!.event).toBe('ready');
  });
});

describe('two server processes on one database', () => {
  let second: { app: FastifyInstance; database: Database } | null = null;
  afterAll(async () => {
    await second?.app.close();
    if (second && second.database !== t.database) await second.database.close();
  });

  it('deliver a notification raised by one to a stream held by the other', async () => {
    // On PostgreSQL the second process has its own connections; the embedded database is one
    // process's by nature, so there the two apps share it and still listen separately.
    const database = t.database.pool
      ? await openDatabase({ databaseUrl: t.database.pool.options.connectionString!, poolSize: 2 })
      : t.database;
    second = { app: await buildApp({ config: t.config, database }), database };
    await second.app.ready();
    const base = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const merchant = await signUp(t.app);
    const events = await readEvents(await streamUrl(second.app, base, merchant), 2, () => tell(merchant, 'Raised elsewhere.'));
    expect(events[1]).toMatchObject({ event: 'notification', data: { notification: { message: 'Raised elsewhere.' } } });
  });
});
