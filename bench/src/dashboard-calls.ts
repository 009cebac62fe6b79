/** The dashboard benchmark's calls: the six the dashboard fires at once, for Last 30 Days and for All Time. */

export const DASHBOARD_CONCURRENCY = 6;
const ALL_TIME_START = '2014-01-01T00:00:00.000Z';

const CALLS = [
  'tracking_summary',
  'tracking_count',
  'top_couriers',
  'top_countries',
  'shipments/average_days_to_delivery',
  'shipments/day_wise_delivery_count',
] as const;

interface Range {
  from_date: string;
  to_date: string;
  date_type: 10 | 7 | 4;
  time_array: string[];
}

/** UTC labels of each bucket between two instants, as the web builds time_array. */
function labels(from: Date, to: Date, dateType: 10 | 7 | 4): string[] {
  const out: string[] = [];
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), dateType === 4 ? 0 : from.getUTCMonth(), dateType === 10 ? from.getUTCDate() : 1));
  while (cursor <= to) {
    out.push(cursor.toISOString().slice(0, dateType));
    if (dateType === 10) cursor.setUTCDate(cursor.getUTCDate() + 1);
    else if (dateType === 7) cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    else cursor.setUTCFullYear(cursor.getUTCFullYear() + 1);
  }
  return out;
}

function ranges(now = new Date()): Record<string, Range> {
  const endOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 59, 59, 999));
  const last30 = new Date(endOfToday.getTime() - 30 * 86_400_000 + 1);
  const allTime = new Date(ALL_TIME_START);
  return {
    last_30_days: { from_date: last30.toISOString(), to_date: endOfToday.toISOString(), date_type: 10, time_array: labels(last30, endOfToday, 10) },
    all_time: { from_date: allTime.toISOString(), to_date: endOfToday.toISOString(), date_type: 4, time_array: labels(allTime, endOfToday, 4) },
  };
}

function bodyFor(call: (typeof CALLS)[number], range: Range): object {
  const base = { from_date: range.from_date, to_date: range.to_date };
  return call === 'tracking_summary' ? { ...base, utc_offset: '+00:00', date_type: range.date_type, time_array: range.time_array } : base;
}

/** Each call of each range: its result name, address and body. */
export function dashboardScenarios(baseUrl: string): { name: string; url: string; body: object }[] {
  return Object.entries(ranges()).flatMap(([rangeName, range]) =>
    CALLS.map((call) => ({ name: `${rangeName}.${call.replace('shipments/', '')}`, url: `${baseUrl}/api/dashboard/${call}`, body: bodyFor(call, range) })),
  );
}

/** One request first, so a call that fails is reported instead of measured. */
export async function probe(url: string, headers: Record<string, string>, body: object): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}
