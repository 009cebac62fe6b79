/** Access values a sub-user's role can hold (part 1 §6, part 2 §3). */
export const ROLE_VALUES = ['dashboard', 'tracking', 'assignTracking', 'automations', 'settings'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

/** Menu access also uses settingMainMenu, which every user holds. */
export type Access = RoleValue | 'settingMainMenu';

export const USER_TYPES = ['user', 'subuser'] as const;
export type UserType = (typeof USER_TYPES)[number];
