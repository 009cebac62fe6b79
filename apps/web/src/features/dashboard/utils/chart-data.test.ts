import { describe, expect, it } from 'vitest';
import { bucketTick, hasShipments, summaryRows } from './chart-data';

describe('summary chart data', () => {
  const buckets = [
    { date: '2025-03-13', data: [] },
    { date: '2025-03-14', data: [{ status: 'Delivered' as const, count: 2 }, { status: 'Pending' as const, count: 1 }] },
  ];

  it('gives every bucket every status, 0 when absent', () => {
    const rows = summaryRows(buckets);
    expect(rows[0]).toMatchObject({ label: '2025-03-13', Delivered: 0, Pending: 0, Expired: 0 });
    expect(rows[1]).toMatchObject({ label: '2025-03-14', Delivered: 2, Pending: 1, InTransit: 0 });
  });

  it('is empty when no bucket counts a shipment', () => {
    expect(hasShipments(buckets)).toBe(true);
    expect(hasShipments([{ date: '2025', data: [{ status: 'Delivered', count: 0 }] }])).toBe(false);
    expect(hasShipments([])).toBe(false);
  });

  it('labels the axis by day, month or year', () => {
    expect(bucketTick('2025-03-04')).toBe('Mar 4');
    expect(bucketTick('2025-03')).toBe('Mar 2025');
    expect(bucketTick('2025')).toBe('2025');
  });
});
