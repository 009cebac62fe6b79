import type { ShipmentStatus } from '@trailpost/contracts';
import { COUNTRIES, HUB_CITIES } from './sandbox-places.js';
import type { ProviderEvent, ProviderResult, TrackedShipment, TrackingProvider } from './types.js';

/**
 * The embedded default: a deterministic, realistic journey per courier and tracking number
 * (info received, hub scans in real cities, out for delivery, delivered; some with exceptions,
 * failed attempts or returns, some never scanned), unfolding one step every `stepSeconds`
 * from the shipment's creation so that a demo moves on its own.
 */
export interface SandboxOptions {
  stepSeconds: number;
  now?: () => Date;
}

type Step = { tag: ShipmentStatus; subtag: string; message: string; at: 'origin' | 'hub' | 'destination' };

/** FNV-1a: the same number always takes the same journey. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length]!;

const PICKUP: Step[] = [
  { tag: 'InfoReceived', subtag: 'label_created', message: 'Shipment information received', at: 'origin' },
  { tag: 'InTransit', subtag: 'picked_up', message: 'Picked up by courier', at: 'origin' },
  { tag: 'InTransit', subtag: 'arrived_facility', message: 'Arrived at sorting facility', at: 'hub' },
  { tag: 'InTransit', subtag: 'departed_facility', message: 'Departed sorting facility', at: 'hub' },
  { tag: 'InTransit', subtag: 'arrived_destination', message: 'Arrived at destination facility', at: 'destination' },
];
const OUT: Step = { tag: 'OutForDelivery', subtag: 'out_for_delivery', message: 'Out for delivery', at: 'destination' };
const DELIVERED: Step = { tag: 'Delivered', subtag: 'delivered', message: 'Delivered, left at front door', at: 'destination' };

/** Journey shapes and how often each occurs (out of 100). */
const JOURNEYS: { weight: number; steps: Step[] }[] = [
  { weight: 62, steps: [...PICKUP, OUT, DELIVERED] },
  {
    weight: 12,
    steps: [...PICKUP, OUT, { tag: 'FailedAttempt', subtag: 'recipient_unavailable', message: 'Delivery attempted - recipient not available', at: 'destination' }, OUT, DELIVERED],
  },
  {
    weight: 10,
    steps: [...PICKUP.slice(0, 4), { tag: 'Exception', subtag: 'weather_delay', message: 'Delayed due to severe weather', at: 'hub' }, ...PICKUP.slice(4), OUT, DELIVERED],
  },
  {
    weight: 6,
    steps: [...PICKUP, OUT, { tag: 'FailedAttempt', subtag: 'address_issue', message: 'Delivery attempted - address incomplete', at: 'destination' }, { tag: 'Exception', subtag: 'returned_to_sender', message: 'Returned to sender', at: 'hub' }],
  },
  { weight: 5, steps: [...PICKUP.slice(0, 4), { tag: 'Exception', subtag: 'customs_held', message: 'Held by customs: documents required', at: 'destination' }] },
  { weight: 5, steps: [] },
];

function journeyFor(seed: number): Step[] {
  let roll = seed % 100;
  for (const journey of JOURNEYS) {
    if (roll < journey.weight) return journey.steps;
    roll -= journey.weight;
  }
  return JOURNEYS[0]!.steps;
}

export function createSandboxProvider(options: SandboxOptions): TrackingProvider {
  const now = options.now ?? (() => new Date());
  const stepMs = options.stepSeconds * 1000;
  return {
    name: 'sandbox',
    async fetch(shipment: TrackedShipment): Promise<ProviderResult> {
      const seed = hash(`${shipment.slug}:${shipment.trackingNumber}`);
      const origin = shipment.originCountry && HUB_CITIES[shipment.originCountry] ? shipment.originCountry : pick(COUNTRIES, seed >>> 3);
      const destination = pick(COUNTRIES, seed >>> 7);
      const steps = journeyFor(seed);
      const start = shipment.createdAt.getTime();
      const places = { origin: HUB_CITIES[origin]!, hub: HUB_CITIES[origin]!, destination: HUB_CITIES[destination]! };
      const all: ProviderEvent[] = steps.map((step, index) => {
        const location = pick(places[step.at], (seed >>> 11) + index);
        const country = step.at === 'destination' ? destination : origin;
        return {
          dedupeKey: `sandbox:${index}:${step.subtag}`,
          time: new Date(start + (index + 1) * stepMs),
          tag: step.tag,
          subtag: step.subtag,
          message: step.message,
          location: `${location}, ${country}`,
          countryIso: country,
        };
      });
      const current = now().getTime();
      const happened = all.filter((event) => event.time!.getTime() <= current);
      const next = all.find((event) => event.time!.getTime() > current);
      return {
        events: happened,
        originCountry: origin,
        destinationCountry: destination,
        shipmentType: pick(['Standard', 'Express', 'Economy'], seed >>> 5),
        expectedDelivery: steps.length ? new Date(start + (steps.length + 1) * stepMs) : null,
        nextCheckAt: next?.time ?? null,
      };
    },
  };
}
