import { z } from 'zod';
import {
  acceptInviteBody,
  envelopeOf,
  inviteBody,
  pagedEnvelopeOf,
  roleBody,
  roleView,
  sessionRecord,
  subUserListQuery,
  subUserUpdateBody,
  subUserView,
  teamIdParams,
  wholeListQuery,
} from '@trailpost/contracts';

const roleTags = ['Users and roles'];
const nothing = envelopeOf(z.null());

export const listRolesSchema = {
  tags: roleTags,
  summary: "The account's roles, with how many users hold each",
  description: "The account's roles, oldest first, each with its module access and how many sub-users hold it. Main account only.",
  querystring: wholeListQuery,
  response: { 200: pagedEnvelopeOf(roleView) },
};
export const getRoleSchema = {
  tags: roleTags,
  summary: 'A role (a sub-user reads its own)',
  description: "One role with its module access and how many sub-users hold it. The main account reads any of its roles; a sub-user only its own (any other answers 404), as the app loads it to know the sub-user's access.",
  params: teamIdParams,
  response: { 200: envelopeOf(roleView) },
};
export const createRoleSchema = {
  tags: roleTags,
  summary: 'Add a role',
  description: 'Adds a role with a name, department and module access. Main account only; recorded as `team.role_created` in the audit log.',
  body: roleBody,
  response: { 200: envelopeOf(roleView) },
};
export const updateRoleSchema = {
  tags: roleTags,
  summary: 'Change a role (its users get the new access on their next call)',
  description: "Replaces a role's name, department and module access (fields left out take their defaults). Main account only; the role's sub-users get the new access on their next call, and the change is recorded as `team.role_updated` in the audit log.",
  params: teamIdParams,
  body: roleBody,
  response: { 200: envelopeOf(roleView) },
};
export const deleteRoleSchema = {
  tags: roleTags,
  summary: 'Delete a role no user holds',
  description: 'Deletes a role that no sub-user holds; one still held answers 400 with how many users hold it. Main account only; recorded as `team.role_deleted` in the audit log.',
  params: teamIdParams,
  response: { 200: nothing },
};

export const inviteSchema = {
  tags: roleTags,
  summary: 'Invite a sub-user by e-mail, or send a pending invite again (resend)',
  description: 'Invites a sub-user: stores it as pending with the role and e-mails it a single-use link to `/accept_invite` that works for 48 hours. An address that already has an account answers 400 (`duplicate`); with `resend: true`, the pending sub-user with that address gets a new link instead (older links stop working; 400 once accepted or while deactivated). Main account only; recorded as `team.invited` in the audit log.',
  body: inviteBody,
  response: { 200: envelopeOf(subUserView) },
};
export const listSubUsersSchema = {
  tags: roleTags,
  summary: 'A page of sub-users (meta.total_records counts them all)',
  description: "A page of the account's sub-users, newest first, with role, department, `active` and `invite` (1 accepted, 0 pending); `meta.total_records` counts them all. Main account only.",
  querystring: subUserListQuery,
  response: { 200: pagedEnvelopeOf(subUserView) },
};
export const updateSubUserSchema = {
  tags: roleTags,
  summary: "Change a sub-user's name, role or active state",
  description: "Changes a sub-user's name, role or active state: only the fields sent, at least one. Deactivating (`active: 0`) ends the user's sessions at once; a `role_id` that is not one of the account's roles answers 400. Main account only; recorded as `team.user_updated` in the audit log.",
  params: teamIdParams,
  body: subUserUpdateBody,
  response: { 200: envelopeOf(subUserView) },
};
export const acceptInviteSchema = {
  tags: roleTags,
  summary: 'Accept an invite: set the password and sign in',
  description: "Accepts an invitation: a valid, unexpired (48 hours) and unused link for that e-mail sets the sub-user's password and signs it in, answered as `POST /user/login` answers. An expired or unknown link, another e-mail, a link already used or a deactivated user answers 400. No sign-in needed; at most 20 calls per client per hour.",
  body: acceptInviteBody,
  response: { 200: envelopeOf(sessionRecord) },
};
export const withdrawInvitationSchema = {
  tags: roleTags,
  summary: 'Withdraw a pending invitation: the invited user and its links are deleted and the address is free again (400 once the invitation was accepted: deactivate the user instead)',
  description: 'Deletes a sub-user that has not accepted its invitation, with its links, so the address is free again. An accepted invitation answers 400 (deactivate the user instead), an unknown id 404. Main account only; recorded as `team.invitation_withdrawn` in the audit log.',
  // Any text: an id that is not one of the account's users is 404, whatever its form.
  params: z.object({ id: z.string().describe("The pending sub-user's `_id`, as `GET /sub_user/list` lists it.") }),
  response: { 200: nothing },
};
