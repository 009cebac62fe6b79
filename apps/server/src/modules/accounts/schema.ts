import { z } from 'zod';
import {
  changePasswordBody,
  envelopeOf,
  forgotPasswordQuery,
  loginBody,
  registerBody,
  resetPasswordBody,
  resetTokenCheck,
  resetTokenCheckBody,
  activeSession,
  sessionIdParams,
  sessionRecord,
  twoFactorChallenge,
  subDomainAvailability,
  subDomainRecord,
  checkSubDomainBody,
  saveSubDomainBody,
  verifyEmailBody,
  verifyEmailResult,
} from '@trailpost/contracts';

const nothing = envelopeOf(z.null());
const tags = ['Accounts'];

export const registerSchema = { tags, summary: 'Create a merchant account', body: registerBody, response: { 200: envelopeOf(sessionRecord) } };
export const verifyEmailSchema = { tags, summary: 'Sign-in step one: check the e-mail', body: verifyEmailBody, response: { 200: envelopeOf(verifyEmailResult) } };
export const loginSchema = {
  tags,
  summary: 'Sign in (with two-step sign-in on, the answer is a challenge for POST /user/login/two_factor)',
  body: loginBody,
  response: { 200: envelopeOf(z.union([sessionRecord, twoFactorChallenge])) },
};
export const forgotPasswordSchema = { tags, summary: 'E-mail a password reset link', querystring: forgotPasswordQuery, response: { 200: nothing } };
export const resetPasswordSchema = { tags, summary: 'Set a new password with a reset link', body: resetPasswordBody, response: { 200: nothing } };
export const checkResetTokenSchema = {
  tags,
  summary: 'Can a reset link still set a password (asking does not spend it; a used, expired or unknown link gets the same answer)',
  body: resetTokenCheckBody,
  response: { 200: envelopeOf(resetTokenCheck) },
};
export const logoutSchema = { tags, summary: 'End this session', response: { 200: nothing } };
export const listSessionsSchema = { tags, summary: "The user's signed-in sessions (browsers and clients)", response: { 200: envelopeOf(z.array(activeSession)) } };
export const revokeSessionSchema = { tags, summary: 'Sign one session out', params: sessionIdParams, response: { 200: nothing } };
export const logoutAllSchema = { tags, summary: 'Sign out everywhere, this session included', response: { 200: nothing } };
export const changePasswordSchema = { tags, summary: 'Change the password (ends every session of the user)', body: changePasswordBody, response: { 200: nothing } };
export const currentUserSchema = { tags, summary: 'The current session record', response: { 200: envelopeOf(sessionRecord) } };

const subTags = ['Sub-domain'];
export const getSubDomainSchema = { tags: subTags, summary: "The account's sub-domain and custom domain", response: { 200: envelopeOf(subDomainRecord) } };
export const checkSubDomainSchema = { tags: subTags, summary: 'Is a sub-domain available', body: checkSubDomainBody, response: { 200: envelopeOf(subDomainAvailability) } };
export const saveSubDomainSchema = { tags: subTags, summary: 'Save the sub-domain (completes onboarding)', body: saveSubDomainBody, response: { 200: envelopeOf(subDomainRecord) } };
