import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHANNEL_FORMS, STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { stores } from '../../db/schema/index.js';
import { messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { REFUSAL } from '../../test/courier-stand-in.js';
import { MAGENTO_REFUSAL, WOO_REFUSAL } from '../../test/store-stand-in.js';
import { storeForm, useStoresTestApp } from '../../test/stores-api.js';
import { recheckUnverifiedStores, UNVERIFIED_STORE_RECHECK_MS } from './credential-check.js';
import { recordCheck } from './repository.js';

const { t, owner, api, couriers, stores: storeStandIn } = useStoresTestApp();

/** Requests so far to whoever checks the channel's keys, and the words it refuses keys with. */
const askedFor = (channelId: number) =>
  channelId === 4 || channelId === 5
    ? { calls: () => storeStandIn().ordersRequests().length, refusal: channelId === 4 ? WOO_REFUSAL : MAGENTO_REFUSAL }
    : { calls: () => couriers().calls(), refusal: REFUSAL };

const channels = CHANNEL_FORMS.map((channel) => [channel.displayName, channel] as const);
const recheck = (now = new Date()) => recheckUnverifiedStores(t.app.ctx, t.app.integrations, now);
const rowOf = async (id: string) => (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;

describe.each(channels)('%s: keys checked with the courier or store on save', (_name, channel) => {
  const asked = askedFor(channel.channelId);
  it('accepted keys are saved verified', async () => {
    const calls = asked.calls();
    const record = await api.created(owner, storeForm(channel));
    expect(record.credential_status).toBe('verified');
    expect(asked.calls()).toBe(calls + 1);
  });

  it("refused keys are not saved: 400 with the courier's reason", async () => {
    const who = await signUp(t.app);
    const response = await api.create(who, storeForm(channel, 'reject'));
    expect(response.statusCode).toBe(400);
    const [message] = messagesOf(response);
    expect(message!.startsWith(`${channel.displayName} did not accept these credentials: `)).toBe(true);
    expect(message).toContain(asked.refusal);
    expect((await api.list(who)).json().data).toEqual([]);
  });

  it('keys the courier could not be asked about are saved unverified, and the answer says so', async () => {
    const response = await api.create(owner, storeForm(channel, 'down'));
    expect(response.statusCode, response.body).toBe(200);
    expect(messagesOf(response)).toEqual([STORE_MESSAGES.unverified(channel.displayName)]);
    expect(response.json().data).toMatchObject({ credential_status: 'unverified', credential_message: expect.stringContaining('503') });
  });
});

describe('the background re-check of unverified keys', () => {
  /** A store saved while its courier was down, as the merchant typed it. */
  async function savedWhileDown(who: SignedIn, channel = CHANNEL_FORMS[0]!): Promise<StoreRecord> {
    couriers().force('down');
    try {
      return await api.created(who, storeForm(channel));
    } finally {
      couriers().force(null);
    }
  }
  const tenMinutesLater = () => new Date(Date.now() + UNVERIFIED_STORE_RECHECK_MS + 1000);

  it('asks again once ten minutes have passed, and records the courier now accepting the keys', async () => {
    const who = await signUp(t.app);
    const record = await savedWhileDown(who);
    await recheck();
    // Checked on save moments ago: not yet again.
    expect((await api.get(who, record._id)).json().data[0].credential_status).toBe('unverified');
    await recheck(tenMinutesLater());
    const [after] = (await api.get(who, record._id)).json().data as StoreRecord[];
    expect(after).toMatchObject({ credential_status: 'verified', credential_message: null });
    expect(Date.parse(after!.credential_checked_at!)).toBeGreaterThan(Date.parse(record.credential_checked_at!));
  });

  it("records keys the courier now refuses as rejected, with its reason", async () => {
    const who = await signUp(t.app);
    const record = await savedWhileDown(who, CHANNEL_FORMS[3]!);
    couriers().force('reject');
    try {
      await recheck(tenMinutesLater());
    } finally {
      couriers().force(null);
    }
    expect((await api.get(who, record._id)).json().data[0]).toMatchObject({ credential_status: 'rejected', credential_message: expect.stringContaining(REFUSAL) });
    // Rejected keys are the merchant's to fix: no longer asked about.
    const checkedAt = (await rowOf(record._id)).credentialCheckedAt;
    await recheck(new Date(Date.now() + 3 * UNVERIFIED_STORE_RECHECK_MS));
    expect((await rowOf(record._id)).credentialCheckedAt).toEqual(checkedAt);
  });

  it('keeps keys still unreachable unverified, with the new reason and time', async () => {
    const who = await signUp(t.app);
    const record = await savedWhileDown(who, CHANNEL_FORMS[5]!);
    couriers().force('down');
    try {
      await recheck(tenMinutesLater());
    } finally {
      couriers().force(null);
    }
    const row = await rowOf(record._id);
    expect(row.credentialStatus).toBe('unverified');
    expect(row.credentialMessage).toContain('503');
    expect(row.credentialCheckedAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('leaves alone keys the merchant saved again while the courier was being asked', async () => {
    const who = await signUp(t.app);
    const record = await savedWhileDown(who);
    const stale = await rowOf(record._id);
    const form = storeForm(CHANNEL_FORMS[0]!);
    couriers().force('down');
    try {
      await api.update(who, record._id, form);
    } finally {
      couriers().force(null);
    }
    await recordCheck(t.database.db, stale, { credentialStatus: 'rejected', credentialMessage: 'stale answer', credentialCheckedAt: new Date() });
    expect((await rowOf(record._id)).credentialStatus).toBe('unverified');
  });
});
