import type { Config } from '../config.js';
import { seventeenTrackCode } from '../modules/couriers/index.js';
import { createPushOnlyProvider, type ProviderSet } from './provider-choice.js';
import { createAustraliaPostProvider } from './providers/australia-post.js';
import { createBlueDartProvider } from './providers/blue-dart.js';
import { createCdlProvider } from './providers/cdl-last-mile.js';
import { createGwWorldProvider } from './providers/gw-world.js';
import { createNinetyNineMinutosProvider } from './providers/ninety-nine-minutos.js';
import { createNinjaVanProvider } from './providers/ninja-van.js';
import type { FetchLike } from './providers/provider-support.js';
import { createSandboxProvider } from './providers/sandbox.js';
import { createSeventeenTrackProvider } from './providers/seventeen-track.js';

export interface CourierOptions {
  /** How the courier adapters reach their hosts (tests route them to local stand-ins). */
  fetch?: FetchLike;
}

/**
 * The providers this deployment offers: the sandbox unless the operator brought a 17TRACK key.
 * One set serves the tracking engine and the integration screens' keys checks.
 */
export function configuredProviders(config: Config, courier: CourierOptions = {}): ProviderSet {
  return {
    sandbox: createSandboxProvider({ stepSeconds: config.sandboxStepSeconds }),
    aggregator: config.seventeenTrackApiKey
      ? createSeventeenTrackProvider({
          apiKey: config.seventeenTrackApiKey,
          baseUrl: config.seventeenTrackUrl,
          // Told the carrier, 17TRACK need not guess it from the number.
          carrierFor: (shipment) => seventeenTrackCode(shipment.slug),
        })
      : null,
    couriers: {
      australiaPost: createAustraliaPostProvider(courier),
      blueDart: createBlueDartProvider(courier),
      cdl: createCdlProvider(courier),
      gwWorld: createGwWorldProvider(courier),
      ninjaVan: createNinjaVanProvider(courier),
      ninetyNineMinutos: createNinetyNineMinutosProvider(courier),
    },
    push: createPushOnlyProvider(),
  };
}
