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

export const summarySchema = {
  tags,
  summary: 'Shipments per status in each bucket of the summary chart (local days, months or years)',
  body: trackingSummaryBody,
  response: { 200: envelopeOf(trackingSummaryResponse) },
};
export const countSchema = { tags, summary: 'Shipments per status, with percentages', body: dashboardRangeBody, response: { 200: envelopeOf(trackingCountResponse) } };
export const topCouriersSchema = { tags, summary: 'The 10 couriers with the most shipments', body: dashboardRangeBody, response: { 200: envelopeOf(topCouriersResponse) } };
export const topCountriesSchema = { tags, summary: 'The 10 destination countries with the most shipments', body: dashboardRangeBody, response: { 200: envelopeOf(topCountriesResponse) } };
export const averageDaysSchema = {
  tags,
  summary: 'Average days in transit of delivered shipments, for the 10 couriers with the most deliveries',
  body: dashboardRangeBody,
  response: { 200: envelopeOf(averageDaysResponse) },
};
export const dayWiseSchema = {
  tags,
  summary: 'Delivered shipments per courier and days in transit (0 to 9, 10 or more)',
  body: dashboardRangeBody,
  response: { 200: envelopeOf(dayWiseResponse) },
};
