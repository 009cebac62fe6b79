import { describe, expect, it } from 'vitest';
import { cleanStyleAttribute, cleanStyleSheet, isSafeDeclaration } from './css-safety.js';

describe('css safety', () => {
  it.each([
    ['color', 'red', true],
    ['background', 'url(https://cdn.test/a.png) no-repeat', true],
    ['background', 'url(//cdn.test/a.png)', true],
    ['background', 'url(/local.png)', false],
    ['background', 'url(data:image/png;base64,AAAA)', false],
    ['width', 'expression(alert(1))', false],
    ['behavior', 'url(x.htc)', false],
    ['color', 'r\\65 d', false],
  ])('%s: %s is safe: %s', (property, value, safe) => {
    expect(isSafeDeclaration(property, value)).toBe(safe);
  });

  it('gives nothing for CSS that does not parse', () => {
    expect(cleanStyleSheet('p{color:red')).toBe('');
    expect(cleanStyleSheet('}}}{')).toBe('');
    expect(cleanStyleAttribute('color:red} p{color:blue')).toBe('');
  });

  it('keeps !important in attributes', () => {
    expect(cleanStyleAttribute('color: red !important; margin:0')).toBe('color:red !important;margin:0');
  });
});
