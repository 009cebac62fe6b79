import { describe, expect, it } from 'vitest';
import { DAY_COLUMNS, dayCells } from './day-wise';
import { formatPercentage } from './format';

describe('day wise buckets (part 1 §3, §9)', () => {
  it('has Day 0 to Day 9 and Day 10 & More', () => {
    expect(DAY_COLUMNS).toEqual(['Day 0', 'Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Day 7', 'Day 8', 'Day 9', 'Day 10 & More']);
  });

  it('puts each count in its day and sums 10 days or more, with shares of the total', () => {
    const cells = dayCells({
      slug: 'fedex',
      total_count: 7,
      data: [
        { delivery_time: 0, shipment_count: 1 },
        { delivery_time: 3, shipment_count: 3 },
        { delivery_time: 10, shipment_count: 1 },
        { delivery_time: 14, shipment_count: 2 },
      ],
    });
    expect(cells).toHaveLength(11);
    expect(cells[0]).toEqual({ count: 1, percentage: 14.29 });
    expect(cells[3]).toEqual({ count: 3, percentage: 42.86 });
    expect(cells[5]).toEqual({ count: 0, percentage: 0 });
    expect(cells[10]).toEqual({ count: 3, percentage: 42.86 });
  });

  it('shows percentages with 2 decimals', () => {
    expect(formatPercentage(42.86)).toBe('42.86%');
    expect(formatPercentage(0)).toBe('0.00%');
    expect(formatPercentage(100)).toBe('100.00%');
  });
});
