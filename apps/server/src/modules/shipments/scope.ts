import type { Access } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';

/**
 * Which shipments a caller may see: a sub-user whose role holds assignTracking sees only the
 * shipments assigned to it, whatever filters it sends (part 1 §6).
 */
export interface ShipmentScope {
  tenantId: string;
  onlyAssignedTo: string | null;
}

/** The caller's shipments for a purpose (the list, the dashboard): refused without its access. */
export function scopeOf(auth: AuthContext, access: Access = 'tracking'): ShipmentScope {
  assertAccess(auth, access);
  const restricted = auth.userType === 'subuser' && auth.roles.includes('assignTracking');
  return { tenantId: auth.tenantId, onlyAssignedTo: restricted ? auth.userId : null };
}
