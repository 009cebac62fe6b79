import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { COURIER_COLOURS, courierColor } from './CourierLogo';

describe('courier logos', () => {
  it('draws white initials on colours with at least 4.5:1 contrast (WCAG AA)', () => {
    for (const colour of COURIER_COLOURS) expect(getContrastRatio('#fff', colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a courier the same colour every time, from the palette', () => {
    expect(courierColor('fedex')).toBe(courierColor('fedex'));
    expect(COURIER_COLOURS).toContain(courierColor('royal-mail'));
  });
});
