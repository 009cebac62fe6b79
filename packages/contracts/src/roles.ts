/** Access values a sub-user's role can hold (part 1 §6, part 2 §3). */
export const ROLE_VALUES = ['dashboard', 'tracking', 'assignTracking', 'automations', 'settings'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

/**
 * What a screen or a service asks of its caller: a role value; settingMainMenu, which every
 * user holds (the settings menu, one's own profile and password); or webhooks, which send every
 * shipment of the account and so need the full tracking access as well as settings.
 */
export type Access = RoleValue | 'settingMainMenu' | 'webhooks';

/**
 * Whether a user sees every shipment of the account: a main user, or a sub-user with tracking
 * and without assignTracking (which comes with tracking and narrows it to its own shipments).
 */
export function seesWholeAccount(userType: string, roles: readonly string[]): boolean {
  return userType === 'user' || (roles.includes('tracking') && !roles.includes('assignTracking'));
}

/**
 * Whether a user holds an access value: a main user holds every value; a sub-user what its role
 * lists, assignTracking opening the shipment screens (narrowed to its own shipments).
 */
export function holdsAccess(userType: 'user' | 'subuser', roles: readonly RoleValue[], access: Access): boolean {
  if (userType === 'user' || access === 'settingMainMenu') return true;
  if (access === 'webhooks') return roles.includes('settings') && seesWholeAccount(userType, roles);
  if (access === 'tracking') return roles.includes('tracking') || roles.includes('assignTracking');
  return roles.includes(access);
}

export const USER_TYPES = ['user', 'subuser'] as const;
export type UserType = (typeof USER_TYPES)[number];
