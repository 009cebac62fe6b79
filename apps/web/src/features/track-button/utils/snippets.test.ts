import { describe, expect, it } from 'vitest';
import { iframeCode, redirectCode } from './snippets';

describe('track button snippets', () => {
  it('redirects a Shopify page to the tracking page, with a link where scripts and refreshes are off', () => {
    const code = redirectCode('https://ada.trailpost.app');
    expect(code).toContain('<meta http-equiv="refresh" content="0; url=https://ada.trailpost.app/trackingPage">');
    expect(code).toContain('window.location.replace("https://ada.trailpost.app/trackingPage")');
    expect(code).toContain('<a href="https://ada.trailpost.app/trackingPage">Track your order</a>');
  });

  it('embeds the track button 100% wide and 200 high for the domain', () => {
    expect(iframeCode('https://track.ada.com', 'track.ada.com')).toBe(
      '<iframe src="https://track.ada.com/trackingButton?domain=track.ada.com" width="100%" height="200" frameborder="0" title="Track your order"></iframe>',
    );
  });
});
