/** The tracking engine's public API: what the modules, jobs and start-up use of it. */
export { configuredProviders } from './configured-providers.js';
export { detectCouriers } from './detect.js';
export { ingest } from './ingest.js';
export { chooseProviders, COURIER_CHANNELS, courierAdapter, DEMO_SOURCE, type ProviderSet } from './provider-choice.js';
export { decodeNinjaVanUserId, NINJA_VAN_SIGNATURE_HEADER, type NinjaVanEvent, ninjaVanWebhookUrl, parseNinjaVanEvent, verifyNinjaVanSignature } from './providers/ninja-van.js';
export { parseSeventeenTrackPush, type SeventeenTrackPush } from './providers/seventeen-track.js';
export type { CredentialCheck, ProviderCredentials, ProviderEvent, ProviderResult, TrackedShipment } from './providers/types.js';
export { createTrackingEngine, TRACKING_BATCH, type TrackingEngine } from './scheduler.js';
export type { StatedDate, StatedStatus } from './status-rule.js';
export { countUnmapped, unmappedWords } from './unmapped.js';
