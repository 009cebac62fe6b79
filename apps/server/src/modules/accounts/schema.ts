import { z } from 'zod';
import {
  activeSession,
  changePasswordBody,
  checkSubDomainBody,
  envelopeOf,
  forgotPasswordQuery,
  loginBody,
  pagedEnvelopeOf,
  registerBody,
  resetPasswordBody,
  resetTokenCheck,
  resetTokenCheckBody,
  saveSubDomainBody,
  sessionIdParams,
  sessionRecord,
  subDomainAvailability,
  subDomainRecord,
  twoFactorChallenge,
  verifyEmailBody,
  verifyEmailResult,
  wholeListQuery,
} from '@trailpost/contracts';

const nothing = envelopeOf(z.null());
const tags = ['Accounts'];

export const registerSchema = {
  tags,
  summary: 'Create a merchant account',
  description: 'Creates a merchant: a new account with its main user, signed in at once; `data` is the session record with its `access_token`, as `POST /user/login` answers it. An e-mail that already belongs to an account answers 400 (`duplicate`); an invitation to it still pending is withdrawn instead. No sign-in needed; at most 10 sign-ups per client per hour.',
  body: registerBody,
  response: { 200: envelopeOf(sessionRecord) },
};
export const verifyEmailSchema = {
  tags,
  summary: 'Sign-in step one: check the e-mail',
  description: 'Sign-in step one: whether an account signs in with this e-mail, with the `name` to greet it by. An unknown e-mail answers 404, and a client that asks after 20 unknown e-mails within 10 minutes is refused (429) for the rest of that time. No sign-in needed.',
  body: verifyEmailBody,
  response: { 200: envelopeOf(verifyEmailResult) },
};
export const loginSchema = {
  tags,
  summary: 'Sign in (with two-step sign-in on, the answer is a challenge for POST /user/login/two_factor)',
  description: 'Checks the e-mail and password and opens a session: `data` is the session record with its `access_token`, or, for a user with two-step sign-in on, `{ two_factor_required: true, challenge_token }` to finish with `POST /user/login/two_factor`. An unknown e-mail answers 404, a wrong password 401, a pending or deactivated sub-user 403, and repeated failures 429 (10 per account within 15 minutes, a browser that signed in to it before counted apart; 50 per client address). With the header `x-trailpost-session: cookie` (the web app) the token is set in an HttpOnly cookie instead and `access_token` is empty.',
  body: loginBody,
  response: { 200: envelopeOf(z.union([sessionRecord, twoFactorChallenge])) },
};
export const forgotPasswordSchema = {
  tags,
  summary: 'E-mail a password reset link',
  description: 'E-mails the account a single-use password reset link (`/reset_password?token=…`) that works for 60 minutes. An unknown e-mail answers 404 and a sub-user that has not accepted its invitation 403 (it sets its password through the invitation); at most 5 requests per e-mail address an hour (429). No sign-in needed.',
  querystring: forgotPasswordQuery,
  response: { 200: nothing },
};
export const resetPasswordSchema = {
  tags,
  summary: 'Set a new password with a reset link',
  description: "Sets a new password with the token of a reset link: the user's open reset links are spent, every session of the user ends, and `user.password_changed` is recorded in the audit log. A used, expired or unknown token answers 400. No sign-in needed.",
  body: resetPasswordBody,
  response: { 200: nothing },
};
export const checkResetTokenSchema = {
  tags,
  summary: 'Can a reset link still set a password (asking does not spend it; a used, expired or unknown link gets the same answer)',
  description: 'Whether the token of a reset link can still set a password (`usable`), without spending it; a used, expired or unknown token answers `usable: false`. No sign-in needed.',
  body: resetTokenCheckBody,
  response: { 200: envelopeOf(resetTokenCheck) },
};
export const logoutSchema = {
  tags,
  summary: 'End this session',
  description: "Ends the session this call is made with and clears the web app's session cookie; called with a developer token, it ends nothing. Reachable while the organization requires the caller to turn two-step sign-in on first.",
  response: { 200: nothing },
};
export const listSessionsSchema = {
  tags,
  summary: "The user's signed-in sessions (browsers and clients)",
  description: "The caller's live sessions, most recently used first, with browser, address, creation, last use and expiry; `current` marks the session this call is made with (none when called with a developer token).",
  querystring: wholeListQuery,
  response: { 200: pagedEnvelopeOf(activeSession) },
};
export const revokeSessionSchema = {
  tags,
  summary: 'Sign one session out',
  description: "Ends one of the caller's own sessions; an id that is not one of them answers 404.",
  params: sessionIdParams,
  response: { 200: nothing },
};
export const logoutAllSchema = {
  tags,
  summary: 'Sign out everywhere, this session included',
  description: "Ends every session of the caller, this one included, clears the web app's session cookie and records `user.logout_everywhere` in the audit log. Developer tokens are not sessions and keep working.",
  response: { 200: nothing },
};
export const changePasswordSchema = {
  tags,
  summary: 'Change the password (ends every session of the user)',
  description: "Changes the caller's own password, whatever its role: `current_password` must be right and the new password different from it (400 otherwise). Every session of the user ends, this one included, open reset links are spent and `user.password_changed` is recorded in the audit log; at most 10 calls per client per 15 minutes.",
  body: changePasswordBody,
  response: { 200: nothing },
};
export const currentUserSchema = {
  tags,
  summary: 'The current session record',
  description: "The caller's session record, to refresh what a client keeps: user, role and access values, organization name and logo, onboarding, time zone, date format, sub-domain and two-step sign-in state. `access_token` repeats the token the call was made with (empty for the web app's cookie). Reachable while the organization requires the caller to turn two-step sign-in on first.",
  response: { 200: envelopeOf(sessionRecord) },
};

const subTags = ['Sub-domain'];
export const getSubDomainSchema = {
  tags: subTags,
  summary: "The account's sub-domain and custom domain",
  description: "The account's sub-domain and custom domain, the platform suffix, and `public_host`, where the public pages are linked (the custom domain once verified, else the sub-domain's host). Any signed-in user may read it.",
  response: { 200: envelopeOf(subDomainRecord) },
};
export const checkSubDomainSchema = {
  tags: subTags,
  summary: 'Is a sub-domain available',
  description: "Whether a sub-domain can be taken (`is_domain_available`); nothing is saved. It cannot when another account holds it or the product reserves it (such as `www`, `api`, `app`, `admin`); the account's own sub-domain counts as available.",
  body: checkSubDomainBody,
  response: { 200: envelopeOf(subDomainAvailability) },
};
export const saveSubDomainSchema = {
  tags: subTags,
  summary: 'Save the sub-domain (completes onboarding)',
  description: "Saves the account's sub-domain and custom domain and completes onboarding; needs the `settings` access. A sub-domain another account holds or the product reserves answers 400 (`duplicate`). A change of either value sets the custom domain's DNS check back to pending and is recorded as `custom_domain.updated` in the audit log.",
  body: saveSubDomainBody,
  response: { 200: envelopeOf(subDomainRecord) },
};
