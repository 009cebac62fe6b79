/**
 * A weighted histogram of transit times in whole delivery days. Transit times are small integers,
 * so a merchant's million deliveries fold into a few hundred numbers per lane.
 */
export const MAX_TRANSIT_DAYS = 90;

export class TransitHistogram {
  readonly weights = new Float64Array(MAX_TRANSIT_DAYS + 1);
  count = 0;
  total = 0;

  add(days: number, weight: number): void {
    this.weights[Math.min(MAX_TRANSIT_DAYS, Math.max(0, Math.round(days)))]! += weight;
    this.total += weight;
    this.count++;
  }

  /** The smallest number of days by which `share` of the weight has been delivered. */
  quantile(share: number): number {
    const target = share * this.total;
    let sum = 0;
    for (let days = 0; days <= MAX_TRANSIT_DAYS; days++) {
      sum += this.weights[days]!;
      if (sum >= target - 1e-9) return days;
    }
    return MAX_TRANSIT_DAYS;
  }

  /**
   * A run of days around the median holding as near `share` of the weight as whole days allow:
   * widened one day at a time on the side whose next day weighs more (a skewed lane gets a longer
   * late side), and not by a day that would overshoot the share by more than it falls short.
   */
  range(share: number): [number, number] {
    const target = share * this.total;
    let low = this.quantile(0.5);
    let high = low;
    let held = this.weights[low]!;
    while (held < target - 1e-9 && (low > 0 || high < MAX_TRANSIT_DAYS)) {
      const before = low > 0 ? this.weights[low - 1]! : -1;
      const after = high < MAX_TRANSIT_DAYS ? this.weights[high + 1]! : -1;
      const next = Math.max(before, after);
      if (held + next - target > target - held) break;
      if (after >= before) high++;
      else low--;
      held += next;
    }
    return [low, high];
  }
}
