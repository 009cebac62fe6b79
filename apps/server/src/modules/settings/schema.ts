import { z } from 'zod';
import {
  alertsBody,
  alertsView,
  editProfileBody,
  envelopeOf,
  logoParams,
  organizationFields,
  organizationLogoBody,
  organizationView,
  profileView,
  timeZoneView,
  userIdParams,
} from '@trailpost/contracts';

const tags = ['Settings'];

export const getProfileSchema = { tags, summary: "The caller's profile", response: { 200: envelopeOf(profileView) } };
export const editProfileSchema = { tags, summary: 'Save name, date format and time zone', body: editProfileBody, response: { 200: envelopeOf(profileView) } };
export const timeZonesSchema = { tags, summary: 'Every IANA time zone with its current offset', response: { 200: envelopeOf(z.array(timeZoneView)) } };
export const alertsSchema = { tags, summary: 'Turn the daily digest e-mail on or off', params: userIdParams, body: alertsBody, response: { 200: envelopeOf(alertsView) } };

const orgTags = ['Organization'];
export const getOrganizationSchema = { tags: orgTags, summary: "The account's company details and logo", response: { 200: envelopeOf(organizationView) } };
export const saveOrganizationSchema = { tags: orgTags, summary: 'Save the company details', body: organizationFields, response: { 200: envelopeOf(organizationView) } };
export const logoSchema = {
  tags: orgTags,
  summary: 'Set the logo from a signed upload (its url), or remove it (null)',
  body: organizationLogoBody,
  response: { 200: envelopeOf(organizationView) },
};
export const publicLogoSchema = { tags: orgTags, summary: "A merchant's logo (public: tracking page and e-mails)", params: logoParams };
