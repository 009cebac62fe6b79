import { z } from 'zod';
import { SHIPMENT_STATUSES } from './statuses.js';
import { isDateInRange } from './limits.js';
import { DASHBOARD_MESSAGES } from './dashboard-texts.js';

const instant = z.iso.datetime({ offset: true, message: DASHBOARD_MESSAGES.invalidRange }).refine(isDateInRange, DASHBOARD_MESSAGES.invalidRange);
const courier = z.string().trim().min(1).max(100).optional();

/** Every dashboard call sends an instant range (UTC start and end of the user's local days). */
export const dashboardRangeBody = z
  .object({ from_date: instant, to_date: instant, courier })
  .refine((body) => Date.parse(body.from_date) <= Date.parse(body.to_date), {
    message: DASHBOARD_MESSAGES.invalidRange,
    path: ['to_date'],
  });
export type DashboardRangeBody = z.infer<typeof dashboardRangeBody>;

export const trackingSummaryBody = z
  .object({
    from_date: instant,
    to_date: instant,
    courier,
    utc_offset: z.string().regex(/^[+-](0\d|1[0-4]):[0-5]\d$/, DASHBOARD_MESSAGES.invalidOffset),
    date_type: z.union([z.literal(10), z.literal(7), z.literal(4)], { message: DASHBOARD_MESSAGES.invalidDateType }),
    /** The bucket labels the chart shows, in order; buckets without shipments come back with no statuses. */
    time_array: z.array(z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)).max(400),
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
