import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture, subUserFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { SETTINGS_CARDS } from '../components/settings-cards';
import { SettingsHubRoute } from './SettingsHubRoute';

const editLinks = () => screen.queryAllByRole('link', { name: /^Edit / });

/** Users & Roles and the Audit Log: never shown to sub-users. */
const OWNER_ONLY_CARDS = SETTINGS_CARDS.filter((card) => card.mainUserOnly).length;

describe('settings hub', () => {
  it("shows the specification's ten cards, then SMS templates, the message log, the audit log, the tracking page and the track button, with EDIT links for the main user", () => {
    storeSession(sessionFixture());
    renderScreen(<SettingsHubRoute />, { path: '/settings' });
    expect(SETTINGS_CARDS.map((card) => card.title)).toEqual([
      'Profile',
      'Organization',
      'Webhooks',
      'Users & Roles',
      'API Keys',
      'Email Domains',
      'Email Templates',
      'Custom Domain',
      'Email Alerts',
      'Shipment Tags',
      'SMS Templates',
      'Message Log',
      'Audit Log',
      'Tracking Page',
      'Track Button',
    ]);
    expect(editLinks().map((link) => link.getAttribute('href'))).toEqual(SETTINGS_CARDS.map((card) => card.path));
    expect(within(editLinks()[0]!).getByText('EDIT')).toBeTruthy();
  });

  it('hides Users & Roles and the Audit Log from a sub-user with settings', () => {
    storeSession(subUserFixture(['settings', 'tracking']));
    renderScreen(<SettingsHubRoute />, { path: '/settings' });
    expect(screen.queryByText('Users & Roles')).toBeNull();
    expect(screen.queryByText('Audit Log')).toBeNull();
    expect(editLinks()).toHaveLength(SETTINGS_CARDS.length - OWNER_ONLY_CARDS);
    expect(editLinks().every((link) => link.getAttribute('aria-disabled') !== 'true')).toBe(true);
  });

  it('disables Webhooks for a sub-user with settings but not the full tracking access', () => {
    storeSession(subUserFixture(['settings', 'assignTracking']));
    renderScreen(<SettingsHubRoute />, { path: '/settings' });
    const disabled = editLinks().filter((link) => link.getAttribute('aria-disabled') === 'true');
    expect(disabled.map((link) => link.getAttribute('href'))).toEqual(['/webhook']);
  });

  it('disables every card but their own Profile for a sub-user without settings', () => {
    storeSession(subUserFixture(['tracking']));
    renderScreen(<SettingsHubRoute />, { path: '/settings' });
    expect(screen.getByText(/Your role does not include settings/)).toBeTruthy();
    expect(editLinks()).toHaveLength(SETTINGS_CARDS.length - OWNER_ONLY_CARDS);
    const enabled = editLinks().filter((link) => link.getAttribute('aria-disabled') !== 'true');
    expect(enabled.map((link) => link.getAttribute('href'))).toEqual(['/settings_profile']);
  });
});
