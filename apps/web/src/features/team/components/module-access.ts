import type { RoleValue } from '@trailpost/contracts';

/** The role drawer's Module Access switches (part 2 §2.15), in order; Assign Shipments sits under Shipments. */
export const MODULES: readonly { value: RoleValue; label: string; under?: RoleValue }[] = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'tracking', label: 'Shipments' },
  { value: 'assignTracking', label: 'Assign Shipments', under: 'tracking' },
  { value: 'automations', label: 'Automations' },
  { value: 'settings', label: 'Settings' },
];

/** A new role starts with every top-level module on (part 2 §4). */
export const NEW_ROLE_ACCESS: RoleValue[] = ['dashboard', 'tracking', 'automations', 'settings'];

/** Flips one switch: turning Shipments off also turns Assign Shipments off (part 2 §4). */
export function toggleModule(access: readonly RoleValue[], value: RoleValue): RoleValue[] {
  if (access.includes(value)) return access.filter((held) => held !== value && !(value === 'tracking' && held === 'assignTracking'));
  return MODULES.map((module) => module.value).filter((held) => held === value || access.includes(held));
}
