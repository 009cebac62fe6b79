import { describe, expect, it } from 'vitest';
import { onTimeOfText, shipmentCountText } from './performance-texts.js';

describe('the performance screen texts', () => {
  it('count one shipment and many, with thousands separated', () => {
    expect(shipmentCountText(1)).toBe('1 shipment');
    expect(shipmentCountText(0)).toBe('0 shipments');
    expect(shipmentCountText(12_400)).toBe('12,400 shipments');
    expect(onTimeOfText(1_200)).toBe('of 1,200 with a date shown');
  });
});
