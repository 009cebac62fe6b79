import { z } from 'zod';
import { ROLE_VALUES } from './roles.js';

/** The session record of part 1 §3, returned on login and sign-up and kept by the browser. */
export const sessionRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  access_token: z.string(),
  user_type: z.enum(['user', 'subuser']),
  role: z.enum(['main', 'subuser']),
  role_id: z.string().nullable(),
  role_access: z.object({ role: z.array(z.enum(ROLE_VALUES)) }),
  roles: z.array(z.enum(ROLE_VALUES)),
  organization_details: z.object({ logo: z.string().nullable(), company_name: z.string().nullable() }),
  user_details: z.object({ tenant_id: z.string() }),
  onboarding: z.object({ status: z.number().int() }),
  time_zone_data: z.object({ timezone: z.string() }),
  date_format: z.string(),
  sub_domain: z.string().nullable(),
  custom_domain_url: z.string().nullable(),
  daily_digest_email_active: z.number().int(),
  two_factor_enabled: z.boolean(),
  /** The organization requires two-step sign-in and this user has not turned it on: nothing else is reachable until it does. */
  two_factor_enrolment_required: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

/** One signed-in browser or client of the current user (the profile's session list). */
export const activeSession = z.object({
  _id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;
export const sessionIdParams = z.object({ id: z.string().uuid().describe('The `_id` of one of your sessions, as `GET /user/sessions` lists it.') });
