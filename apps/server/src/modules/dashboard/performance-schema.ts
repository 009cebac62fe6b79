import { courierPerformanceResponse, envelopeOf, lanePerformanceResponse, performanceQuery } from '@trailpost/contracts';

const tags = ['Delivery performance'];
const WHO =
  'Needs the Dashboard access (the main account, or a sub-user whose role includes Dashboard); a sub-user whose role includes `assignTracking` counts only the shipments assigned to it.';
const WHAT =
  "the shipments added within the range (the user's local days `from` to `to`, in the profile's time zone, as the dashboard counts them), optionally one courier's (`courier_id`, a slug) or one destination country's: shipments, delivered %, on-time % (delivered on or before the date first shown to the customer, of the delivered shipments that had one, judged in the account's time zone), transit days p50 and p90, first-attempt delivery % and exception %, with the same figures per week (Monday to Sunday) for the trend, and the same for all of them in `total`. Rows come most shipments first.";

export const couriersSchema = {
  tags,
  summary: 'Delivery performance per courier, with its weekly trend',
  description: `Counts, per courier, ${WHAT} ${WHO}`,
  querystring: performanceQuery,
  response: { 200: envelopeOf(courierPerformanceResponse) },
};

export const lanesSchema = {
  tags,
  summary: 'Delivery performance per lane (courier, origin country, destination country), with its weekly trend',
  description: `Counts, per lane (a courier from an origin country to a destination country; null when unknown), ${WHAT} ${WHO}`,
  querystring: performanceQuery,
  response: { 200: envelopeOf(lanePerformanceResponse) },
};

const EXPORT = (rows: string) =>
  `Answers the same figures as an .xlsx attachment: ${rows} for the whole range and then week by week, and all of them last (percentages to 2 decimals). Answered at once, not queued. ${WHO}`;

export const couriersExportSchema = {
  tags,
  summary: 'Delivery performance per courier, as an .xlsx file',
  description: EXPORT('one row per courier'),
  querystring: performanceQuery,
};

export const lanesExportSchema = {
  tags,
  summary: 'Delivery performance per lane, as an .xlsx file',
  description: EXPORT('one row per lane (courier, origin country, destination country)'),
  querystring: performanceQuery,
};
