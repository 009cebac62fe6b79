import { DELIVERY_DATE_FILTER_LABELS, DELIVERY_DATE_TEXTS, type DateFormat } from '@trailpost/contracts';
import { formatDay, isCalendarDay, formatZonedDate } from '@/lib/zoned-date';
import { CUSTOM_PRESET } from './date-presets';
import { UNASSIGNED_ID, type DateSelection, type ListState } from './list-url';

export type FilterChip = { key: string; label: string; without: (state: ListState) => ListState };

export type ChipLookups = {
  /** Current names of sub-users and tags, by id; a link's own label is used when missing. */
  subUserName: (id: string) => string | undefined;
  tagName: (id: string) => string | undefined;
  dateFormat: DateFormat;
  timeZone: string;
};

function dateText(date: DateSelection, lookups: ChipLookups): string {
  if (date.preset !== CUSTOM_PRESET) return date.preset;
  const show = (value: string | null) => {
    if (!value) return '…';
    return isCalendarDay(value) ? formatDay(value, lookups.dateFormat) : formatZonedDate(value, lookups.dateFormat, lookups.timeZone);
  };
  return `${show(date.from)} to ${show(date.to)}`;
}

/** One removable chip per applied value, in the order of the filter buttons. */
export function filterChips(state: ListState, lookups: ChipLookups): FilterChip[] {
  const chips: FilterChip[] = [];
  const listChips = (group: 'couriers' | 'origins' | 'destinations' | 'transitDays', title: string) => {
    for (const value of state[group]) {
      chips.push({
        key: `${group}:${value}`,
        label: `${title}: ${value}`,
        without: (current) => ({ ...current, [group]: current[group].filter((v) => v !== value) }),
      });
    }
  };
  listChips('couriers', 'Courier');
  listChips('origins', 'Origin');
  listChips('destinations', 'Destination');
  listChips('transitDays', 'Transit Days');
  for (const filter of state.delivery) {
    chips.push({
      key: `delivery:${filter}`,
      label: `${DELIVERY_DATE_TEXTS.filterLabel}: ${DELIVERY_DATE_FILTER_LABELS[filter]}`,
      without: (current) => ({ ...current, delivery: current.delivery.filter((value) => value !== filter) }),
    });
  }
  if (state.date) {
    chips.push({ key: 'date', label: `Date: ${dateText(state.date, lookups)}`, without: (current) => ({ ...current, date: null }) });
  }
  for (const subUser of state.subUsers) {
    const name =
      subUser.id === UNASSIGNED_ID ? 'Unassigned Shipments' : (lookups.subUserName(subUser.id) ?? (subUser.label || subUser.id));
    chips.push({
      key: `subUsers:${subUser.id}`,
      label: `Sub User: ${name}`,
      without: (current) => ({ ...current, subUsers: current.subUsers.filter((s) => s.id !== subUser.id) }),
    });
  }
  for (const tag of state.tags) {
    chips.push({
      key: `tags:${tag.id}`,
      label: `Tag: ${lookups.tagName(tag.id) ?? (tag.label || tag.id)}`,
      without: (current) => ({ ...current, tags: current.tags.filter((t) => t.id !== tag.id) }),
    });
  }
  return chips;
}
