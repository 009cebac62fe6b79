import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryDateSource } from '@trailpost/contracts';
import type { Tx } from '../../db/client.js';

/**
 * The merchant chose another delivery date for customers: every shipment still on its way shows
 * the new choice at once (delivered ones keep the date they were shown). The same rule as
 * `customerDeliveryDate` in the contracts, over the stored dates; the first date shown stays the
 * promise. No event: the shipments themselves did not move.
 */
export async function applyDeliveryDateSource(tx: Tx, tenantId: string, source: DeliveryDateSource, zone: string): Promise<void> {
  const courier = sql`(expected_delivery at time zone ${zone})::date`;
  const chosen =
    source === 'courier' ? courier : source === 'predicted' ? sql`coalesce(predicted_delivery, ${courier})` : sql`coalesce(${courier}, predicted_delivery)`;
  await tx.execute(sql`
    update shipments set customer_delivery_date = ${chosen}, promised_delivery = coalesce(promised_delivery, ${chosen})
    where tenant_id = ${tenantId}::uuid and current_status not in ('Delivered', 'Expired')`);
}

/**
 * When the delivery date customers see has passed, as SQL over a shipments row `s`: the
 * courier's expected time when that is the date shown (or when no date was chosen yet: rows not
 * checked since predictions began), else the end of our date in the merchant's zone.
 */
export function customerDeliveryDueSql(zone: string): SQL {
  return sql`case when s.customer_delivery_date is null or (s.expected_delivery at time zone ${zone})::date = s.customer_delivery_date
    then s.expected_delivery else (s.customer_delivery_date + 1)::timestamp at time zone ${zone} end`;
}
