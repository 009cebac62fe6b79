import { describe, expect, it } from 'vitest';
import { holdsAccess, ROLE_VALUES } from './roles.js';

describe('holdsAccess', () => {
  it('gives a main user every access, whatever roles it lists', () => {
    for (const access of [...ROLE_VALUES, 'settingMainMenu', 'webhooks'] as const) expect(holdsAccess('user', [], access)).toBe(true);
  });

  it('gives a sub-user the settings menu always, and otherwise only what its role lists', () => {
    expect(holdsAccess('subuser', [], 'settingMainMenu')).toBe(true);
    expect(holdsAccess('subuser', [], 'dashboard')).toBe(false);
    expect(holdsAccess('subuser', ['dashboard'], 'dashboard')).toBe(true);
    expect(holdsAccess('subuser', ['dashboard'], 'automations')).toBe(false);
  });

  it('opens the shipment screens to assignTracking, but never the other way round', () => {
    expect(holdsAccess('subuser', ['assignTracking'], 'tracking')).toBe(true);
    expect(holdsAccess('subuser', ['tracking'], 'assignTracking')).toBe(false);
  });

  it('asks settings and full tracking for webhooks', () => {
    expect(holdsAccess('subuser', ['settings', 'tracking'], 'webhooks')).toBe(true);
    expect(holdsAccess('subuser', ['settings'], 'webhooks')).toBe(false);
    expect(holdsAccess('subuser', ['settings', 'assignTracking'], 'webhooks')).toBe(false);
    // The role form gives assignTracking with tracking: still only the user's own shipments.
    expect(holdsAccess('subuser', ['settings', 'tracking', 'assignTracking'], 'webhooks')).toBe(false);
  });
});
