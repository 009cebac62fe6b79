import { describe, expect, it } from 'vitest';
import { trackingListLink } from './tracking-link';

describe('status row link (part 1 §2.5)', () => {
  const days = { from: '2025-02-13', to: '2025-03-14' };

  it('carries the status and the range, and no courier when All is chosen', () => {
    expect(trackingListLink({ status: 'Delivered', rangeName: 'Last 30 Days', days, courierLabel: null })).toBe(
      '/tracking?trackingStatusArr=Delivered&date=Last%2030%20Days&fromDate=2025-02-13&toDate=2025-03-14',
    );
  });

  it('carries the courier label when one courier is chosen', () => {
    const link = trackingListLink({ status: 'InTransit', rangeName: 'Custom', days, courierLabel: 'Royal Mail' });
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('trackingStatusArr')).toBe('InTransit');
    expect(params.get('date')).toBe('Custom');
    expect(params.get('courierListArr')).toBe('Royal Mail');
  });
});
