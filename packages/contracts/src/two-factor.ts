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

export const twoFactorEnableBody = z.object({ code: twoFactorCode });
export const twoFactorEnabled = z.object({ recovery_codes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;

export const twoFactorDisableBody = z.object({ password: loginBody.shape.password, code: twoFactorCode });

/** What `POST /user/login` answers for a user with two-step sign-in on: no session yet. */
export const twoFactorChallenge = z.object({ two_factor_required: z.literal(true), challenge_token: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

export const loginTwoFactorBody = z.object({ challenge_token: z.string().min(1).max(2000), code: twoFactorCode });
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;
