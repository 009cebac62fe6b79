import { describe, expect, it } from 'vitest';
import { groupThousands } from './formatting';

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [45_678, '45,678'],
    [1_000_000, '1,000,000'],
    [-12_345, '-12,345'],
    [1_234.9, '1,234'],
  ])('writes %d as "%s", as Intl.NumberFormat("en-US") writes a whole number', (value, text) => {
    expect(groupThousands(value)).toBe(text);
    if (Number.isInteger(value)) expect(groupThousands(value)).toBe(new Intl.NumberFormat('en-US').format(value));
  });
});
