import { WEBHOOK_MESSAGES } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { queueMails } from '../../platform/mail.js';
import { switchEndpointOff } from './delivery-repository.js';
import { failWaitingDeliveries } from './repository.js';

/**
 * Switches an endpoint off in one transaction: its waiting deliveries end as failed (a replay
 * sends them once it is back), and with `notify_if_inactive` its alert addresses are told.
 */
export async function switchOff(db: Db, publicUrl: string, key: { tenantId: string; id: string }, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await switchEndpointOff(tx, key.tenantId, key.id, reason);
    if (!row) return false;
    await failWaitingDeliveries(tx, key.tenantId, key.id, reason);
    if (row.notifyIfInactive && row.emailAlerts.length) {
      const text = [
        `Trailpost stopped sending webhooks to ${row.endpointUrl}.`,
        '',
        reason,
        '',
        `Check the endpoint, then switch it on again with the Activate link at ${publicUrl}/webhook. The deliveries it missed are in its delivery log, where you can replay them.`,
      ].join('\n');
      await queueMails(
        tx,
        row.emailAlerts.map((to) => ({
          tenantId: key.tenantId,
          to,
          subject: WEBHOOK_MESSAGES.alertSubject,
          text,
          kind: 'system' as const,
          idempotencyKey: `webhook-off:${key.id}:${row.updatedAt.getTime()}:${to}`,
        })),
      );
    }
    return true;
  });
}
