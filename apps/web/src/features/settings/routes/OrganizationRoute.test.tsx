import { ORGANIZATION_MESSAGES, UPLOAD_MESSAGES, type OrganizationView } from '@trailpost/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture, subUserFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { LOGO_MESSAGE_MS } from '../components/LogoField';
import { REQUIRE_TWO_FACTOR_HINT, REQUIRE_TWO_FACTOR_LABEL } from '../components/RequireTwoFactorField';
import { OrganizationRoute } from './OrganizationRoute';

const EMPTY: OrganizationView = {
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
};
const COMPANY = { company_name: 'Acme Retail', contact_no: '+91 98765 43210', address1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country_name: 'India' };
const FILLED: OrganizationView = { ...EMPTY, ...COMPANY };
const LOGO_URL = 'http://localhost/api/organization/logo/t1/aaaaaaaaaaaaaaaaaaaaaaaa.png';

function setup(extra: Record<string, MockHandler> = {}) {
  let organization = { ...EMPTY };
  const calls = mockApi({
    'GET /api/user/organization': () => ({ data: organization }),
    'GET /api/country/list': () => ({ data: [{ name: 'Germany', iso: 'DE' }, { name: 'India', iso: 'IN' }] }),
    'PUT /api/user/organization': (body) => {
      organization = { ...EMPTY, ...(body as Partial<OrganizationView>), logo: organization.logo };
      return { data: organization, message: [ORGANIZATION_MESSAGES.saved] };
    },
    'GET /api/user/awsservice/presignedurl/image': () => ({
      data: { signedRequest: 'http://localhost/api/files/upload?token=x', method: 'PUT', headers: {}, url: 'temp/t1/ab/1-logo.png', file_name: '1-logo.png', max_bytes: 1048576, expires_in: 900 },
    }),
    'PUT /api/files/upload': () => ({}),
    'PUT /api/user/organization/logo': (body) => {
      organization = { ...organization, logo: (body as { logo: string | null }).logo ? LOGO_URL : null };
      return { data: organization, message: [organization.logo ? ORGANIZATION_MESSAGES.logoSaved : ORGANIZATION_MESSAGES.logoRemoved] };
    },
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<OrganizationRoute />, { path: '/organization' });
  return { calls, user };
}

const sent = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => c.body);
const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('organization screen', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('requires the company name, contact number, address line 1, city and state', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    for (const message of [
      ORGANIZATION_MESSAGES.companyNameRequired,
      ORGANIZATION_MESSAGES.contactNoRequired,
      ORGANIZATION_MESSAGES.address1Required,
      ORGANIZATION_MESSAGES.cityRequired,
      ORGANIZATION_MESSAGES.stateRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(sent(calls, 'PUT /api/user/organization')).toEqual([]);
  });

  it('defaults the country to India and sends the optional fields only when filled', async () => {
    const { calls, user } = setup();
    expect(await screen.findByDisplayValue('India')).toBeTruthy();
    await user.type(screen.getByLabelText(/Company Name/), 'Acme Retail');
    await user.type(screen.getByLabelText(/Contact Number/), '+91 98765 43210');
    await user.type(screen.getByLabelText(/Address Line 1/), '12 MG Road');
    await user.type(screen.getByLabelText(/^City/), 'Bengaluru');
    await user.type(screen.getByLabelText(/^State/), 'Karnataka');
    await user.type(screen.getByLabelText('Website'), 'not a site');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.websiteInvalid)).toBeTruthy();
    await user.clear(screen.getByLabelText('Website'));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.saved)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/organization')).toEqual([
      { company_name: 'Acme Retail', contact_no: '+91 98765 43210', address1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country_name: 'India', require_two_factor: false },
    ]);
  });

  it('keeps only the characters of a phone number in the contact number, typed or pasted', async () => {
    const { calls, user } = setup({ 'GET /api/user/organization': () => ({ data: FILLED }) });
    const field = await screen.findByLabelText(/Contact Number/);
    await user.clear(field);
    await user.type(field, 'abc+61 2 9999 0000');
    expect((field as HTMLInputElement).value).toBe('+61 2 9999 0000');
    await user.clear(field);
    await user.click(field);
    await user.paste('Tel: (02) 9999-0000');
    expect((field as HTMLInputElement).value).toBe('(02) 9999-0000');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.saved)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/organization')).toEqual([{ ...COMPANY, contact_no: '(02) 9999-0000', require_two_factor: false }]);
  });

  it('refuses a contact number that is not a phone number, with its message', async () => {
    const { calls, user } = setup({ 'GET /api/user/organization': () => ({ data: FILLED }) });
    const field = await screen.findByLabelText(/Contact Number/);
    await user.clear(field);
    await user.type(field, '61+');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.contactNoInvalid)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/organization')).toEqual([]);
  });

  it('lets the owner require two-step sign-in of every sub-user, saved with the company fields', async () => {
    const { calls, user } = setup({ 'GET /api/user/organization': () => ({ data: FILLED }) });
    const requirement = await screen.findByRole('switch', { name: REQUIRE_TWO_FACTOR_LABEL });
    expect((requirement as HTMLInputElement).checked).toBe(false);
    expect(requirement.getAttribute('aria-describedby')).toBe(screen.getByText(REQUIRE_TWO_FACTOR_HINT).id);
    await user.click(requirement);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.saved)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/organization')).toEqual([{ ...COMPANY, require_two_factor: true }]);
    expect((screen.getByRole('switch', { name: REQUIRE_TWO_FACTOR_LABEL }) as HTMLInputElement).checked).toBe(true);
  });

  it('does not offer the requirement to a sub-user, whose save leaves it as it is', async () => {
    storeSession(subUserFixture(['settings']));
    const { calls, user } = setup({ 'GET /api/user/organization': () => ({ data: { ...FILLED, require_two_factor: true } }) });
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.saved)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(REQUIRE_TWO_FACTOR_HINT)).toBeNull();
    expect(sent(calls, 'PUT /api/user/organization')).toEqual([COMPANY]);
  });

  it('uploads a logo through the signed address, shows it and removes it', async () => {
    const { calls, user } = setup();
    await user.upload(await screen.findByLabelText('Logo file'), png());
    expect(await screen.findByText(ORGANIZATION_MESSAGES.logoSaved)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/organization/logo')).toEqual([{ logo: 'temp/t1/ab/1-logo.png' }]);
    expect(calls.find((c) => c.path === '/api/user/awsservice/presignedurl/image')!.url.searchParams.get('purpose')).toBe('image');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Company logo' }).getAttribute('src')).toBe(LOGO_URL));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.logoRemoved)).toBeTruthy();
    expect(sent(calls, 'PUT /api/user/organization/logo')).toEqual([{ logo: 'temp/t1/ab/1-logo.png' }, { logo: null }]);
  });

  it('refuses other types and files over 1 MB before uploading, and the message goes after 3 s', async () => {
    const { calls } = setup();
    const input = await screen.findByLabelText('Logo file');
    vi.useFakeTimers();
    try {
      fireEvent.change(input, { target: { files: [new File(['gif'], 'logo.gif', { type: 'image/gif' })] } });
      expect(screen.getByText(UPLOAD_MESSAGES.imageType)).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LOGO_MESSAGE_MS);
      });
      expect(screen.queryByText(UPLOAD_MESSAGES.imageType)).toBeNull();
      fireEvent.change(input, { target: { files: [png(1024 * 1024 + 1)] } });
      expect(screen.getByText(UPLOAD_MESSAGES.tooLarge)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
    expect(sent(calls, 'GET /api/user/awsservice/presignedurl/image')).toEqual([]);
  });

  it('says the upload failed when the file cannot be stored', async () => {
    const { user } = setup({ 'PUT /api/files/upload': () => ({ status: 500 }) });
    await user.upload(await screen.findByLabelText('Logo file'), png());
    expect(await screen.findByText(UPLOAD_MESSAGES.imageFailed)).toBeTruthy();
  });
});
