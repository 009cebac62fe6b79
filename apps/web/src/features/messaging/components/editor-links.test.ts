import { describe, expect, it } from 'vitest';
import { checkImageUrl, checkLinkUrl } from './editor-links';

describe('editor addresses', () => {
  it('links to web and mail addresses or to one placeholder', () => {
    expect(checkLinkUrl('https://acme.example/track')).toBeNull();
    expect(checkLinkUrl('mailto:help@acme.example')).toBeNull();
    expect(checkLinkUrl('[Tracking Page Link]')).toBeNull();
    expect(checkLinkUrl('javascript:alert(1)')).not.toBeNull();
    expect(checkLinkUrl('[Tracking Page Link] extra')).not.toBeNull();
    expect(checkLinkUrl('')).not.toBeNull();
  });

  it('takes images from web addresses only', () => {
    expect(checkImageUrl('https://cdn.acme.example/logo.png')).toBeNull();
    expect(checkImageUrl('data:image/png;base64,AAAA')).not.toBeNull();
  });
});
