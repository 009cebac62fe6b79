import { describe, expect, it } from 'vitest';
import { isAllowedImageSource, isAllowedLink } from './url-safety.js';

describe('url safety', () => {
  it.each([
    ['https://shop.test/a', true],
    ['http://shop.test', true],
    ['mailto:a@b.test', true],
    ['tel:+91123', true],
    ['/relative/path', true],
    ['#top', true],
    ['javascript:alert(1)', false],
    ['  JAVASCRIPT:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['vbscript:x', false],
  ])('link %j allowed: %s', (url, allowed) => {
    expect(isAllowedLink(url)).toBe(allowed);
  });

  it.each([
    ['https://cdn.test/a.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/jpeg;base64,/9j/4AAQ', true],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data:text/html;base64,PHN2Zz4=', false],
    ['mailto:a@b.test', false],
    ['javascript:alert(1)', false],
  ])('image %j allowed: %s', (url, allowed) => {
    expect(isAllowedImageSource(url)).toBe(allowed);
  });
});
