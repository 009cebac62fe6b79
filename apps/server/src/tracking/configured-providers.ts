import type { Config } from '../config.js';
import { seventeenTrackCode } from '../modules/couriers/catalogue.js';
import { createPushOnlyProvider, type ProviderSet } from './provider-choice.js';
import { createAustraliaPostProvider } from './providers/australia-post.js';
import { createBlueDartProvider } from './providers/blue-dart.js';
import { createNinetyNineMinutosProvider } from './providers/ninety-nine-minutos.js';
import { createSandboxProvider } from './providers/sandbox.js';
import { createSeventeenTrackProvider } from './providers/seventeen-track.js';

/** The providers this deployment offers: the sandbox unless the operator brought a 17TRACK key. */
export function configuredProviders(config: Config): ProviderSet {
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
      australiaPost: createAustraliaPostProvider(),
      blueDart: createBlueDartProvider(),
      ninetyNineMinutos: createNinetyNineMinutosProvider(),
    },
    push: createPushOnlyProvider(),
  };
}
