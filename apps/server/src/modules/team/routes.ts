import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEAM_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope, pagedEnvelope, wholeListPage } from '../../platform/envelope.js';
import { perClient } from '../../platform/rate-limits/plugin.js';
import { clientOf, handOverSession, userProfile } from '../accounts/index.js';
import { acceptInvite } from './invitations.js';
import { createRole, editRole, getRole, getRoles, removeRole } from './roles.js';
import * as schema from './schema.js';
import { editSubUser, getSubUsers, inviteSubUser } from './sub-users.js';
import { withdrawInvitation } from './withdraw-invitation.js';

/** Users, roles and invitations (part 2 §2.15, §2.16): the account owner's, but for reading one's own role and accepting an invite. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/role/list', { schema: schema.listRolesSchema }, async (request) => wholeListPage(await getRoles(app.ctx, requireAuth(request)), request.query));

  app.get('/role/:id', { schema: schema.getRoleSchema }, async (request) => {
    const auth = requireAuth(request);
    const own = auth.userType === 'subuser' ? ((await userProfile(app.ctx, auth.tenantId, auth.userId))?.roleId ?? null) : null;
    return envelope(await getRole(app.ctx, auth, request.params.id, own));
  });

  app.post('/role', { schema: schema.createRoleSchema }, async (request) =>
    envelope(await createRole(app.ctx, requireAuth(request), request.body), TEAM_MESSAGES.roleAdded),
  );

  app.put('/role/:id', { schema: schema.updateRoleSchema }, async (request) =>
    envelope(await editRole(app.ctx, requireAuth(request), request.params.id, request.body), TEAM_MESSAGES.roleUpdated),
  );

  app.delete('/role/:id', { schema: schema.deleteRoleSchema }, async (request) => {
    await removeRole(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, TEAM_MESSAGES.roleDeleted);
  });

  app.post('/sub_user/invite', { schema: schema.inviteSchema }, async (request) => {
    const { user, resent } = await inviteSubUser(app.ctx, requireAuth(request), request.body);
    return envelope(user, resent ? TEAM_MESSAGES.inviteResent : TEAM_MESSAGES.invited);
  });

  app.get('/sub_user/list', { schema: schema.listSubUsersSchema }, async (request) => {
    const { users, total } = await getSubUsers(app.ctx, requireAuth(request), request.query);
    return pagedEnvelope(users, total, request.query.pageId, request.query.limit);
  });

  app.put('/sub_user/:id', { schema: schema.updateSubUserSchema }, async (request) => {
    const { user, message } = await editSubUser(app.ctx, requireAuth(request), request.params.id, request.body);
    return envelope(user, message);
  });

  app.delete('/sub_user/:id/invitation', { schema: schema.withdrawInvitationSchema }, async (request) => {
    await withdrawInvitation(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, TEAM_MESSAGES.invitationWithdrawn);
  });

  app.post('/sub_user/acceptinvite', { schema: schema.acceptInviteSchema, config: { public: true, ...perClient(20, 60 * 60_000) } }, async (request, reply) => {
    const signedIn = await acceptInvite(app.ctx, request.body, clientOf(request));
    return envelope(handOverSession(app.ctx.config, request, reply, signedIn), 'Login successful.');
  });
};
