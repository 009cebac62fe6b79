import { describe, expect, it } from 'vitest';
import { trackingPageLink } from './tracking-page-link.js';

describe('trackingPageLink', () => {
  it('points at the merchant’s sub-domain with the public address’s scheme and port', () => {
    expect(trackingPageLink({ publicUrl: 'https://app.trailpost.app', subDomainSuffix: '.trailpost.app' }, { subDomain: 'acme' }, '1Z999')).toBe('https://acme.trailpost.app/trackingPage/1Z999');
    expect(trackingPageLink({ publicUrl: 'http://localhost:3000', subDomainSuffix: '.trailpost.test' }, { subDomain: 'acme' }, '1Z999')).toBe('http://acme.trailpost.test:3000/trackingPage/1Z999');
  });

  it('uses the public address until a sub-domain is chosen, and encodes the number', () => {
    expect(trackingPageLink({ publicUrl: 'https://app.trailpost.app', subDomainSuffix: '.trailpost.app' }, { subDomain: null }, 'AB 12/3')).toBe('https://app.trailpost.app/trackingPage/AB%2012%2F3');
  });
});
