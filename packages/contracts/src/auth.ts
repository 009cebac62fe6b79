import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';

/** Same pattern the form and the server apply; one place so both agree. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const HAS_LETTER_AND_DIGIT = /^(?=.*[A-Za-z])(?=.*\d).+$/;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

const signupPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .regex(HAS_LETTER_AND_DIGIT, AUTH_MESSAGES.passwordAlphanumeric)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax);

/** A new password (reset link and change-password drawer): part 2 §5's rules and texts. */
export const passwordRules = z
  .string({ error: AUTH_MESSAGES.resetPasswordMin })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.resetPasswordMin)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax)
  .regex(HAS_LETTER_AND_DIGIT, AUTH_MESSAGES.resetPasswordAlphanumeric);

export const SIGNUP_SOURCES = ['Web', 'shopify', 'bigcommerce'] as const;

export const registerBody = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.nameRequired)
    .max(100)
    .describe("The merchant's own name (1 to 100 characters); it also names the new account until the organization's company name is set."),
  email: emailSchema.describe(
    'The e-mail address to sign in with (at most 254 characters, stored lowercased). It must not belong to another account; an invitation to it that is still pending is withdrawn.',
  ),
  password: signupPassword.describe('The password: 6 to 128 characters, with at least one letter and one digit.'),
  source: z
    .enum(SIGNUP_SOURCES)
    .default('Web')
    .describe('Where the sign-up started: `Web` (the sign-up form), `shopify` or `bigcommerce` (an install of the store app). Default `Web`.'),
});
export type RegisterBody = z.input<typeof registerBody>;

export const verifyEmailBody = z.object({ email: emailSchema.describe('The e-mail address typed on the sign-in screen.') });

export const loginBody = z.object({
  email: emailSchema.describe("The account's e-mail address."),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax)
    .describe("The account's password (at most 128 characters)."),
});
export type LoginBody = z.input<typeof loginBody>;

export const forgotPasswordQuery = z.object({ emailid: emailSchema.describe("The account's e-mail address; the reset link is sent to it.") });

/** A new password typed twice; `mismatch` is the screen's own text for two that differ. */
export function newPasswordPair<T extends z.ZodRawShape>(mismatch: string, extra: T) {
  return z
    .object({
      ...extra,
      new_password: passwordRules.describe('The new password: 6 to 128 characters, with at least one letter and one digit.'),
      confirm_password: z
        .string({ error: AUTH_MESSAGES.confirmRequired })
        .min(1, AUTH_MESSAGES.confirmRequired)
        .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax)
        .describe('The new password typed again; it must equal `new_password`.'),
    })
    .refine((v) => {
      const pair = v as { new_password: string; confirm_password: string };
      return pair.new_password === pair.confirm_password;
    }, { message: mismatch, path: ['confirm_password'] });
}

/** The reset form's shape; the server applies the same object. */
export const resetPasswordFields = newPasswordPair(AUTH_MESSAGES.confirmMismatch, {});

const resetToken = z.string({ error: AUTH_MESSAGES.resetTokenInvalid }).min(1, AUTH_MESSAGES.resetTokenInvalid).max(200, AUTH_MESSAGES.resetTokenInvalid);

export const resetPasswordBody = z
  .object({ token: resetToken.describe('The `token` query parameter of the reset link e-mailed by `GET /user/forgot_password`.') })
  .and(resetPasswordFields);

/** `POST /user/reset_password/check`: can this link still set a password? Asking does not spend it. */
export const resetTokenCheckBody = z.object({ token: resetToken.describe('The `token` query parameter of the reset link.') });
/** A used, expired and unknown link get the same answer. */
export const resetTokenCheck = z.object({ usable: z.boolean() });
export type ResetTokenCheck = z.infer<typeof resetTokenCheck>;

export const verifyEmailResult = z.object({ name: z.string(), email: z.string() });
