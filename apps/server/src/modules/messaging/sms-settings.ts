import { DEFAULT_SMS_QUIET_HOURS, type SmsQuietHours, type SmsSettingsView } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';
import { findSmsSettings, saveSmsSettings } from './sms-repository.js';

/** The account's quiet hours: its saved ones, none when it turned them off, the defaults when it never saved any. */
export async function quietHoursOf(db: Db, tenantId: string): Promise<SmsQuietHours | null> {
  const row = await findSmsSettings(db, tenantId);
  if (!row) return { ...DEFAULT_SMS_QUIET_HOURS };
  return row.quietHoursStart && row.quietHoursEnd ? { start: row.quietHoursStart, end: row.quietHoursEnd } : null;
}

export async function getSmsSettings(ctx: ServiceContext, auth: AuthContext): Promise<SmsSettingsView> {
  assertAccess(auth, 'settings');
  return { sms_quiet_hours: await quietHoursOf(ctx.db, auth.tenantId) };
}

/** Saves the quiet hours and records the change in the audit log, in one transaction. */
export async function editSmsSettings(ctx: ServiceContext, auth: AuthContext, input: SmsSettingsView): Promise<SmsSettingsView> {
  assertAccess(auth, 'settings');
  const hours = input.sms_quiet_hours;
  await ctx.db.transaction(async (tx) => {
    const before = { sms_quiet_hours: await quietHoursOf(tx, auth.tenantId) };
    await saveSmsSettings(tx, auth.tenantId, { quietHoursStart: hours?.start ?? null, quietHoursEnd: hours?.end ?? null }, new Date());
    const changes = changesBetween(before, { sms_quiet_hours: hours });
    if (Object.keys(changes).length > 0) await recordAudit(tx, actorOf(auth), { action: 'sms.settings_updated', targetType: 'sms_settings', targetId: auth.tenantId, changes });
  });
  return getSmsSettings(ctx, auth);
}
