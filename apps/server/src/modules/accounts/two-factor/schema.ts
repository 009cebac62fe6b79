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

export const setupSchema = { tags, summary: 'Start turning two-step sign-in on: a new authenticator secret', response: { 200: envelopeOf(twoFactorSetup) } };
export const enableSchema = {
  tags,
  summary: 'Confirm the authenticator with a code: two-step sign-in is on, recovery codes shown once',
  body: twoFactorEnableBody,
  response: { 200: envelopeOf(twoFactorEnabled) },
};
export const disableSchema = { tags, summary: 'Turn two-step sign-in off (password and a code)', body: twoFactorDisableBody, response: { 200: envelopeOf(z.null()) } };
export const loginTwoFactorSchema = {
  tags,
  summary: 'Sign-in second step: the code for the challenge the password step gave',
  body: loginTwoFactorBody,
  response: { 200: envelopeOf(sessionRecord) },
};
