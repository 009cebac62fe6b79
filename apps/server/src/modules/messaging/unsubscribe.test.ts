import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_MESSAGES } from '@trailpost/contracts';
import { signUp } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { isUnsubscribed, unsubscribeLinkMaker } from './unsubscribe.js';

const t = useTestApp();

const unsubscribeLinks = async (ctx: typeof t.app.ctx, tenantId: string, email: string) => (await unsubscribeLinkMaker(ctx))(tenantId, email);

describe('unsubscribe links', () => {
  it('name the merchant and the address, and stop that merchant mailing it, once or twice', async () => {
    const owner = await signUp(t.app, { name: 'Acme Store' });
    const tenantId = owner.session.user_details.tenant_id;
    const { page, oneClick } = await unsubscribeLinks(t.app.ctx, tenantId, 'Buyer@Example.com');
    const token = new URL(page).searchParams.get('token')!;
    expect(oneClick).toBe(`${t.config.publicUrl}/api/unsubscribe?token=${token}`);

    const read = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(read.json().data).toEqual({ company_name: 'Acme Store', email: 'buyer@example.com', unsubscribed: false });

    for (let i = 0; i < 2; i++) {
      const done = await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${token}` });
      expect(done.json()).toEqual({ meta: { code: 200, message: [UNSUBSCRIBE_MESSAGES.unsubscribed('Acme Store')] }, data: { company_name: 'Acme Store', email: 'buyer@example.com', unsubscribed: true } });
    }
    expect(await isUnsubscribed(t.database.db, tenantId, 'buyer@example.com')).toBe(true);
    // Another merchant may still write to the same person.
    const other = await signUp(t.app);
    expect(await isUnsubscribed(t.database.db, other.session.user_details.tenant_id, 'buyer@example.com')).toBe(false);
  });

  it("accept a mail client's one-click form post (RFC 8058)", async () => {
    const owner = await signUp(t.app);
    const { oneClick } = await unsubscribeLinks(t.app.ctx, owner.session.user_details.tenant_id, 'reader@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: oneClick.slice(t.config.publicUrl.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await isUnsubscribed(t.database.db, owner.session.user_details.tenant_id, 'reader@example.com')).toBe(true);
  });

  it('refuse a forged or altered token', async () => {
    const owner = await signUp(t.app);
    const { page } = await unsubscribeLinks(t.app.ctx, owner.session.user_details.tenant_id, 'reader@example.com');
    const token = new URL(page).searchParams.get('token')!;
    const altered = `${token.slice(0, -2)}xx`;
    for (const bad of [altered, 'nonsense', `${Buffer.from(JSON.stringify({ tid: 'x', em: 'a@b.c', exp: 9e9 })).toString('base64url')}.sig`]) {
      const response = await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${encodeURIComponent(bad)}` });
      expect(response.json()).toEqual({ meta: { code: 404, message: [UNSUBSCRIBE_MESSAGES.invalidLink], error_code: 'not_found' }, data: null });
    }
  });
});
