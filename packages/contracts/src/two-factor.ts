import { z } from 'zod';
import { loginBody } from './auth.js';
import { TWO_FACTOR_MESSAGES } from './two-factor-texts.js';

/** A TOTP code or a recovery code: spaces and dashes a user types along are ignored when checked. */
export const twoFactorCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(32, TWO_FACTOR_MESSAGES.codeInvalid);

export const twoFactorSetup = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const twoFactorEnableBody = z.object({
  code: twoFactorCode.describe('The 6-digit code the authenticator app shows for the secret from `POST /user/two_factor/setup` (spaces ignored).'),
});
export const twoFactorEnabled = z.object({ recovery_codes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;

export const twoFactorDisableBody = z.object({
  password: loginBody.shape.password.describe("The caller's current password."),
  code: twoFactorCode.describe('A current 6-digit code from the authenticator app (spaces ignored), or one of the recovery codes (each works once; case, spaces and dashes ignored).'),
});

/** What `POST /user/login` answers for a user with two-step sign-in on: no session yet. */
export const twoFactorChallenge = z.object({ two_factor_required: z.literal(true), challenge_token: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

export const loginTwoFactorBody = z.object({
  challenge_token: z
    .string()
    .min(1)
    .max(2000)
    .describe('The `challenge_token` that `POST /user/login` answered; it lives 5 minutes and works once.'),
  code: twoFactorCode.describe('A current 6-digit code from the authenticator app (spaces ignored), or one of the recovery codes (each works once; case, spaces and dashes ignored).'),
});
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;
