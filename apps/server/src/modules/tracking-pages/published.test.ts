import { describe, expect, it } from 'vitest';
import { signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { DEFAULT_TRACKING_PAGE_BODY } from './default-template.js';
import { publishedTemplateBody } from './published.js';

const t = useTestApp();

const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;
const add = async (who: SignedIn, body: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/tracking_template', headers: who.headers, payload: { template_name: 'Page', body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id as string;
};

describe('the published template body', () => {
  it('is the built-in default for an account without templates', async () => {
    const owner = await signUp(t.app);
    expect(await publishedTemplateBody(t.app.ctx, tenantOf(owner))).toBe(DEFAULT_TRACKING_PAGE_BODY);
  });

  it("is the account's default template, sanitised, and follows the star", async () => {
    const owner = await signUp(t.app);
    await add(owner, '<p onclick="x()">First [Tracking Number]</p>');
    expect(await publishedTemplateBody(t.app.ctx, tenantOf(owner))).toBe('<p>First [Tracking Number]</p>');
    const second = await add(owner, '<p>Second</p>');
    expect(await publishedTemplateBody(t.app.ctx, tenantOf(owner))).toBe('<p>First [Tracking Number]</p>');
    await t.app.inject({ method: 'PUT', url: `/api/tracking_template/default/${second}`, headers: owner.headers });
    expect(await publishedTemplateBody(t.app.ctx, tenantOf(owner))).toBe('<p>Second</p>');
  });

  it("is never another account's", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    await add(owner, '<p>Owner only</p>');
    expect(await publishedTemplateBody(t.app.ctx, tenantOf(stranger))).toBe(DEFAULT_TRACKING_PAGE_BODY);
  });
});
