import { DATE_FORMATS, PROFILE_MESSAGES, type DateFormat, type ProfileView } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { updateDigestAlert, updateProfile, userProfile } from '../accounts/index.js';
import { recountShipments } from '../shipments/index.js';
import { describeTimeZone } from './time-zone-catalogue.js';

const asDateFormat = (value: string): DateFormat => DATE_FORMATS.find((format) => format === value) ?? 'MM-DD-YYYY';

/** The caller's own profile (part 2 §3). */
export async function getProfile(ctx: ServiceContext, auth: AuthContext): Promise<ProfileView> {
  const user = await userProfile(ctx, auth.tenantId, auth.userId);
  if (!user) throw notFound(PROFILE_MESSAGES.userNotFound);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    date_format: asDateFormat(user.dateFormat),
    time_zone_id: user.timeZone,
    time_zone_data: describeTimeZone(user.timeZone),
    daily_digest_email_active: user.dailyDigestEmailActive,
  };
}

/** Name, date format and time zone (one's own, whatever the role); every screen, export and e-mail reads them from here on. */
export async function editProfile(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { name: string; date_format: DateFormat; time_zone_id: string },
): Promise<ProfileView> {
  assertAccess(auth, 'settingMainMenu');
  const before = await userProfile(ctx, auth.tenantId, auth.userId);
  await updateProfile(ctx.db, auth.tenantId, auth.userId, { name: input.name, dateFormat: input.date_format, timeZone: input.time_zone_id });
  // The main user's zone is the account's: on-time deliveries are judged in it (decision 0064), so they are counted again.
  if (auth.userType !== 'subuser' && before && before.timeZone !== input.time_zone_id) await recountShipments(ctx.db, auth.tenantId);
  return getProfile(ctx, auth);
}

/** The daily digest switch; a user turns only its own (another id is one that does not exist). */
export async function setDigestAlert(ctx: ServiceContext, auth: AuthContext, userId: string, active: 0 | 1) {
  assertAccess(auth, 'settingMainMenu');
  if (userId !== auth.userId) throw notFound(PROFILE_MESSAGES.userNotFound);
  await updateDigestAlert(ctx.db, auth.tenantId, auth.userId, active);
  return { _id: auth.userId, daily_digest_email_active: active };
}
