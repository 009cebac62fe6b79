import { describe, expect, it } from 'vitest';
import { publicHostOf, publicOrigin } from './public-host';

const record = { sub_domain: 'ada', custom_domain_url: 'track.ada.com', sub_domain_suffix: '.trailpost.app' };

describe('the public host', () => {
  it('is the custom domain once verified', () => {
    expect(publicHostOf(record, { custom_domain_url: 'track.ada.com', status: 'verified', checked_at: null, cname_target: 'ada.trailpost.app' })).toBe('track.ada.com');
  });

  it('is the platform host while the custom domain is pending, failed or unknown', () => {
    for (const status of ['pending', 'failed'] as const) {
      expect(publicHostOf(record, { custom_domain_url: 'track.ada.com', status, checked_at: null, cname_target: 'ada.trailpost.app' })).toBe('ada.trailpost.app');
    }
    expect(publicHostOf(record, null)).toBe('ada.trailpost.app');
  });

  it('does not exist before a sub-domain is chosen', () => {
    expect(publicHostOf({ ...record, sub_domain: null }, null)).toBeNull();
  });

  it('takes the app\'s protocol and port', () => {
    expect(publicOrigin('ada.trailpost.app', { protocol: 'https:', port: '' })).toBe('https://ada.trailpost.app');
    expect(publicOrigin('ada.trailpost.test', { protocol: 'http:', port: '5173' })).toBe('http://ada.trailpost.test:5173');
  });
});
