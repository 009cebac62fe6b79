import { describe, expect, it } from 'vitest';
import { publicOrigin } from './get-sub-domain';

describe('publicOrigin', () => {
  it("takes the app's protocol and port", () => {
    expect(publicOrigin('ada.trailpost.app', { protocol: 'https:', port: '' })).toBe('https://ada.trailpost.app');
    expect(publicOrigin('ada.trailpost.test', { protocol: 'http:', port: '5173' })).toBe('http://ada.trailpost.test:5173');
  });
});
