import {
  averageDaysResponse,
  dashboardRangeBody,
  dayWiseResponse,
  envelopeOf,
  topCountriesResponse,
  topCouriersResponse,
  trackingCountResponse,
  trackingSummaryBody,
  trackingSummaryResponse,
} from '@trailpost/contracts';

const tags = ['Dashboard'];
/** Sentences the dashboard descriptions share. */
const WHO =
  'Needs the Dashboard access (the main account, or a sub-user whose role includes Dashboard); a sub-user whose role includes `assignTracking` counts only the shipments assigned to it.';
const RANGE = "the shipments added within the range (`from_date` to `to_date`; only one courier's when `courier` is given)";
const DELIVERED = `Takes ${RANGE} that are now \`Delivered\` and answers, for the 10 couriers with the most of them (most first),`;

export const summarySchema = {
  tags,
  summary: 'Shipments per status in each bucket of the summary chart (local days, months or years)',
  description: `Counts ${RANGE} per status in each bucket of \`time_array\`: the user's local days, months or years (in the profile's time zone, else at \`utc_offset\`). The buckets come back in the order sent; one without shipments has an empty \`data\`. ${WHO}`,
  body: trackingSummaryBody,
  response: { 200: envelopeOf(trackingSummaryResponse) },
};
export const countSchema = {
  tags,
  summary: 'Shipments per status, with percentages',
  description: `Counts ${RANGE} per status: all eight statuses, each with its count and its share of \`total_count\` in percent to 2 decimals. ${WHO}`,
  body: dashboardRangeBody,
  response: { 200: envelopeOf(trackingCountResponse) },
};
export const topCouriersSchema = {
  tags,
  summary: 'The 10 couriers with the most shipments',
  description: `Counts ${RANGE} per courier and answers the 10 couriers with the most, most first; each item's \`status\` holds the courier's \`slug\`. ${WHO}`,
  body: dashboardRangeBody,
  response: { 200: envelopeOf(topCouriersResponse) },
};
export const topCountriesSchema = {
  tags,
  summary: 'The 10 destination countries with the most shipments',
  description: `Counts ${RANGE} per destination country, leaving out those with no known destination, and answers the 10 countries with the most, most first. ${WHO}`,
  body: dashboardRangeBody,
  response: { 200: envelopeOf(topCountriesResponse) },
};
export const averageDaysSchema = {
  tags,
  summary: 'Average days in transit of delivered shipments, for the 10 couriers with the most deliveries',
  description: `${DELIVERED} each courier's average days in transit, to 2 decimals. ${WHO}`,
  body: dashboardRangeBody,
  response: { 200: envelopeOf(averageDaysResponse) },
};
export const dayWiseSchema = {
  tags,
  summary: 'Delivered shipments per courier and days in transit (0 to 9, 10 or more)',
  description: `${DELIVERED} how many took 0 to 9 days in transit and how many 10 or more (\`delivery_time\` \`10\`), with the courier's total. ${WHO}`,
  body: dashboardRangeBody,
  response: { 200: envelopeOf(dayWiseResponse) },
};
