import type { AuthContext } from '../../platform/auth.js';

/**
 * Which shipments a caller may see: a sub-user whose role holds assignTracking sees only the
 * shipments assigned to it, whatever filters it sends (part 1 §6).
 */
export interface ShipmentScope {
  tenantId: string;
  onlyAssignedTo: string | null;
}

export function scopeOf(auth: AuthContext): ShipmentScope {
  const restricted = auth.userType === 'subuser' && auth.roles.includes('assignTracking');
  return { tenantId: auth.tenantId, onlyAssignedTo: restricted ? auth.userId : null };
}
