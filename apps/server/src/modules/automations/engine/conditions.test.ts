import { describe, expect, it } from 'vitest';
import { CONDITION_FIELDS, type AutomationCondition, type AutomationOperator, type ConditionField } from '@trailpost/contracts';
import { conditionHolds, describeCondition, evaluateConditions } from './conditions.js';
import type { ShipmentFacts } from './facts.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

const FACTS: ShipmentFacts = {
  id: 's1',
  tenantId: 't1',
  trackingNumber: 'TP123',
  slug: 'usps',
  status: 'InTransit',
  assignedId: null,
  customerName: 'Asha Rao',
  customerEmails: ['asha@example.com', 'Orders@Shop.example'],
  otherEmails: ['ops@example.com'],
  customerPhoneNumbers: ['+14155550100'],
  shipmentType: 'Priority Mail Express',
  originCountry: 'USA',
  originState: 'California',
  destinationCountry: 'IND',
  destinationState: 'Karnataka',
  firstLocation: 'San Francisco, CA',
  lastLocation: 'Bengaluru Hub',
  expectedDelivery: hoursFromNow(30),
  tagIds: [],
};

const when = (field: ConditionField, operator: AutomationOperator, values: string[]): AutomationCondition => ({ collection: 'shipment', query_param: field, operator, query_param_value: values });
const holds = (field: ConditionField, operator: AutomationOperator, values: string[], facts: Partial<ShipmentFacts> = {}) => conditionHolds(when(field, operator, values), { ...FACTS, ...facts }, NOW);

/** Each field, a value equal to the shipment's (in another case), a part of it, and a value it does not have. */
const FIELDS: [Exclude<ConditionField, 'delivery_time'>, string, string, string][] = [
  ['status_id', 'intransit', 'Transit', 'Delivered'],
  ['courier_id', 'USPS', 'usp', 'ups'],
  ['origin_country', 'usa', 'US', 'IND'],
  ['destination_country', 'ind', 'IN', 'USA'],
  ['origin_state', 'california', 'Calif', 'Texas'],
  ['destination_state', 'KARNATAKA', 'nata', 'Kerala'],
  ['origin_city', 'san francisco, ca', 'Francisco', 'Oakland'],
  ['destination_city', 'bengaluru hub', 'Bengaluru', 'Mumbai'],
  ['customer_name', 'ASHA RAO', 'Asha', 'Ravi'],
  ['customer_email', 'orders@shop.example', 'shop.example', 'someone@example.com'],
  ['shipping_service', 'priority mail express', 'Express', 'Ground'],
];

describe('conditionHolds', () => {
  it.each(FIELDS)('%s: is / is not compare whole values, ignoring case and spaces around them', (field, same, part, other) => {
    expect(holds(field, 'IN', [other, ` ${same} `])).toBe(true);
    expect(holds(field, 'IN', [part])).toBe(false);
    expect(holds(field, 'IN', [other])).toBe(false);
    expect(holds(field, 'NOT IN', [other])).toBe(true);
    expect(holds(field, 'NOT IN', [other, same])).toBe(false);
  });

  it.each(FIELDS)('%s: contains / contains not look for a part, ignoring case', (field, same, part, other) => {
    expect(holds(field, 'LIKE', [other, part.toUpperCase()])).toBe(true);
    expect(holds(field, 'LIKE', [same])).toBe(true);
    expect(holds(field, 'LIKE', [other])).toBe(false);
    expect(holds(field, 'NOT LIKE', [other])).toBe(true);
    expect(holds(field, 'NOT LIKE', [part])).toBe(false);
  });

  it('reads every e-mail of the customer: is holds when any matches, is not when none does', () => {
    expect(holds('customer_email', 'IN', ['asha@example.com'])).toBe(true);
    expect(holds('customer_email', 'NOT IN', ['asha@example.com'])).toBe(false);
    expect(holds('customer_email', 'IN', ['ops@example.com'])).toBe(false);
  });

  it('treats a missing value as matching nothing: is fails, is not and contains not hold', () => {
    const blank = { customerName: null, originState: null, customerEmails: [] };
    expect(holds('customer_name', 'IN', ['Asha Rao'], blank)).toBe(false);
    expect(holds('customer_name', 'NOT IN', ['Asha Rao'], blank)).toBe(true);
    expect(holds('origin_state', 'LIKE', ['a'], blank)).toBe(false);
    expect(holds('origin_state', 'NOT LIKE', ['a'], blank)).toBe(true);
    expect(holds('customer_email', 'NOT IN', ['x@example.com'], blank)).toBe(true);
  });

  it('delivery time: the expected delivery falls within the next 24, 48 or 72 hours', () => {
    expect(holds('delivery_time', 'IN', ['24'])).toBe(false);
    expect(holds('delivery_time', 'IN', ['48'])).toBe(true);
    expect(holds('delivery_time', 'IN', ['24', '72'])).toBe(true);
    expect(holds('delivery_time', 'IN', ['24'], { expectedDelivery: hoursFromNow(24) })).toBe(true);
    expect(holds('delivery_time', 'IN', ['24'], { expectedDelivery: NOW })).toBe(true);
    expect(holds('delivery_time', 'IN', ['72'], { expectedDelivery: hoursFromNow(-1) })).toBe(false);
    expect(holds('delivery_time', 'IN', ['72'], { expectedDelivery: hoursFromNow(73) })).toBe(false);
    expect(holds('delivery_time', 'IN', ['72'], { expectedDelivery: null })).toBe(false);
  });

  it('covers every field of the contract', () => {
    expect([...FIELDS.map(([field]) => field), 'delivery_time'].sort()).toEqual(Object.keys(CONDITION_FIELDS).sort());
  });
});

describe('evaluateConditions', () => {
  const inTransit = when('status_id', 'IN', ['InTransit', 'Exception']);
  const toKarnataka = when('destination_state', 'LIKE', ['karna']);
  const toKerala = when('destination_state', 'IN', ['Kerala']);
  const byUps = when('courier_id', 'IN', ['ups']);

  it('AND: every condition must hold; the reason names the first that did not', () => {
    expect(evaluateConditions([inTransit, toKarnataka], 'AND', FACTS, NOW)).toEqual({
      matched: true,
      reason: 'Matched: Shipment Status is In Transit, Exception; Destination State contains karna',
    });
    expect(evaluateConditions([inTransit, toKerala, byUps], 'AND', FACTS, NOW)).toEqual({
      matched: false,
      reason: 'Skipped: condition not met: Destination State is Kerala',
    });
  });

  it('OR: one condition is enough; the reason names those that held, or every one that did not', () => {
    expect(evaluateConditions([toKerala, inTransit], 'OR', FACTS, NOW)).toEqual({ matched: true, reason: 'Matched: Shipment Status is In Transit, Exception' });
    expect(evaluateConditions([toKerala, byUps], 'OR', FACTS, NOW)).toEqual({
      matched: false,
      reason: 'Skipped: no condition met: Destination State is Kerala; Shipping Courier is ups',
    });
  });

  it('names operators and delivery times as the builder shows them', () => {
    expect(describeCondition(when('shipping_service', 'NOT LIKE', ['Ground', 'Economy']))).toBe('Shipping Services contains not Ground, Economy');
    expect(describeCondition(when('customer_email', 'NOT IN', ['a@example.com']))).toBe('Customer Email ID is not a@example.com');
    expect(describeCondition(when('delivery_time', 'IN', ['24', '48']))).toBe('Delivery Time is 24 hours, 48 hours');
    expect(describeCondition(when('status_id', 'IN', ['OutForDelivery', 'FailedAttempt']))).toBe('Shipment Status is Out for Delivery, Failed Attempt');
  });
});
