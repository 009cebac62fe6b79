import { formatDay, STATUS_LABELS, type DateFormat, type ShipmentListItem } from '@trailpost/contracts';
import { countryName } from '../countries/index.js';

/** The list's columns (the web list's headers), Assigned To only for main users. */
export function exportColumns(withAssignee: boolean): string[] {
  const columns = ['Courier', 'Service', 'Tracking No.', 'Origin', 'Destination', 'Last Check Point', 'Last Check Time'];
  if (withAssignee) columns.push('Assigned To');
  return [...columns, 'Expected Date', 'Delivery Date', 'Predicted Date', 'Predicted Range', 'Days', 'Status', 'Tags'];
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** ISO instants -> the user's date format and time zone ("MM-DD-YYYY hh:mm A"). */
export function dateFormatter(timeZone: string, format: DateFormat) {
  const intl = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true });
  const parts = (iso: string) => Object.fromEntries(intl.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  const day = (p: Record<string, string>) => format.replace('YYYY', p.year!).replace('MM', p.month!).replace('DD', p.day!);
  return {
    date: (iso: string | null) => (iso ? day(parts(iso)) : ''),
    /** A calendar date (`YYYY-MM-DD`, already the merchant's) in the user's format. */
    day: (calendarDay: string | null) => (calendarDay ? formatDay(calendarDay, format) : ''),
    dateTime: (iso: string | null) => {
      if (!iso) return '';
      const p = parts(iso);
      return `${day(p)} ${p.hour === '24' ? '12' : p.hour}:${p.minute} ${p.dayPeriod}`;
    },
  };
}

/** One list row -> its cells, every one escaped against formula injection. */
export function exportRow(item: ShipmentListItem, withAssignee: boolean, dates: ReturnType<typeof dateFormatter>): string[] {
  const cells = [
    item.courier,
    item.service ?? '',
    item.tracking_number,
    countryName(item.origin) ?? item.origin ?? '',
    countryName(item.destination) ?? item.destination ?? '',
    item.last_status ?? '',
    dates.dateTime(item.time),
  ];
  if (withAssignee) cells.push(item.assigned_to ?? '');
  const predicted = item.predicted_delivery;
  cells.push(
    dates.date(item.date),
    dates.day(item.customer_delivery_date),
    dates.day(predicted?.date ?? null),
    predicted ? `${dates.day(predicted.earliest)} – ${dates.day(predicted.latest)}` : '',
    item.transit_day === null ? '' : String(item.transit_day),
    STATUS_LABELS[item.status],
    item.tag.map((tag) => tag.tag_name).join(', '),
  );
  return cells;
}
