import { DELIVERY_DATE_FILTERS, SHIPMENT_STATUSES, STATUS_LABELS, type DeliveryDateFilter, type ShipmentStatus } from '@trailpost/contracts';

/** Query-string keys of the shipment list (part 1 §2.6). */
export const LIST_URL_KEYS = {
  status: 'trackingStatusArr',
  allStatus: 'allTrackingStatusArr',
  courier: 'courierListArr',
  origin: 'originListArr',
  destination: 'destinationListArr',
  transitDays: 'transitDays',
  delivery: 'deliveryDate',
  date: 'date',
  fromDate: 'fromDate',
  toDate: 'toDate',
  subUserLabels: 'subUserListArr',
  subUserIds: 'subUserListId',
  tagLabels: 'tagListArr',
  tagIds: 'tagListId',
  query: 'query',
} as const;

/** The id of the "Unassigned Shipments" sub-user choice in the URL. */
export const UNASSIGNED_ID = 'false';

export type IdLabel = { id: string; label: string };

/** A date preset name with its range; from/to are calendar days (YYYY-MM-DD) or ISO instants. */
export type DateSelection = { preset: string; from: string | null; to: string | null };

/** What the list shows, as kept in the query string. Courier, country and transit choices are labels. */
export type ListState = {
  /** Empty means the All tab (every status). */
  statuses: ShipmentStatus[];
  couriers: string[];
  origins: string[];
  destinations: string[];
  transitDays: string[];
  /** Due today, late: by the delivery date customers see. */
  delivery: DeliveryDateFilter[];
  date: DateSelection | null;
  subUsers: IdLabel[];
  tags: IdLabel[];
  query: string;
};

export const DEFAULT_LIST_STATE: ListState = {
  statuses: [],
  couriers: [],
  origins: [],
  destinations: [],
  transitDays: [],
  delivery: [],
  date: null,
  subUsers: [],
  tags: [],
  query: '',
};

const STATUS_BY_LABEL = new Map<string, ShipmentStatus>(
  SHIPMENT_STATUSES.flatMap((status) => [
    [status.toLowerCase(), status] as const,
    [STATUS_LABELS[status].toLowerCase(), status] as const,
  ]),
);

/** Statuses in tab order, known ones only (values or labels accepted). */
function parseStatuses(raw: string | null): ShipmentStatus[] {
  if (!raw) return [];
  const found = new Set(
    raw
      .split(',')
      .map((part) => STATUS_BY_LABEL.get(part.trim().toLowerCase()))
      .filter((status): status is ShipmentStatus => status !== undefined),
  );
  return SHIPMENT_STATUSES.filter((status) => found.has(status));
}

/** Every status selected, or none: the All tab. */
export function isAllStatuses(statuses: readonly ShipmentStatus[]): boolean {
  return statuses.length === 0 || SHIPMENT_STATUSES.every((status) => statuses.includes(status));
}

/**
 * Labels are joined with a bare comma; a comma followed by a space belongs to a label
 * ("Virgin Islands, British"), so it does not split.
 */
export function splitLabels(raw: string | null): string[] {
  if (!raw) return [];
  return raw
    .split(/,(?! )/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function splitIds(raw: string | null): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Ids paired with the labels at the same position; labels may be missing from a hand-made link. */
function pairIds(ids: string[], labels: string[]): IdLabel[] {
  const seen = new Set<string>();
  const pairs: IdLabel[] = [];
  ids.forEach((id, index) => {
    if (seen.has(id)) return;
    seen.add(id);
    pairs.push({ id, label: labels.length === ids.length ? (labels[index] ?? '') : '' });
  });
  return pairs;
}

function parseDate(params: URLSearchParams): DateSelection | null {
  const preset = params.get(LIST_URL_KEYS.date)?.trim() || null;
  const from = params.get(LIST_URL_KEYS.fromDate)?.trim() || null;
  const to = params.get(LIST_URL_KEYS.toDate)?.trim() || null;
  if (!preset && !from && !to) return null;
  return { preset: preset ?? 'Custom', from, to };
}

/** The list state of a query string ("?a=b" or "a=b"). Unknown keys and values are ignored. */
export function parseListSearch(search: string): ListState {
  const params = new URLSearchParams(search);
  const statuses = parseStatuses(params.get(LIST_URL_KEYS.status));
  return {
    statuses: isAllStatuses(statuses) ? [] : statuses,
    couriers: unique(splitLabels(params.get(LIST_URL_KEYS.courier))),
    origins: unique(splitLabels(params.get(LIST_URL_KEYS.origin))),
    destinations: unique(splitLabels(params.get(LIST_URL_KEYS.destination))),
    transitDays: unique(splitLabels(params.get(LIST_URL_KEYS.transitDays))),
    delivery: DELIVERY_DATE_FILTERS.filter((filter) => splitIds(params.get(LIST_URL_KEYS.delivery)).includes(filter)),
    date: parseDate(params),
    subUsers: pairIds(splitIds(params.get(LIST_URL_KEYS.subUserIds)), splitLabels(params.get(LIST_URL_KEYS.subUserLabels))),
    tags: pairIds(splitIds(params.get(LIST_URL_KEYS.tagIds)), splitLabels(params.get(LIST_URL_KEYS.tagLabels))),
    query: params.get(LIST_URL_KEYS.query)?.trim() ?? '',
  };
}

/** Percent-encodes a value but keeps the commas that join lists readable. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/g, ',');
}

/**
 * The query string of a list state, without "?". The status key is always written:
 * the All tab as allTrackingStatusArr with every status.
 */
export function serialiseListState(state: ListState): string {
  const entries: [string, string][] = [];
  if (isAllStatuses(state.statuses)) entries.push([LIST_URL_KEYS.allStatus, SHIPMENT_STATUSES.join(',')]);
  else entries.push([LIST_URL_KEYS.status, SHIPMENT_STATUSES.filter((s) => state.statuses.includes(s)).join(',')]);
  if (state.couriers.length) entries.push([LIST_URL_KEYS.courier, state.couriers.join(',')]);
  if (state.origins.length) entries.push([LIST_URL_KEYS.origin, state.origins.join(',')]);
  if (state.destinations.length) entries.push([LIST_URL_KEYS.destination, state.destinations.join(',')]);
  if (state.transitDays.length) entries.push([LIST_URL_KEYS.transitDays, state.transitDays.join(',')]);
  if (state.delivery.length) entries.push([LIST_URL_KEYS.delivery, state.delivery.join(',')]);
  if (state.date) {
    entries.push([LIST_URL_KEYS.date, state.date.preset]);
    if (state.date.from) entries.push([LIST_URL_KEYS.fromDate, state.date.from]);
    if (state.date.to) entries.push([LIST_URL_KEYS.toDate, state.date.to]);
  }
  if (state.subUsers.length) {
    entries.push([LIST_URL_KEYS.subUserLabels, state.subUsers.map((s) => s.label).join(',')]);
    entries.push([LIST_URL_KEYS.subUserIds, state.subUsers.map((s) => s.id).join(',')]);
  }
  if (state.tags.length) {
    entries.push([LIST_URL_KEYS.tagLabels, state.tags.map((t) => t.label).join(',')]);
    entries.push([LIST_URL_KEYS.tagIds, state.tags.map((t) => t.id).join(',')]);
  }
  if (state.query) entries.push([LIST_URL_KEYS.query, state.query]);
  return entries.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&');
}

/** True when anything narrows the list besides the status tab. */
export function hasFilters(state: ListState): boolean {
  return (
    state.couriers.length > 0 ||
    state.origins.length > 0 ||
    state.destinations.length > 0 ||
    state.transitDays.length > 0 ||
    state.delivery.length > 0 ||
    state.date !== null ||
    state.subUsers.length > 0 ||
    state.tags.length > 0 ||
    state.query.length > 0
  );
}

/** The All tab with nothing else: the list a bare /tracking shows. */
export function isDefaultState(state: ListState): boolean {
  return isAllStatuses(state.statuses) && !hasFilters(state);
}

/** The tab a state shows: All, one status, or none when several statuses are filtered. */
export function tabOf(state: ListState): 'All' | ShipmentStatus | null {
  if (isAllStatuses(state.statuses)) return 'All';
  return state.statuses.length === 1 ? (state.statuses[0] ?? null) : null;
}

/** A tab change resets the status filters and keeps the others. */
export function withTab(state: ListState, tab: 'All' | ShipmentStatus): ListState {
  return { ...state, statuses: tab === 'All' ? [] : [tab] };
}

/** The query string of the same list on the All tab (after a shipment is added). */
export function allTabSearch(search: string): string {
  return `?${serialiseListState(withTab(parseListSearch(search), 'All'))}`;
}
