import type { StoredSession } from '@/lib/session';
import type { GuardSession } from './access';

export function toGuardSession(stored: StoredSession | null): GuardSession | null {
  return stored ? { userType: stored.userType, roles: stored.roles, subDomainStatus: stored.subDomainStatus, mustEnrolTwoFactor: stored.record.two_factor_enrolment_required === true } : null;
}
