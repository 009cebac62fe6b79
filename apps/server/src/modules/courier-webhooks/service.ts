import type { ServiceContext } from '../../platform/context.js';
import { badRequest, notFound, unauthorized } from '../../platform/errors.js';
import { ingest, COURIER_CHANNELS, countUnmapped, decodeNinjaVanUserId, parseNinjaVanEvent, verifyNinjaVanSignature, type NinjaVanEvent, parseSeventeenTrackPush, type SeventeenTrackPush, type ProviderResult } from '../../tracking/index.js';
import { openStoreKeysOrNone } from '../integrations/index.js';
import * as repo from './repository.js';

/** The courier catalogue's Ninja Van slugs: a push only reaches shipments added under one of them. */
export const NINJA_VAN_SLUGS = COURIER_CHANNELS.find((channel) => channel.channelId === repo.NINJA_VAN_CHANNEL)!.slugs;

export const PUSH_MESSAGES = {
  stored: 'Event received.',
  acknowledged: 'Event acknowledged.',
  // Acknowledged on purpose: couriers retry failures, and a parcel the merchant never added
  // (or a push 17TRACK should not have sent us) would be retried for ever (decision 0009).
  ignored: 'No matching shipment; event acknowledged.',
  badSignature: 'Invalid signature.',
  notJson: 'The body is not valid JSON.',
  // Same text as an unknown route: a caller learns nothing about which users or keys exist.
  notFound: 'Route not found',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One pushed answer through the same ingest as a polled one. */
type OnUnmapped = (provider: string, word: string) => void;

async function ingestPush(ctx: ServiceContext, target: { tenantId: string; shipmentId: string }, result: ProviderResult, provider: string, onUnmapped?: OnUnmapped) {
  for (const word of countUnmapped(provider, result.events)) onUnmapped?.(provider, word);
  await ingest(ctx.db, target, result, { checkedAt: new Date() });
}

function userIdOf(encoded: string): string | null {
  try {
    const userId = decodeNinjaVanUserId(encoded);
    return UUID.test(userId) ? userId : null;
  } catch {
    return null;
  }
}

function ninjaVanEventOf(rawBody: Buffer): NinjaVanEvent {
  try {
    return parseNinjaVanEvent(rawBody);
  } catch (error) {
    // A 400 with the reason shows up in Ninja Van's webhook log; the parser's messages name the field.
    throw badRequest(error instanceof SyntaxError ? PUSH_MESSAGES.notJson : (error as Error).message);
  }
}

/** POST /ninjavan_webhook/consume/{encoded user id}: signed with the secret key (key2) of the user's store. */
export async function consumeNinjaVanPush(ctx: ServiceContext, input: { encodedUserId: string; rawBody: Buffer; signature: string | undefined; onUnmapped?: OnUnmapped }): Promise<string> {
  const userId = userIdOf(input.encodedUserId);
  const stores = userId ? await repo.activeNinjaVanStores(ctx.db, userId) : [];
  if (stores.length === 0) throw notFound(PUSH_MESSAGES.notFound);
  // A user may hold several Ninja Van accounts: the one whose secret signed the body owns it.
  const secrets = await Promise.all(stores.map(async (candidate) => ({ tenantId: candidate.tenantId, secret: (await openStoreKeysOrNone(ctx, candidate)).key2 })));
  const store = secrets.find((candidate) => candidate.secret && verifyNinjaVanSignature(input.rawBody, input.signature, candidate.secret));
  if (!store) throw unauthorized(PUSH_MESSAGES.badSignature);

  const { trackingNumber, event } = ninjaVanEventOf(input.rawBody);
  const targets = await repo.shipmentsByNumber(ctx.db, store.tenantId, NINJA_VAN_SLUGS, trackingNumber);
  for (const shipment of targets) await ingestPush(ctx, { tenantId: store.tenantId, shipmentId: shipment.id }, { events: [event] }, 'ninjavan', input.onUnmapped);
  return targets.length ? PUSH_MESSAGES.stored : PUSH_MESSAGES.ignored;
}

function seventeenTrackPushOf(rawBody: Buffer, sign: string | undefined, apiKey: string): SeventeenTrackPush {
  try {
    return parseSeventeenTrackPush(rawBody, sign, apiKey);
  } catch (error) {
    const message = (error as Error).message;
    // The parser checks the signature first and says so; anything after it is a malformed body.
    throw /signature/.test(message) ? unauthorized(PUSH_MESSAGES.badSignature) : badRequest(message);
  }
}

/** POST /webhooks/17track: only with the operator's key, which also signs the body. */
export async function consumeSeventeenTrackPush(ctx: ServiceContext, input: { rawBody: Buffer; sign: string | undefined; onUnmapped?: OnUnmapped }): Promise<string> {
  const apiKey = ctx.config.seventeenTrackApiKey;
  if (!apiKey) throw notFound(PUSH_MESSAGES.notFound);
  const push = seventeenTrackPushOf(input.rawBody, input.sign, apiKey);
  // TRACKING_STOPPED only says 17TRACK stopped following the number; our schedule decides what happens next.
  if (push.event === 'TRACKING_STOPPED') return PUSH_MESSAGES.acknowledged;
  if (!push.tag || !UUID.test(push.tag)) return PUSH_MESSAGES.ignored;
  const shipment = await repo.shipmentById(ctx.db, push.tag);
  if (!shipment || shipment.trackingNumber !== push.number) return PUSH_MESSAGES.ignored;
  await ingestPush(ctx, { tenantId: shipment.tenantId, shipmentId: shipment.id }, push.result, '17track', input.onUnmapped);
  return PUSH_MESSAGES.stored;
}
