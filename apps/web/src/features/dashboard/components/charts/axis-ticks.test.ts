import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { countTicks, labelStep, labelWidthOf } from './axis-ticks';

describe('chart axes', () => {
  it('counts in whole shipments even when the largest count is small', () => {
    expect(countTicks(scaleLinear().domain([0, 3]).nice())).toEqual([0, 1, 2, 3]);
    expect(countTicks(scaleLinear().domain([0, 1450]).nice())).toEqual([0, 500, 1000, 1500]);
  });

  it('labels every column when they fit and every n-th one when they would touch', () => {
    expect(labelStep(7, 120, labelWidthOf('Mar 14'))).toBe(1);
    expect(labelStep(30, 22, labelWidthOf('Mar 14'))).toBe(3);
    expect(labelStep(0, 0, 40)).toBe(1);
  });
});
