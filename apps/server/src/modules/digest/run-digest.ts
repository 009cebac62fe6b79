import { addCalendarDays, DATE_FORMATS, dayInZone, isTimeZone, logoPath, startOfZonedDay, wallClockAt, type DateFormat } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { queueMails } from '../../platform/mail.js';
import { digestSubscribers, type DigestSubscriber } from '../accounts/index.js';
import { composeDigest } from './compose.js';
import { claimDigestDays, decidedUsers, deliveryShare, latestExceptions, tallyWindow, type DayFigures } from './repository.js';

/** The digest leaves at 08:00 local time; a run missed by up to two hours still sends it. */
export const DIGEST_HOUR = 8;
const CATCH_UP_HOURS = 2;
/** Recipients decided per transaction. */
const CHUNK = 500;

const NONE: DayFigures = { created: 0, delivered: 0, exceptions: 0, failedAttempts: 0 };
const add = (a: DayFigures, b: DayFigures): DayFigures => ({
  created: a.created + b.created,
  delivered: a.delivered + b.delivered,
  exceptions: a.exceptions + b.exceptions,
  failedAttempts: a.failedAttempts + b.failedAttempts,
});
const isEmpty = (f: DayFigures) => f.created + f.delivered + f.exceptions + f.failedAttempts === 0;
const zoneOf = (subscriber: DigestSubscriber) => (isTimeZone(subscriber.timeZone) ? subscriber.timeZone : 'UTC');
const dateFormatOf = (value: string): DateFormat => DATE_FORMATS.find((format) => format === value) ?? 'MM-DD-YYYY';

function byTenant<T extends { tenantId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.tenantId, [...(map.get(row.tenantId) ?? []), row]);
  return map;
}

export interface DigestRunResult {
  sent: number;
  empty: number;
}

/**
 * One pass of the daily digest (part 2 §2.13): every subscriber whose local time is 08:00 to
 * 10:00 and whose yesterday is not decided yet gets yesterday's figures, or nothing when the day
 * was empty. Subscribers sharing a time zone share a day, so they are counted together.
 */
export async function runDigest(ctx: ServiceContext, now: Date = new Date()): Promise<DigestRunResult> {
  const byZone = new Map<string, DigestSubscriber[]>();
  for (const subscriber of await digestSubscribers(ctx.db)) {
    const zone = zoneOf(subscriber);
    const hour = wallClockAt(now, zone).hour;
    if (hour < DIGEST_HOUR || hour >= DIGEST_HOUR + CATCH_UP_HOURS) continue;
    byZone.set(zone, [...(byZone.get(zone) ?? []), subscriber]);
  }
  const result: DigestRunResult = { sent: 0, empty: 0 };
  for (const [zone, subscribers] of byZone) {
    const today = dayInZone(now, zone);
    const day = addCalendarDays(today, -1);
    for (let i = 0; i < subscribers.length; i += CHUNK) {
      const outcome = await decideChunk(ctx, subscribers.slice(i, i + CHUNK), { day, from: startOfZonedDay(day, zone), to: startOfZonedDay(today, zone) });
      result.sent += outcome.sent;
      result.empty += outcome.empty;
    }
  }
  return result;
}

async function decideChunk(ctx: ServiceContext, chunk: DigestSubscriber[], window: { day: string; from: Date; to: Date }): Promise<DigestRunResult> {
  const decided = await decidedUsers(ctx.db, chunk.map((s) => ({ tenantId: s.tenantId, userId: s.id })), window.day);
  const pending = chunk.filter((s) => !decided.has(s.id));
  if (!pending.length) return { sent: 0, empty: 0 };
  const tenantIds = [...new Set(pending.map((s) => s.tenantId))];
  const tallies = byTenant(await tallyWindow(ctx.db, tenantIds, window.from, window.to));
  const thirtyDays = byTenant(await deliveryShare(ctx.db, tenantIds, addCalendarDays(window.day, -29), window.day));

  /** The rows a subscriber may read: its whole account's, or those of what is assigned to it. */
  const inScope = <T extends { assignedKey: string }>(subscriber: DigestSubscriber, rows: Map<string, T[]>) =>
    (rows.get(subscriber.tenantId) ?? []).filter((row) => subscriber.scope.kind === 'tenant' || row.assignedKey === subscriber.scope.userId);

  const decisions = await Promise.all(
    pending.map(async (subscriber) => {
      const figures = inScope(subscriber, tallies).reduce((sum, row) => add(sum, row.figures), NONE);
      if (isEmpty(figures)) return { subscriber, mail: null };
      const share = inScope(subscriber, thirtyDays).reduce((sum, row) => ({ added: sum.added + row.added, delivered: sum.delivered + row.delivered }), { added: 0, delivered: 0 });
      const assignedId = subscriber.scope.kind === 'assigned' ? subscriber.scope.userId : null;
      const exceptions = figures.exceptions > 0 ? await latestExceptions(ctx.db, subscriber.tenantId, assignedId) : [];
      const mail = composeDigest({
        tenantId: subscriber.tenantId,
        to: subscriber.email,
        name: subscriber.name,
        companyName: subscriber.companyName,
        logoUrl: subscriber.logoKey ? `${ctx.config.publicUrl}${logoPath(subscriber.tenantId, subscriber.logoKey)}` : null,
        day: window.day,
        dateFormat: dateFormatOf(subscriber.dateFormat),
        figures,
        exceptions,
        lastThirtyDays: share,
        publicUrl: ctx.config.publicUrl,
      });
      return { subscriber, mail };
    }),
  );

  // Claiming the day and queueing the mail commit together: a second worker claims nothing.
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimDigestDays(
      tx,
      decisions.map(({ subscriber, mail }) => ({ tenantId: subscriber.tenantId, userId: subscriber.id, day: window.day, outcome: mail ? 'sent' : 'empty' })),
    );
    const mails = decisions.filter(({ subscriber, mail }) => mail && claimed.has(subscriber.id)).map(({ mail }) => mail!);
    await queueMails(tx, mails);
    return { sent: mails.length, empty: decisions.filter(({ subscriber, mail }) => !mail && claimed.has(subscriber.id)).length };
  });
}

