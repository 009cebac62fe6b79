/** List columns, keyed by the field each shows (part 1 §3 "List columns map to"). */
export const COLUMNS = [
  { key: 'courier', label: 'Courier' },
  { key: 'service', label: 'Service' },
  { key: 'tracking_number', label: 'Tracking No.' },
  { key: 'origin', label: 'Origin' },
  { key: 'destination', label: 'Destination' },
  { key: 'last_status', label: 'Last Check Point' },
  { key: 'time', label: 'Last Check Time' },
  { key: 'assigned_to', label: 'Assigned To' },
  { key: 'date', label: 'Expected Date' },
  { key: 'customer_delivery_date', label: 'Delivery Date' },
  { key: 'transit_day', label: 'Days' },
  { key: 'status', label: 'Status' },
  { key: 'tag', label: 'Tags' },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type ColumnVisibility = Partial<Record<ColumnKey, boolean>>;

/**
 * The stored trackingColumn item: { [column]: visible }. Unknown keys are dropped; anything but
 * an object of booleans counts as nothing stored. Written out rather than with a schema: the
 * list reads it before its first draw, and zod would come with it.
 */
export function columnVisibilityOf(value: unknown): ColumnVisibility {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value);
  if (entries.some(([, visible]) => typeof visible !== 'boolean')) return {};
  const known: ColumnVisibility = {};
  for (const column of COLUMNS) {
    const visible = (value as Record<string, unknown>)[column.key];
    if (typeof visible === 'boolean') known[column.key] = visible;
  }
  return known;
}

/** The columns a user may choose from: sub-users never see Assigned To (part 1 §6). */
export function availableColumns(userType: 'user' | 'subuser') {
  return COLUMNS.filter((column) => userType === 'user' || column.key !== 'assigned_to');
}

/** Columns shown, in order: every available column not switched off. */
export function shownColumns(userType: 'user' | 'subuser', visibility: ColumnVisibility) {
  return availableColumns(userType).filter((column) => visibility[column.key] !== false);
}
