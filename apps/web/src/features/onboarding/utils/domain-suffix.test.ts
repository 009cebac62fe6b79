import { describe, expect, it } from 'vitest';
import { domainSuffix } from './domain-suffix';

describe('domainSuffix', () => {
  it('takes the part after the sub-domain', () => {
    expect(domainSuffix('acme', 'acme.trailpost.app')).toBe('.trailpost.app');
    expect(domainSuffix('acme', 'https://acme.trailpost.app/')).toBe('.trailpost.app');
  });

  it('gives nothing without an address or for an unrelated custom domain', () => {
    expect(domainSuffix('acme', null)).toBeNull();
    expect(domainSuffix('acme', 'track.example.com')).toBeNull();
  });

  it('accepts a bare suffix or an address without a sub-domain yet', () => {
    expect(domainSuffix(null, '.trailpost.app')).toBe('.trailpost.app');
    expect(domainSuffix(null, 'x.trailpost.app')).toBe('.trailpost.app');
  });
});
