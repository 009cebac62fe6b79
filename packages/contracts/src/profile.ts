import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages.js';
import { newPasswordPair } from './auth.js';
import { DATE_FORMATS, PASSWORD_MAX_LENGTH } from './limits.js';
import { isTimeZone } from './time-zones.js';

/** Texts of part 2 §2.2, §5 and §8 for the profile, the password drawer and e-mail alerts. */
export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters long',
  dateFormatInvalid: 'Please select a date format.',
  timeZoneInvalid: 'Please select a time zone.',
  saved: 'Profile Settings Saved.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Current password is incorrect.',
  newPasswordSame: 'The new password must be different from the current password.',
  confirmMismatch: 'The new password and confirmation password do not match.',
  passwordUpdated: 'Password Updated Successfully.',
  passwordDrawerWarning:
    'You will be logged out of all active sessions and will need to log in again with your new password.',
  loggedOutAfterPasswordChange: 'Your password was changed. Please login again with your new password.',
  digestActivated: 'Daily Digest Email Alert Activated.',
  digestDeactivated: 'Daily Digest Email Alert Deactivated.',
  userNotFound: 'User not found.',
} as const;

/** A time zone of `GET /timezone/list`: its id is the IANA name, so it never shifts between releases. */
export const timeZoneView = z.object({
  id: z.string(),
  /** "(UTC+05:30) Asia/Kolkata". */
  name: z.string(),
  timezone: z.string(),
  /** The zone's offset from UTC now, "+05:30". */
  offset: z.string(),
});
export type TimeZoneView = z.infer<typeof timeZoneView>;

export const profileView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  date_format: z.enum(DATE_FORMATS),
  time_zone_id: z.string(),
  time_zone_data: timeZoneView,
  daily_digest_email_active: z.number().int(),
});
export type ProfileView = z.infer<typeof profileView>;

export const editProfileBody = z.object({
  name: z
    .string({ error: PROFILE_MESSAGES.nameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.nameRequired)
    .max(100, PROFILE_MESSAGES.nameTooLong)
    .describe("The user's name (1 to 100 characters)."),
  date_format: z
    .enum(DATE_FORMATS, { error: PROFILE_MESSAGES.dateFormatInvalid })
    .describe('How dates are shown to the user, on screens, in exports and in e-mails.'),
  time_zone_id: z
    .string({ error: PROFILE_MESSAGES.timeZoneInvalid })
    .max(64, PROFILE_MESSAGES.timeZoneInvalid)
    .refine((zone) => zone.length > 0 && isTimeZone(zone) && !/^[+-]|^Z$/i.test(zone), PROFILE_MESSAGES.timeZoneInvalid)
    .describe('The user\'s time zone: an IANA name, the `id` of an entry of `GET /timezone/list` (e.g. `Asia/Kolkata`). Fixed offsets such as `+05:30` are refused.'),
});
export type EditProfileBody = z.input<typeof editProfileBody>;

/** The change-password drawer's fields; the server applies the same object. */
export const changePasswordBody = newPasswordPair(PROFILE_MESSAGES.confirmMismatch, {
  current_password: z
    .string({ error: PROFILE_MESSAGES.currentPasswordRequired })
    .min(1, PROFILE_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax)
    .describe("The caller's current password."),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const userIdParams = z.object({
  id: z
    .string()
    .uuid(PROFILE_MESSAGES.userNotFound)
    .describe("The caller's own user `_id` (as `GET /user/profile` gives it); another user's id answers 404."),
});

export const alertsBody = z.object({
  daily_digest_email_active: z
    .union([z.literal(0), z.literal(1)], { error: 'daily_digest_email_active must be 0 or 1.' })
    .describe('`1` turns the daily digest e-mail on, `0` turns it off.'),
});
export const alertsView = z.object({ _id: z.string(), daily_digest_email_active: z.number().int() });
