import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { AUDIT_MASK, AUDIT_MESSAGES, AUDIT_RETENTION_DAYS, type AuditAction, type AuditEntryView } from '@trailpost/contracts';
import { auditLog } from '../../db/schema/index.js';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { forgetExpiredAuditEntries } from './housekeeping.js';

const t = useTestApp();
const DAY_MS = 86_400_000;

const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;
const userOf = (who: SignedIn) => who.session._id;

/** Writes an entry as if `who` had made a change at `at`. */
async function seed(who: SignedIn, action: AuditAction, at: Date, extra: Partial<typeof auditLog.$inferInsert> = {}) {
  await t.database.db.insert(auditLog).values({
    tenantId: tenantOf(who),
    actorUserId: userOf(who),
    actorEmail: who.session.email,
    ip: '203.0.113.7',
    action,
    createdAt: at,
    ...extra,
  });
}

const list = (who: SignedIn, query = '') => t.app.inject({ method: 'GET', url: `/api/audit_log${query}`, headers: who.headers });
const exportFile = (who: SignedIn, query = '') => t.app.inject({ method: 'GET', url: `/api/audit_log/export${query}`, headers: who.headers });

async function entries(who: SignedIn, query = ''): Promise<{ entries: AuditEntryView[]; total_records: number }> {
  const response = await list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET /audit_log', () => {
  it('lists the account’s entries newest first, in the pinned shape', async () => {
    const owner = await signUp(t.app);
    const now = Date.now();
    await seed(owner, 'api_key.created', new Date(now - 3 * DAY_MS), { targetType: 'api_key', targetId: 'k1', changes: { token_name: { before: null, after: 'Sync' } } });
    await seed(owner, 'webhook.deleted', new Date(now - DAY_MS));
    await seed(owner, 'team.role_created', new Date(now - 2 * DAY_MS));
    const response = await list(owner);
    expect(response.json().meta).toEqual({ code: 200, message: ['Success'] });
    const data = response.json().data as { entries: AuditEntryView[]; total_records: number };
    expect(data.total_records).toBe(3);
    expect(data.entries.map((entry) => entry.action)).toEqual(['webhook.deleted', 'team.role_created', 'api_key.created']);
    expect(data.entries[2]).toEqual({
      _id: expect.any(String),
      created_at: new Date(now - 3 * DAY_MS).toISOString(),
      actor: { user_id: userOf(owner), email: owner.session.email, api_key_id: null },
      ip: '203.0.113.7',
      action: 'api_key.created',
      target_type: 'api_key',
      target_id: 'k1',
      changes: { token_name: { before: null, after: 'Sync' } },
    });
  });

  it('filters by action, by author and by date range, and pages', async () => {
    const owner = await signUp(t.app);
    const member = await createSubUser(t.app, t.database, owner, ['settings']);
    const now = Date.now();
    for (let day = 1; day <= 5; day += 1) await seed(owner, 'store.updated', new Date(now - day * DAY_MS));
    await seed(member, 'webhook.created', new Date(now - 10 * DAY_MS));

    expect((await entries(owner, '?action=webhook.created')).entries.map((entry) => entry.actor.email)).toEqual([member.session.email]);
    // Signing in writes entries of its own: the author filter is checked on the seeded actions.
    const byMember = await entries(owner, `?user_id=${userOf(member)}`);
    expect(byMember.entries.every((entry) => entry.actor.user_id === userOf(member))).toBe(true);
    expect(byMember.entries.map((entry) => entry.action)).toContain('webhook.created');
    expect((await entries(owner, `?user_id=${userOf(owner)}&action=webhook.created`)).total_records).toBe(0);
    expect((await entries(owner, `?user_id=${userOf(owner)}&action=store.updated`)).total_records).toBe(5);

    const from = new Date(now - 3.5 * DAY_MS).toISOString();
    const to = new Date(now - 1.5 * DAY_MS).toISOString();
    const range = await entries(owner, `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(range.entries.map((entry) => entry.created_at)).toEqual([new Date(now - 2 * DAY_MS).toISOString(), new Date(now - 3 * DAY_MS).toISOString()]);
  });

  it('pages newest first, 25 to a page by default', async () => {
    const owner = await signUp(t.app);
    const now = Date.now();
    for (let minute = 0; minute < 27; minute += 1) await seed(owner, 'store.updated', new Date(now - minute * 60_000));
    const first = await entries(owner);
    expect(first.entries).toHaveLength(25);
    expect(first.total_records).toBe(27);
    const second = await entries(owner, '?pageId=2');
    expect(second.entries.map((entry) => entry.created_at)).toEqual([new Date(now - 25 * 60_000).toISOString(), new Date(now - 26 * 60_000).toISOString()]);
  });

  it('refuses filters that are not valid, saying which', async () => {
    const owner = await signUp(t.app);
    for (const [query, message] of [
      ['?action=user.deleted_everything', AUDIT_MESSAGES.invalidAction],
      ['?user_id=42', AUDIT_MESSAGES.invalidUser],
      ['?from=yesterday', AUDIT_MESSAGES.invalidDate],
      ['?from=2026-02-02T00:00:00Z&to=2026-02-01T00:00:00Z', AUDIT_MESSAGES.invalidDate],
      ['?pageId=0', AUDIT_MESSAGES.invalidPage],
      ['?limit=7', 'limit must be 25, 50, 100.'],
    ] as const) {
      const response = await list(owner, query);
      expect(response.statusCode, query).toBe(400);
      expect(messagesOf(response), query).toEqual([message]);
      const exported = await exportFile(owner, query.startsWith('?pageId') || query.startsWith('?limit') ? '' : query);
      if (!query.startsWith('?pageId') && !query.startsWith('?limit')) expect(messagesOf(exported), query).toEqual([message]);
    }
  });

  it('never shows another merchant’s entries, even asked for by its user id', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    await seed(stranger, 'api_key.deleted', new Date());
    const none = { entries: [], total_records: 0, page_info: { page: 1, limit: 25, total: 0, has_more: false } };
    expect(await entries(owner)).toEqual(none);
    expect(await entries(owner, `?user_id=${userOf(stranger)}`)).toEqual(none);
    const sheet = await readSheet(await exportFile(owner, `?user_id=${userOf(stranger)}`));
    expect(sheet).toHaveLength(1);
  });

  it('is the owner’s alone: a sub-user, even with every access, gets 403 on the list and the export', async () => {
    const owner = await signUp(t.app);
    const member = await createSubUser(t.app, t.database, owner, ['dashboard', 'tracking', 'automations', 'settings']);
    for (const response of [await list(member), await exportFile(member)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
    }
  });
});

async function readSheet(response: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }): Promise<string[][]> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.xlsx"$/);
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

describe('GET /audit_log/export', () => {
  it('downloads the matching entries as an .xlsx, newest first, in the owner’s date format (UTC by default), formulas escaped', async () => {
    const owner = await signUp(t.app);
    await seed(owner, 'store.updated', new Date('2026-03-02T10:30:00Z'), {
      targetType: null,
      targetId: '=HYPERLINK("x")',
      changes: { key1: { before: AUDIT_MASK, after: AUDIT_MASK }, store_name: { before: 'Old', after: 'New' } },
    });
    await seed(owner, 'api_key.created', new Date('2026-03-03T10:30:00Z'), { actorApiKeyId: '00000000-0000-4000-8000-000000000001' });
    await seed(owner, 'webhook.created', new Date('2026-03-01T10:30:00Z'));
    const rows = await readSheet(await exportFile(owner, '?action=store.updated'));
    expect(rows).toEqual([
      ['When', 'Who', 'Address', 'Action', 'Target', 'What changed'],
      ['03-02-2026 10:30 AM', owner.session.email, '203.0.113.7', 'Store updated', `'=HYPERLINK("x")`, `key1: ${AUDIT_MASK} → ${AUDIT_MASK}\nstore_name: Old → New`],
    ]);
    const all = await readSheet(await exportFile(owner));
    expect(all.slice(1).map((row) => row[3])).toEqual(['API key created', 'Store updated', 'Webhook created']);
    expect(all[1]![1]).toBe(`${owner.session.email} (API key 00000000-0000-4000-8000-000000000001)`);
  });
});

describe('housekeeping', () => {
  it(`removes entries older than ${AUDIT_RETENTION_DAYS} days and keeps newer ones`, async () => {
    const owner = await signUp(t.app);
    const now = new Date();
    await seed(owner, 'store.created', new Date(now.getTime() - (AUDIT_RETENTION_DAYS + 1) * DAY_MS));
    await seed(owner, 'store.updated', new Date(now.getTime() - (AUDIT_RETENTION_DAYS - 1) * DAY_MS));
    await forgetExpiredAuditEntries(t.database.db, now);
    const left = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.tenantId, tenantOf(owner)));
    expect(left).toEqual([{ action: 'store.updated' }]);
  });
});
