import type { RoleValue, SessionRecord } from '@trailpost/contracts';

export function sessionFixture(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    _id: 'u1',
    name: 'Ada Merchant',
    email: 'ada@example.com',
    access_token: 'token-1',
    user_type: 'user',
    role: 'main',
    role_id: null,
    role_access: { role: [] },
    roles: [],
    organization_details: { logo: null, company_name: null },
    user_details: { tenant_id: 't1' },
    onboarding: { status: 1 },
    time_zone_data: { timezone: 'UTC' },
    date_format: 'MM-DD-YYYY',
    sub_domain: 'ada',
    custom_domain_url: 'ada.trailpost.app',
    daily_digest_email_active: 0,
    two_factor_enabled: false,
    two_factor_enrolment_required: false,
    ...overrides,
  };
}

export function subUserFixture(roles: RoleValue[]): SessionRecord {
  return sessionFixture({
    _id: 'u2',
    name: 'Sam Sub',
    email: 'sam@example.com',
    user_type: 'subuser',
    role: 'subuser',
    role_id: 'r1',
    role_access: { role: roles },
    roles,
  });
}
