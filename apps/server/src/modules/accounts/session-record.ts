import { logoPath, type RoleValue, type SessionRecord } from '@trailpost/contracts';
import type { TenantRow, UserRow } from './repository.js';
import { mustEnrolTwoFactor } from './two-factor/requirement.js';

/** The record the browser keeps after login or sign-up (part 1 §3). */
export function toSessionRecord(user: UserRow, tenant: TenantRow, accessToken: string, roles: RoleValue[], publicUrl: string): SessionRecord {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    access_token: accessToken,
    user_type: user.userType === 'subuser' ? 'subuser' : 'user',
    role: user.userType === 'subuser' ? 'subuser' : 'main',
    role_id: user.roleId,
    role_access: { role: roles },
    roles,
    organization_details: { logo: tenant.logoKey ? `${publicUrl}${logoPath(tenant.id, tenant.logoKey)}` : null, company_name: tenant.companyName },
    user_details: { tenant_id: tenant.id },
    onboarding: { status: tenant.onboardingStatus },
    time_zone_data: { timezone: user.timeZone },
    date_format: user.dateFormat,
    sub_domain: tenant.subDomain,
    custom_domain_url: tenant.customDomainUrl,
    daily_digest_email_active: user.dailyDigestEmailActive,
    two_factor_enabled: user.twoFactorEnabledAt !== null,
    two_factor_enrolment_required: mustEnrolTwoFactor(user, tenant.requireTwoFactor),
  };
}
