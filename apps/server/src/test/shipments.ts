import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ShipmentDetail } from '@trailpost/contracts';
import type { Database } from '../db/client.js';
import { shipments } from '../db/schema/index.js';
import { recountShipments } from '../modules/shipments/index.js';
import type { SignedIn } from './accounts.js';

let sequence = 0;
export function uniqueNumber(prefix = 'TP'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${sequence}`;
}

/** Adds a shipment through the API and returns its detail. */
export async function addShipment(app: FastifyInstance, who: SignedIn, payload: Record<string, unknown> = {}): Promise<ShipmentDetail> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/trackings',
    headers: who.headers,
    payload: { slug: 'usps', tracking_number: uniqueNumber(), ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ShipmentDetail;
}

export type SeedRow = Partial<typeof shipments.$inferInsert>;

/**
 * Writes shipments directly, with the fields the tracking engine fills in (destination,
 * checkpoints, transit), so list filters can be tested on realistic rows; the tenant's
 * counters are counted again after, as a bulk load's would be.
 */
export async function seedShipments(database: Database, tenantId: string, rows: SeedRow[]) {
  const seeded = await database.db
    .insert(shipments)
    .values(
      rows.map((row) => {
        const trackingNumber = row.trackingNumber ?? uniqueNumber('SEED');
        return { slug: 'usps', ...row, trackingNumber, tenantId };
      }),
    )
    .returning();
  await recountShipments(database.db, tenantId);
  return seeded;
}

export const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * 86_400_000 - hours * 3_600_000);
