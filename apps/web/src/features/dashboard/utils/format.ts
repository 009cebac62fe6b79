import type { FilterOption } from '@trailpost/contracts';

/** A percentage as the cards show it: 2 decimals (part 1 §9). */
export function formatPercentage(value: number): string {
  return `${value.toFixed(2)}%`;
}

/** A courier's name from the account's courier options; the slug when it is not among them. */
export function courierName(slug: string, couriers: readonly FilterOption[]): string {
  return couriers.find((option) => option.value === slug)?.label ?? slug;
}
