import { renderEmail } from '../../apps/server/dist/modules/templates/render.js';
import { buildTemplateValues, type TemplateValuesInput } from '../../apps/server/dist/modules/templates/values.js';
import { log, writeResults } from './dataset.js';
import { measureLargestAccepted } from './render-limits.js';

/**
 * The template renderer: BENCH_RENDER_EMAILS (10,000) e-mails of one realistic template (logo,
 * a <style> block with a media query, inline styles, paragraphs, an order table, the timeline
 * of eight scans, links filled from placeholders), each with its own shipment and customer.
 * Measured after a warm-up: rendering alone, and building the values plus rendering. Then the
 * slowest templates a merchant may save, rendered cold (render-limits.ts).
 */
const EMAILS = Number(process.env.BENCH_RENDER_EMAILS ?? 10_000);
const WARM_UP = 500;

const SUBJECT = '[Company Name]: your order [Order ID] is [Tracking Status]';
const BODY = `<!DOCTYPE html><html><head><title>Shipping update</title><style>
  body { background: #f4f5f7; }
  .card { border: 1px solid #e5e7eb; border-radius: 8px; padding: 24px; }
  h1 { font-size: 22px; margin: 0 0 12px; color: #111827; }
  p { margin: 0 0 12px; font-size: 15px; line-height: 22px; color: #374151; }
  .muted { color: #6b7280; font-size: 13px; }
  .button { display: inline-block; background: #2563eb; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none; }
  table.order td { padding: 6px 8px; border-bottom: 1px solid #f0f0f0; }
  @media (max-width: 600px) { .card { padding: 12px !important; } h1 { font-size: 18px !important; } }
</style></head><body>
<div class="card">
  <p style="text-align:center">[Logo]</p>
  <h1>Hi [Customer Name], your parcel is [Tracking Status]</h1>
  <p>Thank you for shopping with <strong>[Company Name]</strong>. Your order <a href="[Order URL]">[Order ID]</a> is on its way with
     [Courier Name], tracking number <strong>[Tracking Number]</strong>. We will keep you posted at every step of the journey.</p>
  <p>The latest news from the courier: <em>[Last Checkpoint]</em>. It is expected to reach you by <strong>[Expected Delivery]</strong>.</p>
  <p style="text-align:center;margin:20px 0"><a class="button" href="[Tracking Page Link]" target="_blank">Track your parcel</a></p>
  <table class="order" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
    <tr><td>Order</td><td>[Order ID]</td></tr>
    <tr><td>Courier</td><td>[Courier Logo] [Courier Name] ([Courier Phone])</td></tr>
    <tr><td>Tracking number</td><td>[Tracking Number]</td></tr>
    <tr><td>Expected delivery</td><td>[Expected Delivery]</td></tr>
  </table>
  <h2 style="font-size:17px;margin:24px 0 8px">Journey so far</h2>
  [Tracking Timeline]
  <p>If anything looks wrong, reply to this e-mail or call us on <a href="tel:[Contact Number]">[Contact Number]</a>. You can also
     write to us through <a href="[Website]">our website</a>; we answer every message within one working day.</p>
  <p class="muted">You receive this e-mail because you placed an order with [Company Name]. Questions about the delivery itself can go to
     [Courier Name] on [Courier Phone].</p>
</div></body></html>`;

const CITIES = ['Mumbai', 'Bhiwandi', 'Pune', 'Hyderabad', 'Bengaluru', 'Chennai', 'Delhi', null];
const STEPS = [
  ['InfoReceived', 'Shipment information received'],
  ['InTransit', 'Picked up from the seller'],
  ['InTransit', 'Departed the origin facility'],
  ['InTransit', 'Arrived at the sorting hub'],
  ['InTransit', 'Departed the sorting hub'],
  ['InTransit', 'Arrived at the delivery centre'],
  ['OutForDelivery', 'Out for delivery'],
  ['Delivered', 'Delivered to the customer'],
] as const;
const ZONES = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'UTC'];
const FORMATS = ['DD-MM-YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD'];

/** A distinct shipment and merchant per e-mail: numbers, names (some with characters to escape), times, zones. */
function inputFor(i: number): TemplateValuesInput {
  const start = Date.UTC(2026, 10, 1) + i * 60_000;
  return {
    shipment: {
      trackingNumber: `TP${String(1_000_000_000 + i)}`,
      currentStatus: 'Delivered',
      expectedDelivery: new Date(start + 5 * 86_400_000),
      customerDeliveryDate: null,
      predictedDelivery: null,
      predictedEarliest: null,
      predictedLatest: null,
      lastCheckpointMessage: 'Delivered to the customer',
      lastCheckpointLocation: CITIES[i % 7] ?? null,
      orderId: `#${10_000 + i}`,
      orderUrl: `https://shop-${i % 50}.example/orders/${10_000 + i}`,
      customerName: i % 10 === 0 ? `O'Brien & <Sons> ${i}` : `Customer ${i}`,
      checkpoints: STEPS.map(([tag, message], step) => ({
        checkpointTime: new Date(start + step * 9 * 3_600_000),
        tag,
        message,
        location: CITIES[(i + step) % CITIES.length] ?? null,
      })),
    },
    courier: { name: 'Blue Dart', phone: '1860 233 1234', logoUrl: 'https://cdn.trailpost.app/couriers/bluedart.png' },
    organization: {
      companyName: `Shop ${i % 50}`,
      contactNumber: '+91 98765 43210',
      website: `https://shop-${i % 50}.example`,
      logoUrl: `https://app.trailpost.app/api/organization/logo/${i % 50}/logo.png`,
    },
    profile: { dateFormat: FORMATS[i % FORMATS.length]!, timeZone: ZONES[i % ZONES.length]! },
    trackingPageLink: `https://shop-${i % 50}.trailpost.app/trackingPage/TP${String(1_000_000_000 + i)}`,
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The template names only known placeholders, so any bracketed name left means one was not filled. */
const LEFT_OVER = /\[[A-Z][A-Za-z ]+\]/;

function check(rendered: { html: string; text: string; subject: string }, trackingNumber: string): void {
  for (const part of [rendered.subject, rendered.html, rendered.text]) if (LEFT_OVER.test(part)) throw new Error(`${LEFT_OVER.exec(part)![0]} left in an e-mail`);
  if (!rendered.html.includes(trackingNumber) || !rendered.text.includes(trackingNumber)) throw new Error(`${trackingNumber} missing from its e-mail`);
}

function main() {
  const template = { subject: SUBJECT, body: BODY };
  const inputs = Array.from({ length: EMAILS }, (_, i) => inputFor(i));
  const values = inputs.map(buildTemplateValues);

  // The first render prepares the template (sanitise, inline CSS, compile, text version).
  const cold = performance.now();
  renderEmail(template, values[0]!);
  const prepareMs = performance.now() - cold;
  for (let i = 0; i < WARM_UP; i += 1) renderEmail(template, values[i % EMAILS]!);

  const times: number[] = [];
  let htmlBytes = 0;
  let textBytes = 0;
  const t0 = performance.now();
  for (let i = 0; i < EMAILS; i += 1) {
    const start = performance.now();
    const rendered = renderEmail(template, values[i]!);
    times.push(performance.now() - start);
    htmlBytes += rendered.html.length;
    textBytes += rendered.text.length;
  }
  const seconds = (performance.now() - t0) / 1000;

  const t1 = performance.now();
  for (let i = 0; i < EMAILS; i += 1) check(renderEmail(template, buildTemplateValues(inputs[i]!)), inputs[i]!.shipment.trackingNumber);
  const withValuesSeconds = (performance.now() - t1) / 1000;

  const largestAccepted = measureLargestAccepted(values[0]!);
  log(`largest accepted templates: slowest page p50 ${largestAccepted.slowest_page_ms.p50} ms (max ${largestAccepted.slowest_page_ms.max}), e-mail p50 ${largestAccepted.slowest_email_ms.p50} ms (max ${largestAccepted.slowest_email_ms.max})`);

  times.sort((a, b) => a - b);
  const emailsPerS = Math.round(EMAILS / seconds);
  log(`render: ${EMAILS.toLocaleString('en')} e-mails in ${seconds.toFixed(2)} s (${emailsPerS.toLocaleString('en')}/s), p50 ${percentile(times, 50).toFixed(3)} ms`);
  log(`values + render: ${Math.round(EMAILS / withValuesSeconds).toLocaleString('en')}/s; template prepared in ${prepareMs.toFixed(1)} ms`);

  writeResults('render', {
    benchmark: 'template renderer: e-mails of one realistic template with distinct values',
    count: EMAILS,
    emails_per_s: emailsPerS,
    seconds: round(seconds, 2),
    per_email_ms: { p50: round(percentile(times, 50), 3), p95: round(percentile(times, 95), 3), p99: round(percentile(times, 99), 3), max: round(times.at(-1)!, 3) },
    with_values: { emails_per_s: Math.round(EMAILS / withValuesSeconds), seconds: round(withValuesSeconds, 2) },
    template: { body_chars: BODY.length, timeline_checkpoints: STEPS.length, first_render_ms: round(prepareMs, 1) },
    output: { html_chars_avg: Math.round(htmlBytes / EMAILS), text_chars_avg: Math.round(textBytes / EMAILS) },
    largest_accepted: largestAccepted,
  });
}

main();
