import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './accounts.js';

/** 14:00 UTC: 19:30 in India, 09:00 in New York (a US number's zone when the parcel's destination is unknown): outside the default quiet hours of both. */
export const OUTSIDE_QUIET_HOURS = new Date('2026-03-04T14:00:00Z');

/** Turns the account's SMS quiet hours off, for tests that send through the automation runner at whatever hour they run. */
export async function smsAtAnyHour(app: FastifyInstance, who: SignedIn): Promise<void> {
  const response = await app.inject({ method: 'PUT', url: '/api/user/sms_settings', headers: who.headers, payload: { sms_quiet_hours: null } });
  expect(response.statusCode, response.body).toBe(200);
}
