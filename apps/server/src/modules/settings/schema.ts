import { z } from 'zod';
import { alertsBody, alertsView, editProfileBody, envelopeOf, profileView, timeZoneView, userIdParams } from '@trailpost/contracts';

const tags = ['Settings'];

export const getProfileSchema = { tags, summary: "The caller's profile", response: { 200: envelopeOf(profileView) } };
export const editProfileSchema = { tags, summary: 'Save name, date format and time zone', body: editProfileBody, response: { 200: envelopeOf(profileView) } };
export const timeZonesSchema = { tags, summary: 'Every IANA time zone with its current offset', response: { 200: envelopeOf(z.array(timeZoneView)) } };
export const alertsSchema = { tags, summary: 'Turn the daily digest e-mail on or off', params: userIdParams, body: alertsBody, response: { 200: envelopeOf(alertsView) } };
