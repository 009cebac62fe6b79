import { z } from 'zod';
import { SHIPMENT_STATUSES } from './statuses.js';
import { isDateInRange } from './limits.js';
import { DASHBOARD_MESSAGES } from './dashboard-texts.js';

const instant = z.iso.datetime({ offset: true, message: DASHBOARD_MESSAGES.invalidRange }).refine(isDateInRange, DASHBOARD_MESSAGES.invalidRange);
const courier = z.string().trim().min(1).max(100).optional().describe("Only this courier's shipments, by its `slug` (`usps`). Default: every courier.");
/** The two ends of a range. */
const from = instant.describe(
  'Start of the range, inclusive: an ISO 8601 date-time with an offset (`2026-03-01T00:00:00Z`, `2026-03-01T00:00:00+05:30`), between 2000 and 2100. Shipments count by when they were added.',
);
const to = instant.describe('End of the range, inclusive, in the same format; not before `from_date`.');

/** Every dashboard call sends an instant range (UTC start and end of the user's local days). */
export const dashboardRangeBody = z
  .object({ from_date: from, to_date: to, courier })
  .refine((body) => Date.parse(body.from_date) <= Date.parse(body.to_date), {
    message: DASHBOARD_MESSAGES.invalidRange,
    path: ['to_date'],
  });
export type DashboardRangeBody = z.infer<typeof dashboardRangeBody>;

export const trackingSummaryBody = z
  .object({
    from_date: from,
    to_date: to,
    courier,
    utc_offset: z
      .string()
      .regex(/^[+-](0\d|1[0-4]):[0-5]\d$/, DASHBOARD_MESSAGES.invalidOffset)
      .describe("The user's UTC offset, `+HH:MM` or `-HH:MM` (`+05:30`); buckets follow it only when the user's profile holds no IANA time zone."),
    date_type: z
      .union([z.literal(10), z.literal(7), z.literal(4)], { message: DASHBOARD_MESSAGES.invalidDateType })
      .describe('The bucket size, as the length of the labels in `time_array`: `10` days (`2026-03-01`), `7` months (`2026-03`), `4` years (`2026`).'),
    /** The bucket labels the chart shows, in order; buckets without shipments come back with no statuses. */
    time_array: z
      .array(z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/))
      .max(400)
      .describe(
        "The chart's bucket labels in order, at most 400, each `YYYY`, `YYYY-MM` or `YYYY-MM-DD` as `date_type` says: a local day, month or year of the user. The answer has one bucket per label; a label of another length counts nothing.",
      ),
  })
  .refine((body) => Date.parse(body.from_date) <= Date.parse(body.to_date), {
    message: DASHBOARD_MESSAGES.invalidRange,
    path: ['to_date'],
  });
export type TrackingSummaryBody = z.infer<typeof trackingSummaryBody>;

const status = z.enum(SHIPMENT_STATUSES);
const statusCount = z.object({ status, count: z.number().int() });

/** One bucket of the summary chart: its label and the statuses counted in it. */
export const summaryBucket = z.object({ date: z.string(), data: z.array(statusCount) });
export const trackingSummaryResponse = z.array(summaryBucket);
export type SummaryBucket = z.infer<typeof summaryBucket>;

export const trackingCountResponse = z.object({
  status: z.array(statusCount.extend({ percentage: z.number() })),
  total_count: z.number().int(),
});
export type TrackingCount = z.infer<typeof trackingCountResponse>;

/** Top couriers: `status` carries the courier slug (part 1 §3). */
export const topCouriersResponse = z.array(z.object({ status: z.string(), count: z.number().int() }));
export type TopCourier = z.infer<typeof topCouriersResponse>[number];

export const topCountriesResponse = z.array(
  z.object({ country_iso: z.string(), country_name: z.string(), count: z.number().int() }),
);
export type TopCountry = z.infer<typeof topCountriesResponse>[number];

export const averageDaysResponse = z.array(
  z.object({ courier_name: z.string(), avg_days_to_delivery_shipment: z.number() }),
);
export type AverageDays = z.infer<typeof averageDaysResponse>[number];

export const dayWiseResponse = z.array(
  z.object({
    slug: z.string(),
    total_count: z.number().int(),
    data: z.array(z.object({ delivery_time: z.number().int(), shipment_count: z.number().int() })),
  }),
);
export type DayWiseRow = z.infer<typeof dayWiseResponse>[number];
