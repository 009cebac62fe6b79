import { z } from 'zod';
import { acceptInviteBody, envelopeOf, inviteBody, pagedEnvelopeOf, roleBody, roleView, sessionRecord, subUserListQuery, subUserUpdateBody, subUserView, teamIdParams } from '@trailpost/contracts';

const roleTags = ['Users and roles'];
const nothing = envelopeOf(z.null());

export const listRolesSchema = { tags: roleTags, summary: "The account's roles, with how many users hold each", response: { 200: envelopeOf(z.array(roleView)) } };
export const getRoleSchema = { tags: roleTags, summary: 'A role (a sub-user reads its own)', params: teamIdParams, response: { 200: envelopeOf(roleView) } };
export const createRoleSchema = { tags: roleTags, summary: 'Add a role', body: roleBody, response: { 200: envelopeOf(roleView) } };
export const updateRoleSchema = { tags: roleTags, summary: 'Change a role (its users get the new access on their next call)', params: teamIdParams, body: roleBody, response: { 200: envelopeOf(roleView) } };
export const deleteRoleSchema = { tags: roleTags, summary: 'Delete a role no user holds', params: teamIdParams, response: { 200: nothing } };

export const inviteSchema = { tags: roleTags, summary: 'Invite a sub-user by e-mail, or send a pending invite again (resend)', body: inviteBody, response: { 200: envelopeOf(subUserView) } };
export const listSubUsersSchema = {
  tags: roleTags,
  summary: 'A page of sub-users (meta.total_records counts them all)',
  querystring: subUserListQuery,
  response: { 200: pagedEnvelopeOf(subUserView) },
};
export const updateSubUserSchema = { tags: roleTags, summary: "Change a sub-user's name, role or active state", params: teamIdParams, body: subUserUpdateBody, response: { 200: envelopeOf(subUserView) } };
export const acceptInviteSchema = { tags: roleTags, summary: 'Accept an invite: set the password and sign in', body: acceptInviteBody, response: { 200: envelopeOf(sessionRecord) } };
export const withdrawInvitationSchema = {
  tags: roleTags,
  summary: 'Withdraw a pending invitation: the invited user and its links are deleted and the address is free again (400 once the invitation was accepted: deactivate the user instead)',
  // Any text: an id that is not one of the account's users is 404, whatever its form.
  params: z.object({ id: z.string() }),
  response: { 200: nothing },
};
