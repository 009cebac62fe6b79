import { describe, expect, it } from 'vitest';
import { sanitizeTemplateHtml } from './sanitize.js';

describe('sanitizeTemplateHtml', () => {
  it('removes script, with its text', () => {
    const out = sanitizeTemplateHtml('<p>Hi</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event handlers', () => {
    const out = sanitizeTemplateHtml('<img src="https://x.test/a.png" onerror="alert(1)"><p onclick="steal()" onmouseover=go()>Hi</p>');
    expect(out).not.toMatch(/onerror|onclick|onmouseover|alert|steal/);
    expect(out).toContain('<img src="https://x.test/a.png" />');
    expect(out).toContain('<p>Hi</p>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ])('drops the link %s', (href) => {
    expect(sanitizeTemplateHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps http(s), mailto and tel links, and opens new windows without an opener', () => {
    const out = sanitizeTemplateHtml(
      '<a href="https://shop.test/a?x=1&amp;y=2" target="_blank">a</a><a href="mailto:help@shop.test">b</a><a href="tel:+911234">c</a><a href="https://x.test" target="top">d</a>',
    );
    expect(out).toBe(
      '<a href="https://shop.test/a?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">a</a><a href="mailto:help@shop.test">b</a><a href="tel:+911234">c</a><a href="https://x.test">d</a>',
    );
  });

  it('removes forms and their controls, with their text', () => {
    const out = sanitizeTemplateHtml('<form action="https://evil.test"><input name="card"><textarea>t</textarea><select><option>o</option></select><button>Pay</button></form><p>after</p>');
    expect(out).toBe('<p>after</p>');
  });

  it('removes frames, objects, embeds, meta refresh, base and link', () => {
    const out = sanitizeTemplateHtml(
      '<iframe src="https://evil.test">x</iframe><frameset><frame src="a"></frameset><object data="x.swf"></object><embed src="x.swf">' +
        '<meta http-equiv="refresh" content="0;url=https://evil.test"><base href="https://evil.test/"><link rel="stylesheet" href="https://evil.test/a.css"><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('keeps tables, inline styles, images and text structure', () => {
    const html =
      '<table border="0" cellpadding="4" cellspacing="0" width="100%" style="border-collapse:collapse"><thead><tr><th align="left">Item</th></tr></thead>' +
      '<tbody><tr><td valign="top" bgcolor="#ffffff" style="color:#333;padding:4px">Shoes</td></tr></tbody></table>' +
      '<h2 style="font-size:20px">Hi</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><img src="https://cdn.test/logo.png" alt="Logo" width="120">';
    expect(sanitizeTemplateHtml(html)).toBe(html.replace('width="120">', 'width="120" />'));
  });

  it('keeps placeholders untouched, in text, links and image sources', () => {
    const html = '<p>[Logo]</p><p>Hi [Customer Name], <a href="[Tracking Page Link]">track [Tracking Number]</a></p><img src="[Courier Logo]" alt="[Courier Name]" /><a href="mailto:[Website]?subject=[Order ID]">m</a>';
    expect(sanitizeTemplateHtml(html)).toBe(html);
  });

  it('drops id and name attributes, which could shadow a page’s globals', () => {
    expect(sanitizeTemplateHtml('<p id="config" name="x">a</p>')).toBe('<p>a</p>');
  });

  it('keeps raster data: images but not SVG ones', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeTemplateHtml(`<img src="${png}">`)).toBe(`<img src="${png}" />`);
    expect(sanitizeTemplateHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />');
  });

  it('cleans style attributes: legacy script hooks and non-http urls go, the rest stays', () => {
    const out = sanitizeTemplateHtml('<p style="color:red;background:url(javascript:alert(1));width:expression(alert(1));behavior:url(x.htc);padding:2px">a</p>');
    expect(out).toBe('<p style="color:red;padding:2px">a</p>');
    expect(sanitizeTemplateHtml('<p style="background:url(https://cdn.test/bg.png)">a</p>')).toBe('<p style="background:url(https://cdn.test/bg.png)">a</p>');
  });

  it('keeps <style> rules and media queries, drops @import and unsafe declarations', () => {
    const out = sanitizeTemplateHtml(
      '<style>@import url(https://evil.test/a.css); p{color:red;background:url("javascript:x")} a{-moz-binding:url(x.xml)} @media (max-width:600px){td{display:block}} @font-face{font-family:x;src:url(x.woff)}</style><p>a</p>',
    );
    expect(out).toBe('<style>p{color:red} @media (max-width:600px){td{display:block}}</style><p>a</p>');
  });

  it('drops the head of a whole document but keeps its styles; the title is not body text', () => {
    const out = sanitizeTemplateHtml('<!DOCTYPE html><html><head><title>Order</title><style>p{color:red}</style></head><body><p>Hi</p></body></html>');
    expect(out).toBe('<style>p{color:red}</style><p>Hi</p>');
  });

  it('is stable: sanitising twice changes nothing', () => {
    const once = sanitizeTemplateHtml('<style>p{color:red}</style><p style="color:blue">a &amp; b</p><a href="[Order URL]">o</a><img src="[Logo]">');
    expect(sanitizeTemplateHtml(once)).toBe(once);
  });
});
