import { TEAM_MESSAGES } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';

/** Users and roles are the account owner's (part 2 §2.1 hides them from sub-users). */
export function assertTeamManager(auth: AuthContext): AuthContext {
  assertAccess(auth, 'settings');
  if (auth.userType !== 'user') throw forbidden(TEAM_MESSAGES.mainUserOnly);
  return auth;
}
