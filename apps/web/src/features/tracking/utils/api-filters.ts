import { SHIPMENT_STATUSES, type FilterOption, type ShipmentFilters } from '@trailpost/contracts';
import type { CalendarDay } from '@/lib/zoned-date';
import { dateBounds } from './date-presets';
import { isAllStatuses, UNASSIGNED_ID, type ListState } from './list-url';

/** "1 Day" .. "5 Days" are 1 .. 5; "More than 5 Days" and anything else is 6 (part 1 §5). */
export function transitDayValue(label: string): number {
  const match = /^\s*([1-5])\s*(day|days)?\s*$/i.exec(label);
  return match ? Number(match[1]) : 6;
}

export type LabelledOptions = {
  courier: readonly FilterOption[];
  origin: readonly FilterOption[];
  destination: readonly FilterOption[];
};

/**
 * Labels from the URL to the values the API filters on. A label no option carries is tried as
 * a value and otherwise sent as it is, so a stale link narrows the list rather than widening it.
 */
export function valuesOfLabels(labels: readonly string[], options: readonly FilterOption[]): string[] {
  const values = labels.map((label) => {
    const lower = label.toLowerCase();
    const byLabel = options.find((option) => option.label.toLowerCase() === lower);
    if (byLabel && byLabel.value !== false) return byLabel.value;
    const byValue = options.find((option) => typeof option.value === 'string' && option.value.toLowerCase() === lower);
    return byValue && byValue.value !== false ? byValue.value : label;
  });
  return [...new Set(values)];
}

export type Viewer = {
  userType: 'user' | 'subuser';
  userId: string | null;
  /** A sub-user whose role holds assignTracking: sees only its own shipments. */
  onlyOwnShipments: boolean;
};

export type FilterContext = {
  options: LabelledOptions | null;
  viewer: Viewer;
  timeZone: string;
  today: CalendarDay;
};

/** The `filters` JSON of GET /trackings for a list state (part 1 §7). */
export function toShipmentFilters(state: ListState, context: FilterContext): ShipmentFilters {
  const { options, viewer } = context;
  const filters: ShipmentFilters = {
    status: isAllStatuses(state.statuses) ? [...SHIPMENT_STATUSES] : [...state.statuses],
  };
  if (state.couriers.length) filters.courier = valuesOfLabels(state.couriers, options?.courier ?? []);
  if (state.origins.length) filters.origin = valuesOfLabels(state.origins, options?.origin ?? []);
  if (state.destinations.length) filters.destination = valuesOfLabels(state.destinations, options?.destination ?? []);
  if (state.transitDays.length) filters.transitdays = [...new Set(state.transitDays.map(transitDayValue))].sort((a, b) => a - b);
  if (state.delivery.length) filters.delivery = [...state.delivery];
  if (viewer.onlyOwnShipments && viewer.userId) {
    filters.assigned_id = [viewer.userId];
    filters.is_shipment_assigned = true;
  } else if (viewer.userType === 'user' && state.subUsers.length) {
    filters.assigned_id = state.subUsers.map((subUser) => (subUser.id === UNASSIGNED_ID ? false : subUser.id));
  }
  if (state.tags.length) filters.tagsIds = state.tags.map((tag) => tag.id);
  Object.assign(filters, dateBounds(state.date, context.timeZone, context.today));
  return filters;
}

/** Whether the list call needs the filter options first (to turn labels into values). */
export function needsOptions(state: ListState): boolean {
  return state.couriers.length > 0 || state.origins.length > 0 || state.destinations.length > 0;
}
