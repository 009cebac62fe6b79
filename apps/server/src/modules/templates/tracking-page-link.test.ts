import { describe, expect, it } from 'vitest';
import { trackingPageLink } from './tracking-page-link.js';

const site = { publicUrl: 'https://app.trailpost.app', subDomainSuffix: '.trailpost.app' };
const acme = { subDomain: 'acme', customDomainUrl: 'acme.trailpost.app', customDomainStatus: 'pending' };

describe('trackingPageLink', () => {
  it('points at the merchant’s sub-domain with the public address’s scheme and port', () => {
    expect(trackingPageLink(site, acme, '1Z999')).toBe('https://acme.trailpost.app/trackingPage/1Z999');
    expect(trackingPageLink({ publicUrl: 'http://localhost:3000', subDomainSuffix: '.trailpost.test' }, acme, '1Z999')).toBe('http://acme.trailpost.test:3000/trackingPage/1Z999');
  });

  it('points at the custom domain once it is verified, and only then', () => {
    const custom = { ...acme, customDomainUrl: 'track.acme.com' };
    expect(trackingPageLink(site, { ...custom, customDomainStatus: 'verified' }, '1Z999')).toBe('https://track.acme.com/trackingPage/1Z999');
    for (const status of ['pending', 'failed']) expect(trackingPageLink(site, { ...custom, customDomainStatus: status }, '1Z999')).toBe('https://acme.trailpost.app/trackingPage/1Z999');
  });

  it('uses the public address until a sub-domain is chosen, and encodes the number', () => {
    expect(trackingPageLink(site, { subDomain: null, customDomainUrl: null, customDomainStatus: 'pending' }, 'AB 12/3')).toBe('https://app.trailpost.app/trackingPage/AB%2012%2F3');
  });
});
