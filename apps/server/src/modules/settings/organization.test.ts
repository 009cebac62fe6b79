import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES, UPLOAD_MESSAGES } from '@trailpost/contracts';
import { messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { upload } from '../../test/files.js';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/harness.js';

const t = useTestApp();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const VALID = {
  company_name: 'Acme Retail',
  contact_no: '+91 98765 43210',
  address1: '12 MG Road',
  address2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  country_name: 'India',
  zipcode: '560001',
  website_url: 'https://acme.example.com',
};

const read = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user/organization', headers: who.headers });
const save = (who: SignedIn, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/organization', headers: who.headers, payload });
const setLogo = (who: SignedIn, logo: string | null) => t.app.inject({ method: 'PUT', url: '/api/user/organization/logo', headers: who.headers, payload: { logo } });
const localUrl = (url: string) => url.slice(TEST_PUBLIC_URL.length);

describe('organization', () => {
  it('starts empty with India as the country', async () => {
    const owner = await signUp(t.app);
    expect((await read(owner)).json().data).toEqual({
      company_name: null,
      contact_no: null,
      address1: null,
      address2: null,
      city: null,
      state: null,
      country_name: 'India',
      zipcode: null,
      website_url: null,
      logo: null,
      require_two_factor: false,
    });
  });

  it('saves the company fields; empty optional ones are none; the session record carries the company name', async () => {
    const owner = await signUp(t.app);
    const response = await save(owner, { ...VALID, country_name: 'germany' });
    expect(response.json()).toEqual({
      meta: { code: 200, message: [ORGANIZATION_MESSAGES.saved] },
      data: { ...VALID, address2: null, country_name: 'Germany', logo: null, require_two_factor: false },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: owner.headers });
    expect(me.json().data.organization_details).toEqual({ company_name: 'Acme Retail', logo: null });
  });

  it.each([
    [{ company_name: ' ' }, ORGANIZATION_MESSAGES.companyNameRequired],
    [{ contact_no: '' }, ORGANIZATION_MESSAGES.contactNoRequired],
    [{ contact_no: 'call me' }, ORGANIZATION_MESSAGES.contactNoInvalid],
    [{ contact_no: 'abc+61 2 9999 0000' }, ORGANIZATION_MESSAGES.contactNoInvalid],
    [{ contact_no: '+61 2 9999 0000 ext' }, ORGANIZATION_MESSAGES.contactNoInvalid],
    [{ address1: undefined }, ORGANIZATION_MESSAGES.address1Required],
    [{ city: '' }, ORGANIZATION_MESSAGES.cityRequired],
    [{ state: '' }, ORGANIZATION_MESSAGES.stateRequired],
    [{ country_name: 'Atlantis' }, ORGANIZATION_MESSAGES.countryInvalid],
    [{ website_url: 'not a site' }, ORGANIZATION_MESSAGES.websiteInvalid],
    [{ company_name: 'x'.repeat(101) }, ORGANIZATION_MESSAGES.tooLong('Company name', 100)],
  ])('refuses %j with its message and keeps what was saved', async (change, message) => {
    const owner = await signUp(t.app);
    await save(owner, VALID);
    const response = await save(owner, { ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
    expect((await read(owner)).json().data.company_name).toBe('Acme Retail');
  });
});

describe('organization logo', () => {
  it('is set from a signed upload, served publicly, replaced and removed', async () => {
    const owner = await signUp(t.app);
    const key = await upload(t.app, owner, 'logo.png', PNG, 'image/png');
    const set = await setLogo(owner, key);
    expect(set.json().meta.message).toEqual([ORGANIZATION_MESSAGES.logoSaved]);
    const url = set.json().data.logo as string;
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/organization/logo/${owner.session.user_details.tenant_id}/[a-f0-9]{24}\\.png$`));

    const served = await t.app.inject({ method: 'GET', url: localUrl(url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: owner.headers });
    expect(me.json().data.organization_details.logo).toBe(url);

    const replaced = await setLogo(owner, await upload(t.app, owner, 'logo.jpg', JPEG, 'image/jpeg'));
    expect(replaced.json().data.logo).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: localUrl(url) })).statusCode).toBe(404);

    const removed = await setLogo(owner, null);
    expect(removed.json()).toMatchObject({ meta: { message: [ORGANIZATION_MESSAGES.logoRemoved] }, data: { logo: null } });
    expect((await t.app.inject({ method: 'GET', url: localUrl(replaced.json().data.logo) })).statusCode).toBe(404);
  });

  it("refuses a file that is not an image, another tenant's upload and a made-up path", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const fake = await upload(t.app, owner, 'logo.png', Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(messagesOf(await setLogo(owner, fake))).toEqual([UPLOAD_MESSAGES.imageType]);
    const theirs = await upload(t.app, stranger, 'logo.png', PNG, 'image/png');
    expect(messagesOf(await setLogo(owner, theirs))).toEqual([UPLOAD_MESSAGES.imageFailed]);
    expect(messagesOf(await setLogo(owner, `temp/${owner.session.user_details.tenant_id}/../../etc/passwd`))).toEqual([UPLOAD_MESSAGES.imageFailed]);
    expect(messagesOf(await setLogo(owner, `temp/${owner.session.user_details.tenant_id}/none/1-logo.png`))).toEqual([UPLOAD_MESSAGES.imageFailed]);
    expect((await read(owner)).json().data.logo).toBeNull();
  });

  it('refuses an image type other than jpeg, jpg or png at the upload address', async () => {
    const owner = await signUp(t.app);
    const signed = await t.app.inject({
      method: 'GET',
      url: '/api/user/awsservice/presignedurl/image',
      headers: owner.headers,
      query: { file_name: 'logo.gif', file_type: 'image/gif', file_size: '100' },
    });
    expect(messagesOf(signed)).toEqual([UPLOAD_MESSAGES.imageType]);
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/user/awsservice/presignedurl/image',
      headers: owner.headers,
      query: { file_name: 'logo.png', file_type: 'image/png', file_size: String(2 * 1024 * 1024) },
    });
    expect(messagesOf(big)).toEqual([UPLOAD_MESSAGES.tooLarge]);
  });
});
