import type { Database } from '../db/client.js';
import { addWorkdays, dayOf, forgetMerchantModel, MONDAY_TO_FRIDAY, weekdayOf } from '../modules/predictions/index.js';
import { seedShipments } from './shipments.js';

const DAY_MS = 86_400_000;

/** Noon UTC of a day number: the same date in UTC, where test merchants live. */
export const noonOf = (day: number) => new Date(day * DAY_MS + 12 * 3_600_000);
export const todayNumber = () => dayOf(new Date().toISOString());

export interface HistoryOptions {
  count: number;
  /** Delivery days from pickup to delivery, Monday to Friday. */
  transit: number;
  slug?: string;
  from?: [string, string];
  to?: [string, string];
}

/**
 * `count` delivered shipments of a lane, each `transit` delivery days from pickup, picked up on
 * weekdays over the weeks before; the merchant's delivery model is learned again on next use.
 */
export async function seedDeliveredHistory(database: Database, tenantId: string, options: HistoryOptions) {
  const { count, transit, slug = 'usps', from = ['US', 'CA'], to = ['US', 'NY'] } = options;
  const rows = [];
  for (let index = 0; rows.length < count; index++) {
    const pickedUp = todayNumber() - 20 - (index % 60);
    if (!MONDAY_TO_FRIDAY[weekdayOf(pickedUp)]) continue;
    rows.push({
      slug, currentStatus: 'Delivered', originCountry: from[0], originState: from[1], destinationCountry: to[0], destinationState: to[1],
      shippedAt: noonOf(pickedUp), deliveredAt: noonOf(addWorkdays(pickedUp, transit, MONDAY_TO_FRIDAY)), deliveryTime: transit,
    });
  }
  await seedShipments(database, tenantId, rows);
  forgetMerchantModel(database.db, tenantId);
}
