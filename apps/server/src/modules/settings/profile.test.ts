import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@trailpost/contracts';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

const profileOf = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers: who.headers });
const edit = (who: SignedIn, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/edit_profile', headers: who.headers, payload });
const alerts = (who: SignedIn, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/user/alerts/${id}`, headers: who.headers, payload });
const valid = { name: 'Asha Rao', date_format: 'DD-MM-YYYY', time_zone_id: 'Asia/Kolkata' };

describe('profile', () => {
  it('shows name, e-mail, date format and time zone with the defaults of a new account', async () => {
    const owner = await signUp(t.app, { name: 'Asha' });
    const response = await profileOf(owner);
    expect(response.json()).toEqual({
      meta: { code: 200, message: ['Success'] },
      data: {
        _id: owner.session._id,
        name: 'Asha',
        email: owner.session.email,
        date_format: 'MM-DD-YYYY',
        time_zone_id: 'UTC',
        time_zone_data: { id: 'UTC', name: '(UTC+00:00) UTC', timezone: 'UTC', offset: '+00:00' },
        daily_digest_email_active: 0,
      },
    });
  });

  it('saves name, date format and time zone, and the session record carries them at once', async () => {
    const owner = await signUp(t.app);
    const response = await edit(owner, { ...valid, name: '  Asha Rao  ' });
    expect(response.json()).toMatchObject({
      meta: { code: 200, message: [PROFILE_MESSAGES.saved] },
      data: { name: 'Asha Rao', date_format: 'DD-MM-YYYY', time_zone_id: 'Asia/Kolkata', time_zone_data: { offset: '+05:30', name: '(UTC+05:30) Asia/Kolkata' } },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: owner.headers });
    expect(me.json().data).toMatchObject({ name: 'Asha Rao', date_format: 'DD-MM-YYYY', time_zone_data: { timezone: 'Asia/Kolkata' } });
  });

  it.each([
    [{ ...valid, name: '   ' }, PROFILE_MESSAGES.nameRequired],
    [{ date_format: 'DD-MM-YYYY', time_zone_id: 'UTC' }, PROFILE_MESSAGES.nameRequired],
    [{ ...valid, name: 'x'.repeat(101) }, PROFILE_MESSAGES.nameTooLong],
    [{ ...valid, date_format: 'DD/MM/YY' }, PROFILE_MESSAGES.dateFormatInvalid],
    [{ ...valid, time_zone_id: 'Mars/Olympus' }, PROFILE_MESSAGES.timeZoneInvalid],
    [{ ...valid, time_zone_id: '+05:30' }, PROFILE_MESSAGES.timeZoneInvalid],
    [{ ...valid, time_zone_id: '' }, PROFILE_MESSAGES.timeZoneInvalid],
  ])('refuses %j with its message and changes nothing', async (payload, message) => {
    const owner = await signUp(t.app, { name: 'Kept' });
    const response = await edit(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
    expect((await profileOf(owner)).json().data).toMatchObject({ name: 'Kept', time_zone_id: 'UTC', date_format: 'MM-DD-YYYY' });
  });

  it('lets every sub-user edit its own profile, whatever its role, and only its own', async () => {
    const owner = await signUp(t.app);
    const withSettings = await createSubUser(t.app, t.database, owner, ['settings']);
    expect((await edit(withSettings, valid)).statusCode).toBe(200);
    expect((await profileOf(owner)).json().data.name).toBe('Test Merchant');
    for (const access of [['tracking'], []]) {
      const without = await createSubUser(t.app, t.database, owner, access);
      expect((await edit(without, { ...valid, name: `Own ${access.length}` })).statusCode).toBe(200);
      expect((await profileOf(without)).json().data).toMatchObject({ name: `Own ${access.length}`, time_zone_id: valid.time_zone_id });
    }
    expect((await profileOf(owner)).json().data.name).toBe('Test Merchant');
  });
});

describe('time zones', () => {
  it('lists every IANA zone with id, name and offset, west to east, UTC included', async () => {
    const owner = await signUp(t.app);
    const zones = (await t.app.inject({ method: 'GET', url: '/api/timezone/list', headers: owner.headers })).json().data as {
      id: string;
      name: string;
      timezone: string;
      offset: string;
    }[];
    expect(zones.length).toBeGreaterThan(400);
    expect(zones.map((zone) => zone.id)).toEqual(expect.arrayContaining(['UTC', 'Asia/Kolkata', 'America/New_York', 'Pacific/Kiritimati']));
    const kolkata = zones.find((zone) => zone.id === 'Asia/Kolkata');
    expect(kolkata).toEqual({ id: 'Asia/Kolkata', name: '(UTC+05:30) Asia/Kolkata', timezone: 'Asia/Kolkata', offset: '+05:30' });
    const minutes = zones.map((zone) => Number(zone.offset.slice(0, 3)) * 60 + Math.sign(Number(zone.offset.slice(0, 3)) || 1) * Number(zone.offset.slice(4)));
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });
});

describe('daily digest switch', () => {
  it('turns on and off with the specification texts', async () => {
    const owner = await signUp(t.app);
    const on = await alerts(owner, owner.session._id, { daily_digest_email_active: 1 });
    expect(on.json()).toEqual({ meta: { code: 200, message: [PROFILE_MESSAGES.digestActivated] }, data: { _id: owner.session._id, daily_digest_email_active: 1 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: owner.headers })).json().data.daily_digest_email_active).toBe(1);
    const off = await alerts(owner, owner.session._id, { daily_digest_email_active: 0 });
    expect(off.json().meta.message).toEqual([PROFILE_MESSAGES.digestDeactivated]);
    expect((await profileOf(owner)).json().data.daily_digest_email_active).toBe(0);
  });

  it("refuses another user's switch and a value other than 0 or 1", async () => {
    const owner = await signUp(t.app);
    const teammate = await createSubUser(t.app, t.database, owner, ['settings']);
    expect((await alerts(teammate, owner.session._id, { daily_digest_email_active: 1 })).statusCode).toBe(404);
    expect((await profileOf(owner)).json().data.daily_digest_email_active).toBe(0);
    const bad = await alerts(owner, owner.session._id, { daily_digest_email_active: 2 });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).not.toContain(AUTH_MESSAGES.sessionExpired);
  });
});
