import type { Access, RoleValue, UserType } from '@trailpost/contracts';

export type GuardSession = {
  userType: UserType;
  roles: readonly RoleValue[];
  /** '0' until the tenant has chosen its sub-domain. */
  subDomainStatus: '0' | '1';
};

/**
 * Whether a user holds an access value. A main user holds every value; settingMainMenu is
 * always held; assignTracking is a sub-option of tracking and opens the shipment screens.
 */
export function hasAccess(session: GuardSession, access: Access): boolean {
  if (session.userType === 'user' || access === 'settingMainMenu') return true;
  if (access === 'tracking') return session.roles.includes('tracking') || session.roles.includes('assignTracking');
  return session.roles.includes(access);
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
