/**
 * A weighted histogram of transit times in whole delivery days. Transit times are small integers,
 * so a merchant's million deliveries fold into a few hundred numbers per lane.
 */
export const MAX_TRANSIT_DAYS = 90;

export class TransitHistogram {
  readonly weights = new Float64Array(MAX_TRANSIT_DAYS + 1);
  count = 0;
  total = 0;

  /** `count` deliveries of `days` days, each weighing `weight`. */
  add(days: number, weight: number, count = 1): void {
    this.weights[Math.min(MAX_TRANSIT_DAYS, Math.max(0, Math.round(days)))]! += weight * count;
    this.total += weight * count;
    this.count += count;
  }

  /**
   * What is left knowing the parcel has not arrived within `days` - 1 days: the weights from
   * `days` on (a shipment three days out is no longer due on day one). Empty past the last day
   * anything arrived on.
   */
  from(days: number): TransitHistogram {
    const rest = new TransitHistogram();
    for (let day = Math.max(0, days); day <= MAX_TRANSIT_DAYS; day++) rest.weights[day] = this.weights[day]!;
    rest.total = rest.weights.reduce((sum, weight) => sum + weight, 0);
    rest.count = this.count;
    return rest;
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

  /** The nearest day before `day` (step -1) or after it (step 1) that holds weight; -1 when none does. */
  private nextHeld(day: number, step: -1 | 1): number {
    for (let next = day + step; next >= 0 && next <= MAX_TRANSIT_DAYS; next += step) if (this.weights[next]! > 0) return next;
    return -1;
  }

  /**
   * A run of days around the median holding as near `share` of the weight as whole days allow:
   * widened to the next day that holds weight on the heavier side (a skewed lane gets a longer
   * late side), or on the lighter side when the heavier would overshoot the share by more than it
   * falls short; never to a day nothing was delivered on.
   */
  range(share: number): [number, number] {
    const target = share * this.total;
    let low = this.quantile(0.5);
    let high = low;
    let held = this.weights[low]!;
    while (held < target - 1e-9) {
      const sides = [
        { day: this.nextHeld(high, 1), late: true },
        { day: this.nextHeld(low, -1), late: false },
      ]
        .filter((side) => side.day >= 0)
        // Heavier first; of two as heavy, the nearer keeps the range narrower.
        .sort((a, b) => this.weights[b.day]! - this.weights[a.day]! || Math.abs(a.day - (a.late ? high : low)) - Math.abs(b.day - (b.late ? high : low)));
      const side = sides.find(({ day }) => held + this.weights[day]! - target <= target - held);
      if (!side) break;
      if (side.late) high = side.day;
      else low = side.day;
      held += this.weights[side.day]!;
    }
    return [low, high];
  }
}
