import { z } from 'zod';
import {
  envelopeOf,
  loginTwoFactorBody,
  sessionRecord,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnabled,
  twoFactorSetup,
} from '@trailpost/contracts';

const tags = ['Two-step sign-in'];

export const setupSchema = {
  tags,
  summary: 'Start turning two-step sign-in on: a new authenticator secret',
  description: "Starts turning two-step sign-in on for the caller: a new TOTP secret (base32; SHA-1, 6 digits, 30 seconds) and its `otpauth://` URI for the authenticator app's QR code. Nothing changes at sign-in until `POST /user/two_factor/enable` confirms a code; calling again replaces the secret. Already on: 400.",
  response: { 200: envelopeOf(twoFactorSetup) },
};
export const enableSchema = {
  tags,
  summary: 'Confirm the authenticator with a code: two-step sign-in is on, recovery codes shown once',
  description: 'Turns two-step sign-in on with a code from the authenticator set up by `POST /user/two_factor/setup`, and answers ten recovery codes, shown this once, each usable once in place of a code. A wrong code, a setup not started or two-step sign-in already on answers 400; recorded as `user.two_factor_enabled` in the audit log.',
  body: twoFactorEnableBody,
  response: { 200: envelopeOf(twoFactorEnabled) },
};
export const disableSchema = {
  tags,
  summary: 'Turn two-step sign-in off (password and a code)',
  description: "Turns the caller's two-step sign-in off; needs the password and a current code or a recovery code. A wrong password or code answers 400, and wrong codes count toward the sign-in limit (429); recorded as `user.two_factor_disabled` in the audit log.",
  body: twoFactorDisableBody,
  response: { 200: envelopeOf(z.null()) },
};
export const loginTwoFactorSchema = {
  tags,
  summary: 'Sign-in second step: the code for the challenge the password step gave',
  description: 'Sign-in second step: a right code, or a recovery code, for the challenge `POST /user/login` gave opens the session and answers what `POST /user/login` answers without two-step sign-in. A challenge that expired (after 5 minutes), was used or is unknown, and a wrong code, answer 401; wrong codes count toward the sign-in limit (429). No sign-in needed.',
  body: loginTwoFactorBody,
  response: { 200: envelopeOf(sessionRecord) },
};
