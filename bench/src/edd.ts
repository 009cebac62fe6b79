import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { dayOf, localDayOf, predictDelivery, trainModel, type Delivery } from '../../apps/server/dist/modules/predictions/index.js';
import { generateHistory, type HistoryRow } from './edd-history.js';
import { figuresOf, outcomeOf, type Outcome } from './edd-metrics.js';

/**
 * bench:edd (part 3): trains the product's delivery-date model on the earliest 80 % of a delivery
 * history by pickup, predicts the latest 20 % as of their pickup, and compares it with a per-lane
 * median of calendar days and with the couriers' own estimates, all in one run. Without `--data`
 * it uses the generated history of edd-history.ts. Also times predictions and the model's refresh
 * for a merchant with 1M deliveries.
 */
const { values: args } = parseArgs({ options: { data: { type: 'string' }, rows: { type: 'string', default: '200000' }, seed: { type: 'string', default: '42' } } });
const log = (line: string) => console.log(line);

const rows: HistoryRow[] = args.data
  ? (parse(fs.readFileSync(args.data), { columns: true, skip_empty_lines: true, trim: true }) as HistoryRow[])
  : generateHistory(Number(args.rows), Number(args.seed));
log(`${rows.length.toLocaleString('en')} deliveries ${args.data ? `from ${args.data}` : '(generated)'}`);

interface Case {
  delivery: Delivery;
  pickedUpAt: number;
  estimate: number | null;
}

function caseOf(row: HistoryRow): Case | null {
  try {
    const delivery: Delivery = {
      courier: row.courier,
      origin: { country: row.origin_country, state: row.origin_state || null },
      destination: { country: row.destination_country, state: row.destination_state || null },
      pickedUp: localDayOf(row.picked_up_at),
      delivered: localDayOf(row.delivered_at),
    };
    return { delivery, pickedUpAt: Date.parse(row.picked_up_at), estimate: row.provider_estimate ? dayOf(row.provider_estimate) : null };
  } catch {
    return null;
  }
}

const cases = rows.map(caseOf).filter((entry): entry is Case => entry !== null && entry.delivery.delivered >= entry.delivery.pickedUp);
cases.sort((a, b) => a.pickedUpAt - b.pickedUpAt);
const split = Math.floor(cases.length * 0.8);
const train = cases.slice(0, split);
const test = cases.slice(split);
// What was known at the split: deliveries of the training shipments that had arrived by then.
const asOf = train.at(-1)!.delivery.pickedUp;
const known = train.map((entry) => entry.delivery).filter((delivery) => delivery.delivered <= asOf);

// ---- the product's model ----
const model = trainModel(known, asOf);
const modelOutcomes: Outcome[] = [];
const started = performance.now();
for (const { delivery } of test) {
  const prediction = predictDelivery(model, delivery, delivery.pickedUp);
  if (prediction) modelOutcomes.push(outcomeOf(delivery.delivered, dayOf(prediction.date), dayOf(prediction.earliest), dayOf(prediction.latest)));
}
const predictSeconds = (performance.now() - started) / 1000;

// ---- the baseline: per-lane median of calendar days (courier, origin and destination country) ----
const laneOf = (delivery: Delivery) => `${delivery.courier}|${delivery.origin.country}|${delivery.destination.country}`;
const laneDays = new Map<string, number[]>();
for (const delivery of known) (laneDays.get(laneOf(delivery)) ?? laneDays.set(laneOf(delivery), []).get(laneOf(delivery))!).push(delivery.delivered - delivery.pickedUp);
const quantileOf = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const laneStats = new Map([...laneDays].map(([lane, days]) => {
  const sorted = days.sort((a, b) => a - b);
  return [lane, { median: quantileOf(sorted, 0.5), low: quantileOf(sorted, 0.1), high: quantileOf(sorted, 0.9) }];
}));
const laneOutcomes: Outcome[] = [];
for (const { delivery } of test) {
  const stats = laneStats.get(laneOf(delivery));
  if (stats) laneOutcomes.push(outcomeOf(delivery.delivered, delivery.pickedUp + stats.median, delivery.pickedUp + stats.low, delivery.pickedUp + stats.high));
}

// ---- the couriers' own estimates, where they sent one ----
const estimateOutcomes = test.filter((entry) => entry.estimate !== null).map(({ delivery, estimate }) => outcomeOf(delivery.delivered, estimate!, estimate!, estimate!));

// ---- a merchant with 1M deliveries: the model's refresh ----
const million = generateHistory(1_000_000, Number(args.seed) + 1).map(caseOf).filter((entry): entry is Case => entry !== null).map((entry) => entry.delivery);
const refreshAsOf = million.reduce((latest, delivery) => Math.max(latest, delivery.delivered), 0);
const refreshStarted = performance.now();
trainModel(million, refreshAsOf);
const refreshSeconds = (performance.now() - refreshStarted) / 1000;

const results = {
  measured_at: new Date().toISOString(),
  data: args.data ? path.basename(args.data) : `generated (edd-history.ts, seed ${args.seed})`,
  rows: rows.length,
  train_rows: train.length,
  test_rows: test.length,
  model: figuresOf(modelOutcomes),
  lane_median: figuresOf(laneOutcomes),
  provider_estimate: estimateOutcomes.length ? figuresOf(estimateOutcomes) : null,
  predictions_per_s: Math.round(test.length / predictSeconds),
  refresh_1m_deliveries_s: Math.round(refreshSeconds * 100) / 100,
};
log(JSON.stringify(results, null, 2));
fs.writeFileSync(path.resolve(import.meta.dirname, '../results/edd.json'), `${JSON.stringify(results, null, 2)}\n`);
