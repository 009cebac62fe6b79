import { TEAM_MESSAGES } from '@trailpost/contracts';
import { requireAccess, type AuthContext } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';
import type { FastifyRequest } from 'fastify';

/** Users and roles are the account owner's (part 2 §2.1 hides them from sub-users). */
export function requireTeamManager(request: FastifyRequest): AuthContext {
  const auth = requireAccess(request, 'settings');
  if (auth.userType !== 'user') throw forbidden(TEAM_MESSAGES.mainUserOnly);
  return auth;
}
