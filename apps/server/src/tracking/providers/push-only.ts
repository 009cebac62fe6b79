import type { TrackingProvider } from './types.js';

/** Couriers that push: nothing to ask; look again in a day, so a silent shipment can still expire. */
export function createPushOnlyProvider(now: () => Date = () => new Date()): TrackingProvider {
  return {
    name: 'push',
    async fetch() {
      return { events: [], nextCheckAt: new Date(now().getTime() + 86_400_000) };
    },
  };
}
