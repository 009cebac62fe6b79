import { holdsAccess, type Access, type RoleValue, type UserType } from '@trailpost/contracts';

export type GuardSession = {
  userType: UserType;
  roles: readonly RoleValue[];
  /** '0' until the tenant has chosen its sub-domain. */
  subDomainStatus: '0' | '1';
  /** The organization requires two-step sign-in and this user has not turned it on yet. */
  mustEnrolTwoFactor?: boolean;
};

/**
 * Whether a user holds an access value. A main user holds every value; settingMainMenu is
 * always held; assignTracking is a sub-option of tracking and opens the shipment screens.
 */
export function hasAccess(session: GuardSession, access: Access): boolean {
  return holdsAccess(session.userType, session.roles, access);
}

const ROLE_HOME: Record<RoleValue, string> = {
  dashboard: '/dashboard',
  tracking: '/tracking',
  assignTracking: '/tracking',
  automations: '/automations',
  settings: '/settings',
};

/** The page of a sub-user's first role; /settings (always allowed) when the role list is empty. */
export function homeForRoles(roles: readonly RoleValue[]): string {
  const first = roles[0];
  return first ? ROLE_HOME[first] : '/settings';
}
