import { describe, expect, it } from 'vitest';
import { COLUMNS, nextColumnToSetAside } from './columns';

describe('nextColumnToSetAside', () => {
  it('sets Service aside first, then Last Check Time, and never the tracking number', () => {
    expect(nextColumnToSetAside(COLUMNS, [])).toBe('service');
    expect(nextColumnToSetAside(COLUMNS, ['service'])).toBe('time');
    const everyOther = COLUMNS.map((column) => column.key).filter((key) => key !== 'tracking_number');
    expect(nextColumnToSetAside(COLUMNS, everyOther)).toBeNull();
  });

  it('skips the columns the merchant has switched off', () => {
    const shown = COLUMNS.filter((column) => column.key !== 'service' && column.key !== 'time');
    expect(nextColumnToSetAside(shown, [])).toBe('origin');
  });
});
