import type { UserRow } from '../repository.js';

/** A sub-user of an organization that requires two-step sign-in must turn it on before anything else. */
export function mustEnrolTwoFactor(user: Pick<UserRow, 'userType' | 'twoFactorEnabledAt'>, organizationRequiresIt: boolean): boolean {
  return organizationRequiresIt && user.userType === 'subuser' && user.twoFactorEnabledAt === null;
}
