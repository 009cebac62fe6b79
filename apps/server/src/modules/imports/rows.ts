import { IMPORT_TEMPLATE_COLUMNS, splitEmails, splitPhones, type ImportColumnKey } from '@trailpost/contracts';

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header spellings accepted besides the template's own header and key. */
const ALIASES: Partial<Record<ImportColumnKey, string[]>> = {
  tracking_number: ['trackingno', 'tracking', 'awb'],
  slug: ['carrier', 'couriername', 'courierslug'],
  tracking_ship_date: ['shipdate'],
  postal_code: ['zip', 'zipcode', 'postcode'],
  origin_country: ['origin'],
  language: ['locale', 'customerlanguage', 'customerlocale'],
};

const HEADERS = new Map<string, ImportColumnKey>(
  IMPORT_TEMPLATE_COLUMNS.flatMap((column) =>
    [column.header, column.key, ...(ALIASES[column.key] ?? [])].map((name) => [normalise(name), column.key] as const),
  ),
);

export type ColumnMap = Partial<Record<ImportColumnKey, number>>;

/** Header row -> where each template column is; null when the two required ones are missing. */
export function mapColumns(header: string[]): ColumnMap | null {
  const map: ColumnMap = {};
  header.forEach((text, index) => {
    const key = HEADERS.get(normalise(text));
    if (key && map[key] === undefined) map[key] = index;
  });
  return map.tracking_number === undefined || map.slug === undefined ? null : map;
}

/** A spreadsheet date serial (days since 1899-12-30) -> MM-DD-YYYY; other text unchanged. */
export function shipDateText(cell: string): string {
  if (!/^\d{1,7}(\.\d+)?$/.test(cell)) return cell;
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(cell)) * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}-${date.getUTCFullYear()}`;
}

export const cellOf = (cells: string[], columns: ColumnMap, key: ImportColumnKey): string =>
  columns[key] === undefined ? '' : (cells[columns[key]] ?? '');

/** One row's cells -> the Add-shipment payload (part 1 §3) the shipments rules check. */
export function rowPayload(cells: string[], columns: ColumnMap, slug: string): Record<string, unknown> {
  const cell = (key: ImportColumnKey) => cellOf(cells, columns, key);
  return {
    slug,
    tracking_number: cell('tracking_number'),
    postal_code: cell('postal_code'),
    tracking_ship_date: shipDateText(cell('tracking_ship_date')),
    origin_country: cell('origin_country'),
    customer_name: cell('customer_name'),
    customer_emails: splitEmails(cell('customer_emails')),
    other_emails: splitEmails(cell('other_emails')),
    customer_phone_numbers: splitPhones(cell('customer_phone_numbers')),
    order_id: cell('order_id'),
    order_url: cell('order_url'),
    language: cell('language'),
    source: 'Import',
  };
}
