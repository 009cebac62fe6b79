import type { ScaleLinear } from 'd3-scale';

/** Whole-number ticks of a count axis (a count of 0.5 shipments means nothing). */
export function countTicks(scale: ScaleLinear<number, number>, count = 5): number[] {
  return scale.ticks(count).filter((tick) => Number.isInteger(tick));
}

/** Every n-th label, so labels about `labelWidth` wide keep `gap` pixels between them. */
export function labelStep(labels: number, bandWidth: number, labelWidth: number, gap = 12): number {
  if (labels === 0 || bandWidth <= 0) return 1;
  return Math.max(1, Math.ceil((labelWidth + gap) / bandWidth));
}

/** Roughly how wide a label of 12 px text draws, without measuring it. */
export const labelWidthOf = (text: string) => text.length * 6.5;
