import { describe, expect, it } from 'vitest';
import { TRACKING_PAGE_LIMITS, TRACKING_PAGE_MESSAGES } from '@trailpost/contracts';
import { SAMPLE_TRACKING_NUMBER } from '../templates/sample-values.js';
import { messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { DEFAULT_TRACKING_PAGE_BODY } from './default-template.js';

const t = useTestApp();

const preview = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/tracking_template/preview', headers: who.headers, payload });
const htmlOf = async (who: SignedIn, body: string) => {
  const response = await preview(who, { body });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().meta).toEqual({ code: 200, message: ['Success'] });
  return response.json().data.html as string;
};

describe('the tracking-page preview', () => {
  it('fills the placeholders with the sample parcel and the timeline newest first', async () => {
    const owner = await signUp(t.app);
    const html = await htmlOf(owner, '<p>[Tracking Number] · [Tracking Status] · [Customer Name] · [Order ID] · [Courier Name]</p><div>[Tracking Timeline]</div>');
    expect(html).toContain(`<p>${SAMPLE_TRACKING_NUMBER} · Out for Delivery · Asha Verma · #1042 · Blue Dart</p>`);
    const rows = [...html.matchAll(/<tr><td[^>]*>([^<]+)<\/td><td[^>]*>([^<]+)<\/td>/g)].map((match) => match[2]);
    expect(rows).toEqual(['Out for delivery', 'Arrived at the delivery centre', 'Departed the sorting hub', 'Picked up from the seller', 'Shipment information received']);
  });

  it("uses the merchant's organization, escaped, and date format and zone with seconds for Expected Delivery", async () => {
    const owner = await signUp(t.app);
    const organization = await t.app.inject({
      method: 'PUT',
      url: '/api/user/organization',
      headers: owner.headers,
      payload: { company_name: '<b>Acme</b> & "Co"', contact_no: '+1 555 0100', address1: '1 Main St', city: 'Austin', state: 'TX', country_name: 'United States of America' },
    });
    expect(organization.statusCode, organization.body).toBe(200);
    const profile = await t.app.inject({ method: 'PUT', url: '/api/user/edit_profile', headers: owner.headers, payload: { name: 'Owner', date_format: 'YYYY-MM-DD', time_zone_id: 'UTC' } });
    expect(profile.statusCode, profile.body).toBe(200);
    const html = await htmlOf(owner, '<h1 title="[Company Name]">[Company Name]</h1><p class="eta">[Expected Delivery]</p><p>[Contact Number]</p>');
    expect(html).toContain('<h1 title="&#60;b&#62;Acme&#60;/b&#62; &#38; &#34;Co&#34;">&#60;b&#62;Acme&#60;/b&#62; &#38; &#34;Co&#34;</h1>');
    expect(html).toMatch(/<p class="eta">\d{4}-\d{2}-\d{2} (0[1-9]|1[0-2]):[0-5]\d:[0-5]\d [AP]M<\/p>/);
    expect(html).toContain('<p>+1 555 0100</p>');
  });

  it('is sanitised like a saved page', async () => {
    const owner = await signUp(t.app);
    const html = await htmlOf(
      owner,
      '<p onclick="x()">[Tracking Number]</p><script>alert(1)</script><a href="javascript:alert(2)">go</a><form><input></form><iframe src="https://evil.example"></iframe>',
    );
    expect(html).toBe(`<p>${SAMPLE_TRACKING_NUMBER}</p><a>go</a>`);
  });

  it('shows the built-in default filled in', async () => {
    const owner = await signUp(t.app);
    const html = await htmlOf(owner, DEFAULT_TRACKING_PAGE_BODY);
    expect(html).not.toMatch(/\[[A-Z][A-Za-z ]+\]/);
    expect(html).toContain(`<h1 class="tp-number">${SAMPLE_TRACKING_NUMBER}</h1>`);
  });

  it('accepts an empty body and refuses one over the limit or none', async () => {
    const owner = await signUp(t.app);
    expect(await htmlOf(owner, '')).toBe('');
    const tooLong = await preview(owner, { body: 'b'.repeat(TRACKING_PAGE_LIMITS.bodyMax + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(messagesOf(tooLong)).toEqual([TRACKING_PAGE_MESSAGES.bodyTooLong]);
    expect((await preview(owner, {})).statusCode).toBe(400);
  });
});
