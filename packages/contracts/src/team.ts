import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';
import { ROLE_VALUES } from './roles.js';

/** Texts of part 2 §2.15, §2.16, §5 and §8 for users, roles and invitations. */
export const TEAM_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email-Id is required',
  emailInvalid: 'Email-Id is not valid',
  roleRequired: 'Role is required',
  roleNameRequired: 'Department name required',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long.`,
  roleAccessInvalid: 'Assign Shipments needs Shipments.',
  invited: 'User Invited.',
  inviteResent: 'Invite sent again.',
  userUpdated: 'User Updated Successfully.',
  userActivated: 'User activated.',
  userDeactivated: 'User deactivated. They were signed out everywhere.',
  roleAdded: 'Role Added Successfully.',
  roleUpdated: 'Role Updated Successfully.',
  roleDeleted: 'Role deleted.',
  roleSaveFailed: 'Something Went Wrong.',
  roleInUse: (users: number) =>
    `This role is given to ${users} user${users === 1 ? '' : 's'}. Give them another role before deleting it.`,
  roleNotFound: 'Role not found.',
  userNotFound: 'User not found.',
  emailTaken: 'This email is already registered.',
  alreadyAccepted: 'This user has already accepted the invite.',
  invitationWithdrawn: 'Invitation withdrawn.',
  /** Withdrawing is for invitations still pending; a user who joined is deactivated instead. */
  cannotWithdrawAccepted: 'This user has already accepted the invite. Deactivate the user instead.',
  cannotResendInactive: 'Activate the user before sending the invite again.',
  noSubUsers: 'No Sub Users.',
  noRoles: 'No Roles Added.',
  inviteExpired: 'The link has been expired. Check with your admin for more details.',
  inviteInvalid: 'This invite link is not valid. Check with your admin for more details.',
  accountDeactivated: 'Your account is deactivated. Check with your admin for more details.',
  invitePending: 'Your invite is pending. Use the link in the invitation e-mail to set your password.',
  mainUserOnly: 'Only the account owner can manage users and roles.',
  invitePasswordAlphanumeric: AUTH_MESSAGES.passwordAlphanumeric,
  invitePasswordMin: AUTH_MESSAGES.passwordMin,
} as const;

/** Invite validity (part 2 §9): 2,880 minutes. */
export const INVITE_TTL_MINUTES = 2880;
export const SUB_USER_PAGE_SIZES = [15, 25, 35] as const;
export const DEFAULT_SUB_USER_PAGE_SIZE = 15;

const text = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, TEAM_MESSAGES.tooLong(label, max));

/** The role drawer (part 2 §2.15): Name, Department and the Module Access switches. */
export const roleBody = z
  .object({
    name: text(TEAM_MESSAGES.roleNameRequired, 'Name', 100).describe("The role's name (1 to 100 characters)."),
    department: z
      .string()
      .trim()
      .max(100, TEAM_MESSAGES.tooLong('Department', 100))
      .default('')
      .describe('The department the role belongs to (at most 100 characters). Default: empty.'),
    role: z
      .array(z.enum(ROLE_VALUES))
      .max(ROLE_VALUES.length)
      .default([])
      .describe(
        'The modules the role opens: `dashboard`, `tracking` (Shipments), `assignTracking` (Assign Shipments: only the shipments assigned to the user; needs `tracking`), `automations`, `settings`. Default `[]`: none.',
      ),
  })
  .refine((v) => !v.role.includes('assignTracking') || v.role.includes('tracking'), { message: TEAM_MESSAGES.roleAccessInvalid, path: ['role'] })
  .transform((v) => ({ ...v, role: ROLE_VALUES.filter((value) => v.role.includes(value)) }));
export type RoleBody = z.input<typeof roleBody>;

export const roleView = z.object({
  _id: z.string(),
  name: z.string(),
  department: z.string(),
  role: z.array(z.enum(ROLE_VALUES)),
  /** Sub-users holding this role. */
  users: z.number().int(),
});
export type RoleView = z.infer<typeof roleView>;

export const inviteBody = z.object({
  name: text(TEAM_MESSAGES.nameRequired, 'Name', 100).describe("The sub-user's name (1 to 100 characters); with `resend`, required but the stored name is kept."),
  email: z
    .string({ error: TEAM_MESSAGES.emailRequired })
    .trim()
    .min(1, TEAM_MESSAGES.emailRequired)
    .max(254, TEAM_MESSAGES.emailInvalid)
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, TEAM_MESSAGES.emailInvalid)
    .describe(
      "The sub-user's e-mail address, where the invitation goes (stored lowercased). A new invitation refuses an address that already has an account; with `resend` it names the pending sub-user.",
    ),
  role_id: z
    .string({ error: TEAM_MESSAGES.roleRequired })
    .uuid(TEAM_MESSAGES.roleRequired)
    .describe("The `_id` of one of the account's roles (`GET /role/list`). Required with `resend` too, where it does not change the pending user's role."),
  source: z.string().max(50).default('Web').describe('Where the invitation was made, stored on the sub-user (at most 50 characters). Default `Web`.'),
  role_name: z.string().max(100).optional().describe("The role's name as the screen shows it; not stored (the role named by `role_id` is used)."),
  department: z.string().max(100).optional().describe("The role's department as the screen shows it; not stored (the role named by `role_id` is used)."),
  /** Send the invite again to a pending user (the older link stops working). */
  resend: z
    .boolean()
    .optional()
    .describe('`true`: send a new link to the pending sub-user with this `email` instead of inviting a new one; its older links stop working. Default `false`.'),
});
export type InviteBody = z.input<typeof inviteBody>;

export const subUserUpdateBody = z
  .object({
    name: text(TEAM_MESSAGES.nameRequired, 'Name', 100).optional().describe('The new name (1 to 100 characters). Omitted: unchanged.'),
    role_id: z
      .string({ error: TEAM_MESSAGES.roleRequired })
      .uuid(TEAM_MESSAGES.roleRequired)
      .optional()
      .describe("The `_id` of the account's role to give the sub-user. Omitted: unchanged."),
    active: z
      .union([z.literal(0), z.literal(1)])
      .optional()
      .describe('`1` lets the sub-user sign in; `0` deactivates it and ends its sessions at once. Omitted: unchanged.'),
  })
  .refine((v) => v.name !== undefined || v.role_id !== undefined || v.active !== undefined, { message: TEAM_MESSAGES.nameRequired });
export type SubUserUpdateBody = z.input<typeof subUserUpdateBody>;

export const subUserView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role_id: z.string().nullable(),
  role_name: z.string().nullable(),
  department: z.string().nullable(),
  /** 1 while the user may sign in, 0 once deactivated. */
  active: z.number().int(),
  /** 1 once the invite is accepted, 0 while pending. */
  invite: z.number().int(),
  source: z.string(),
});
export type SubUserView = z.infer<typeof subUserView>;

export const subUserListQuery = z.object({
  pageId: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page to answer, from 1 (at most 100000). Default 1.'),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (SUB_USER_PAGE_SIZES as readonly number[]).includes(value), 'limit must be 15, 25 or 35.')
    .default(DEFAULT_SUB_USER_PAGE_SIZE)
    .describe('Sub-users per page: `15`, `25` or `35`. Default 15.'),
});

export const teamIdParams = z.object({ id: z.string().uuid().describe('The `_id` of the role (`/role/{id}`) or of the sub-user (`/sub_user/{id}`).') });

/** What the signed invite token carries (readable by the page, checked by the server). */
export const inviteClaim = z.object({ iid: z.string(), tid: z.string(), name: z.string(), email: z.string(), exp: z.number() });
export type InviteClaim = z.infer<typeof inviteClaim>;

/** The invite page's password: letters and digits, at least 6 (part 2 §5). */
export const invitePassword = z
  .string({ error: TEAM_MESSAGES.invitePasswordMin })
  .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, TEAM_MESSAGES.invitePasswordAlphanumeric)
  .min(PASSWORD_MIN_LENGTH, TEAM_MESSAGES.invitePasswordMin)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax);

export const acceptInviteBody = z.object({
  token: z
    .string({ error: TEAM_MESSAGES.inviteInvalid })
    .min(1, TEAM_MESSAGES.inviteInvalid)
    .max(2000, TEAM_MESSAGES.inviteInvalid)
    .describe('The `token` query parameter of the invitation link (`/accept_invite?token=…`).'),
  email: z
    .string({ error: TEAM_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .max(254, TEAM_MESSAGES.emailInvalid)
    .describe('The invited e-mail address; it must be the one the invitation was sent to (any case).'),
  password: invitePassword.describe('The password to set: 6 to 128 characters, with at least one letter and one digit.'),
});
