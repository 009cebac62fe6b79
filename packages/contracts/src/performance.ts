import { z } from 'zod';
import { isDateInRange } from './limits.js';
import { PERFORMANCE_MAX_DAYS, PERFORMANCE_MESSAGES, TRANSIT_DAYS_CAP } from './performance-texts.js';

const DAY_MS = 86_400_000;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PERFORMANCE_MESSAGES.invalidDate)
  .refine((value) => isDateInRange(`${value}T00:00:00Z`) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), PERFORMANCE_MESSAGES.invalidDate);

/** GET /performance/couriers and /performance/lanes: a range of the user's local days and two optional filters. */
export const performanceQuery = z
  .object({
    from: day.describe("First day of the range, inclusive: `YYYY-MM-DD`, a day in the user's time zone. Shipments count by when they were added, as on the dashboard."),
    to: day.describe(`Last day of the range, inclusive, in the same format; not before \`from\`, at most ${PERFORMANCE_MAX_DAYS} days after it.`),
    courier_id: z.string().trim().min(1).max(100).optional().describe("Only this courier's shipments, by its `slug` (`usps`)."),
    destination_country: z
      .string()
      .regex(/^[A-Z]{2}$/, PERFORMANCE_MESSAGES.invalidCountry)
      .optional()
      .describe('Only shipments to this country: an ISO 3166-1 alpha-2 code (`GB`).'),
  })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: PERFORMANCE_MESSAGES.invalidRange });
    else if (days >= PERFORMANCE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: PERFORMANCE_MESSAGES.rangeTooLong });
  });
export type PerformanceQuery = z.infer<typeof performanceQuery>;

const pct = z.number().nullable();
const transit = z.number().int().nullable();

/** The figures of a group of shipments: a courier, a lane, a week, or all of them. */
export const performanceFigures = z.object({
  shipments: z.number().int().describe('Shipments added in the range.'),
  delivered: z.number().int().describe('Of them, those now Delivered.'),
  delivered_pct: pct.describe('`delivered` in percent of `shipments`, to 2 decimals.'),
  on_time_of: z.number().int().describe('Delivered shipments that had a date shown to the customer: the on-time denominator.'),
  on_time: z.number().int().describe("Of those, delivered on or before that date (the delivery's local date in the account's time zone)."),
  on_time_pct: pct.describe('`on_time` in percent of `on_time_of`; null when `on_time_of` is 0.'),
  transit_days_p50: transit.describe(`Median days in transit of the delivered shipments (nearest rank); ${TRANSIT_DAYS_CAP} means ${TRANSIT_DAYS_CAP} or more; null without deliveries.`),
  transit_days_p90: transit.describe('90th percentile of the same, likewise.'),
  first_attempt: z.number().int().describe('Delivered shipments with no failed delivery attempt before delivery.'),
  first_attempt_pct: pct.describe('`first_attempt` in percent of `delivered`; null when nothing was delivered.'),
  exceptions: z.number().int().describe('Shipments that had an Exception scan.'),
  exception_pct: pct.describe('`exceptions` in percent of `shipments`.'),
});
export type PerformanceFigures = z.infer<typeof performanceFigures>;

export const performanceWeek = performanceFigures.extend({
  week: z.string().describe("The week's Monday, `YYYY-MM-DD` (weeks run Monday to Sunday in the user's time zone; the first and last are cut to the range)."),
});
export type PerformanceWeek = z.infer<typeof performanceWeek>;

const courier = {
  slug: z.string().describe("The courier's slug."),
  courier_name: z.string().describe("The courier's name."),
};
const weeks = z.array(performanceWeek).describe('The trend: one entry per week of the range, oldest first, weeks without shipments included.');

export const courierPerformance = performanceFigures.extend({ ...courier, weeks });
export type CourierPerformance = z.infer<typeof courierPerformance>;

export const lanePerformance = performanceFigures.extend({
  ...courier,
  origin_country: z.string().nullable().describe('Origin country (ISO 3166-1 alpha-2); null when unknown.'),
  destination_country: z.string().nullable().describe('Destination country, likewise.'),
  weeks,
});
export type LanePerformance = z.infer<typeof lanePerformance>;

const answer = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    from: z.string(),
    to: z.string(),
    time_zone: z.string().describe('The time zone the days of the range and the weeks are in.'),
    total: performanceFigures.extend({ weeks }).describe('Every shipment of the range that passes the filters.'),
    rows: z.array(row).describe('Most shipments first.'),
  });

export const courierPerformanceResponse = answer(courierPerformance);
export type CourierPerformanceAnswer = z.infer<typeof courierPerformanceResponse>;
export const lanePerformanceResponse = answer(lanePerformance);
export type LanePerformanceAnswer = z.infer<typeof lanePerformanceResponse>;
