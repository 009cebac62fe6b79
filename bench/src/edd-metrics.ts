/** The accuracy figures bench:edd reports for one way of predicting (part 3's `edd.json`). */
export interface Outcome {
  /** Calendar days from the actual delivery date to the predicted one (negative: predicted early). */
  error: number;
  /** Whether the actual date fell within the predicted range, and on or before its late end. */
  inRange: boolean;
  byLatest: boolean;
  rangeDays: number;
}

export interface Figures {
  predicted: number;
  mae_days: number;
  median_ae_days: number;
  within_1_day_pct: number;
  within_2_days_pct: number;
  range_coverage_pct: number;
  on_or_before_latest_pct: number;
  median_range_days: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);
const round2 = (value: number) => Math.round(value * 100) / 100;

export function figuresOf(outcomes: Outcome[]): Figures {
  const absolute = outcomes.map((outcome) => Math.abs(outcome.error));
  return {
    predicted: outcomes.length,
    mae_days: round2(absolute.reduce((sum, value) => sum + value, 0) / Math.max(1, outcomes.length)),
    median_ae_days: median(absolute),
    within_1_day_pct: pct(absolute.filter((value) => value <= 1).length, outcomes.length),
    within_2_days_pct: pct(absolute.filter((value) => value <= 2).length, outcomes.length),
    range_coverage_pct: pct(outcomes.filter((outcome) => outcome.inRange).length, outcomes.length),
    on_or_before_latest_pct: pct(outcomes.filter((outcome) => outcome.byLatest).length, outcomes.length),
    median_range_days: median(outcomes.map((outcome) => outcome.rangeDays)),
  };
}

/** The outcome of a prediction (dates as day numbers) against the actual delivery day. */
export function outcomeOf(actual: number, date: number, earliest: number, latest: number): Outcome {
  return { error: date - actual, inRange: actual >= earliest && actual <= latest, byLatest: actual <= latest, rangeDays: latest - earliest };
}
