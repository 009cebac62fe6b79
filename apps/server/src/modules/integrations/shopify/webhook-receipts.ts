import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { shopifyWebhookReceipts } from '../../../db/schema/index.js';

/** Shopify retries a delivery for up to 48 hours with the same id: a week covers every retry. */
export const SHOPIFY_WEBHOOK_RECEIPT_DAYS = 7;

/** Notes a webhook id; false when it was already noted (a retry or a replay, handled once). */
export async function firstReceipt(db: Db, webhookId: string, now = new Date()): Promise<boolean> {
  const inserted = await db.insert(shopifyWebhookReceipts).values({ webhookId, receivedAt: now }).onConflictDoNothing().returning({ webhookId: shopifyWebhookReceipts.webhookId });
  return inserted.length > 0;
}

/** Housekeeping: receipts older than `before` can no longer meet a retry. */
export async function forgetOldShopifyWebhookReceipts(db: Db, now = new Date()): Promise<void> {
  await db.delete(shopifyWebhookReceipts).where(lt(shopifyWebhookReceipts.receivedAt, new Date(now.getTime() - SHOPIFY_WEBHOOK_RECEIPT_DAYS * 86_400_000)));
}
